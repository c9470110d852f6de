import { expectedFiles, referenceOnly } from '../helpers/expected-files';
import type { CountsResponse, FilesEnvelope } from '@route-discovery/contract';
import {
  client,
  PROVIDER_BASE,
  app,
  auth,
  get,
  files,
  byId,
  used,
  unused,
  doomed,
  linked,
  walk,
} from '../helpers/files-suite';
// The suite's other half, on this file's one playground: its tests run first (decision 0254).
import './files-missing.part';

/**
 * `v1/files` (docs/api.md, "Files"): each upload file's usage from the reference index, its pages
 * and `v1/summary`'s counts. Missing files and exports: files-missing.part.ts.
 */
describe(`v1/files on ${client}: upload files' usage from the reference index`, () => {
  it('counts media and /uploads/ link references per file', async () => {
    const envelope = await files();
    expect(byId(envelope, used.id)).toMatchObject({
      name: 'files_used.png',
      url: '/uploads/files_used.png',
      size: 12.5,
      mime: 'image/png',
      usage_count: 2,
    });
    expect(byId(envelope, unused.id)).toMatchObject({ usage_count: 0 });
    expect(byId(envelope, doomed.id)).toBeUndefined();
    expect(envelope.count).toBe(envelope.files.length);
    expect(envelope.metadata.total_count).toBe(envelope.files.length);
  });

  it('filter=unused keeps the unused files, and metadata totals them', async () => {
    const all = await files();
    const envelope = await files('filter=unused');
    expect(envelope.files.every((file) => file.usage_count === 0)).toBe(true);
    expect(byId(envelope, unused.id)).toBeDefined();
    expect(byId(envelope, used.id)).toBeUndefined();
    const expected = all.files.filter((file) => file.usage_count === 0);
    expect(envelope.metadata.unused_count).toBe(expected.length);
    expect(envelope.metadata.unused_size).toBeCloseTo(
      expected.reduce((sum, file) => sum + file.size, 0),
      2,
    );
    expect((await get('filter=bogus')).status).toBe(400);
  });

  it('counts a file referenced only by an /uploads/ link', async () => {
    expect(byId(await files(), linked.id)).toMatchObject({ usage_count: 1 });
    expect(byId(await files('filter=unused'), linked.id)).toBeUndefined();
  });

  it('answers what the in-memory rule gives, from the tables themselves', async () => {
    const expected = await expectedFiles(app, [app.baseUrl, PROVIDER_BASE]);
    const envelope = await files();
    expect(envelope.files).toEqual(expected.files);
    // The rows the rule keeps; their names are checked below.
    expect(envelope.missing.map(referenceOnly)).toEqual(expected.missing);
    const unusedFiles = expected.files.filter((file) => file.usage_count === 0);
    expect(envelope.metadata).toMatchObject({
      total_count: expected.files.length,
      unused_count: unusedFiles.length,
    });
    expect(envelope.metadata.unused_size).toBeCloseTo(
      unusedFiles.reduce((sum, file) => sum + file.size, 0),
      2,
    );
  });

  it('a walk of the pages gives the whole list row for row (files, unused files, missing references)', async () => {
    const whole = await files();
    const unusedWhole = await files('filter=unused');
    expect(whole.files.length).toBeGreaterThan(4);
    expect(whole.missing.length).toBeGreaterThanOrEqual(3);
    for (const size of [1, 2, 3]) {
      expect(await walk(`page_size=${size}`, 'files')).toEqual(whole.files);
      expect(await walk(`filter=unused&page_size=${size}`, 'files')).toEqual(unusedWhole.files);
      expect(await walk(`list=missing&page_size=${size}`, 'missing')).toEqual(whole.missing);
    }
    const page = (await get('page_size=2')).body as FilesEnvelope;
    expect(page.metadata).toMatchObject({
      total_count: whole.metadata.total_count,
      unused_count: whole.metadata.unused_count,
      unused_size: whole.metadata.unused_size,
    });
    const missingCounts = (await get('list=missing&counts=true')).body as CountsResponse;
    expect(missingCounts.counts).toEqual({
      total: whole.missing.length,
      testable: 0,
      by: {
        kind: {
          file: whole.missing.filter((row) => row.target_kind === 'file').length,
          url: whole.missing.filter((row) => row.target_kind === 'url').length,
        },
      },
    });
    const counts = (await get('counts=true')).body as CountsResponse;
    expect(counts.counts).toEqual({
      total: whole.files.length,
      testable: 0,
      by: { used: { yes: whole.files.length - unusedWhole.files.length, no: unusedWhole.files.length } },
    });
    // A search still reads through every page: a term only a later page's row holds is found.
    const searched = (await get('page_size=1&q=files_spare_c')).body as FilesEnvelope;
    expect(searched.files.map((file) => file.name)).toEqual(['files_spare_c.png']);
    expect((await get('list=bogus')).status).toBe(400);
    expect((await get('list=missing&filter=unused')).status).toBe(400);
  });

  /** Every row of a paged walk of `query`, following `next_cursor` to the last page. */

  it('v1/summary counts the files and the unused ones as v1/files does', async () => {
    const { metadata } = await files();
    const summary = await app.http.get('/api/route-discovery/v1/summary').set('Authorization', auth());
    expect(summary.status).toBe(200);
    expect(summary.body.summary.files).toEqual({
      total: metadata.total_count,
      unused: metadata.unused_count,
    });
  });
});
