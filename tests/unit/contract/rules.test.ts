import {
  BROKEN_STATUSES,
  EXIT,
  isWriteAction,
  LINK_STATUSES,
  PLUGIN_ID,
  RUN_VERDICTS,
  runSummarySchema,
  verdictOf,
} from '@route-discovery/contract';
import pkg from '../../../package.json';
import { buildInventory, compareInventories } from '../../../packages/cli/src/baseline';
import { articleExposure } from '../../helpers/article-exposure';

describe('the contract rules (@route-discovery/contract)', () => {
  it('maps each exit code to its verdict once: 0 passed, 1 failed, 2 could not run, 3 nothing tested', () => {
    expect([EXIT.passed, EXIT.failed, EXIT.couldNotRun, EXIT.nothingTested].map(verdictOf)).toEqual([
      'passed',
      'failed',
      'could-not-run',
      'nothing-tested',
    ]);
    expect(verdictOf(7)).toBe('could-not-run');
    expect([...RUN_VERDICTS].sort()).toEqual(['could-not-run', 'failed', 'nothing-tested', 'passed']);
  });

  it('accepts in a run body exactly the exit codes the CLI exits with', () => {
    const exitCode = runSummarySchema.shape.exit_code;
    for (const code of Object.values(EXIT)) expect(exitCode.safeParse(code).success).toBe(true);
    expect(exitCode.safeParse(4).success).toBe(false);
  });

  it("reads the plugin id from package.json's strapi.name, as Strapi does", () => {
    expect(PLUGIN_ID).toBe(pkg.strapi.name);
  });

  it('counts every link status but ok and moved as broken (a moved link still redirects)', () => {
    expect(BROKEN_STATUSES).toEqual(LINK_STATUSES.filter((status) => status !== 'ok' && status !== 'moved'));
    expect(LINK_STATUSES).toContain('moved');
  });

  it("names the core router's create, update and delete as the write actions, not custom handlers", () => {
    expect(['create', 'update', 'delete'].every(isWriteAction)).toBe(true);
    expect(['find', 'findOne', 'like', 'upload', 'postsByAuthor'].some(isWriteAction)).toBe(false);
  });

  it('lets the baseline fail a newly public custom write by its route, not by its action name', () => {
    const exposure = (access: 'public' | 'authenticated', publicActions: string[]) =>
      articleExposure(
        { method: 'POST', route: '/api/articles/:id/like', handler: 'api::article.article.like' },
        access,
        publicActions,
      );
    const inventory = (access: 'public' | 'authenticated', actions: string[]) =>
      buildInventory({ frontend: [], backend: [], exposure: exposure(access, actions) });
    const drift = compareInventories(
      inventory('authenticated', ['find']),
      inventory('public', ['find', 'like']),
    );
    expect(drift.map((d) => [d.kind, d.subject, d.fails])).toEqual([
      ['regression', 'POST /api/articles/:id/like', true],
    ]);
  });
});
