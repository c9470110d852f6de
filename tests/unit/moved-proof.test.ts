import { provesMove, type MovedExpectation, type MoveVerdict } from '../../packages/check-engine/src';
import { REDIRECT_CHECK_VERDICTS, type RedirectCheckVerdict } from '../../packages/contract/src';

const moved: MovedExpectation = {
  requested: 'https://site.test/blog/a',
  newUrl: 'https://site.test/blog/b',
  redirectStatuses: [301],
  goneStatuses: [410],
};
const gone: MovedExpectation = { ...moved, newUrl: null, goneStatuses: [410, 404] };

describe('provesMove: one redirect to the new URL, or a gone code', () => {
  it('passes one 301 whose Location (relative or absolute) is the new URL', () => {
    expect(provesMove(moved, { status: 301, location: '/blog/b' })).toMatchObject({
      passed: true,
      verdict: 'redirects',
      location: 'https://site.test/blog/b',
    });
    expect(provesMove(moved, { status: 301, location: 'https://site.test/blog/b' }).passed).toBe(true);
  });

  it('fails a temporary code to the right target, naming the expected code', () => {
    const proof = provesMove(moved, { status: 307, location: '/blog/b' });
    expect(proof).toMatchObject({ passed: false, verdict: 'wrong-target' });
    expect(proof.reason).toContain('expected 301');
  });

  it('fails a redirect elsewhere, and calls it a chain when the target redirects again', () => {
    expect(provesMove(moved, { status: 301, location: '/blog/x' })).toMatchObject({
      passed: false,
      verdict: 'wrong-target',
    });
    expect(
      provesMove(moved, { status: 301, location: '/blog/x' }, { status: 301, location: '/blog/b' }),
    ).toMatchObject({ passed: false, verdict: 'chain' });
  });

  it('fails an old URL that answers 200 or 404 as missing, and 5xx or no answer as error', () => {
    expect(provesMove(moved, { status: 404 }).verdict).toBe('missing');
    expect(provesMove(moved, { status: 200 }).verdict).toBe('missing');
    expect(provesMove(moved, { status: 502 }).verdict).toBe('error');
    expect(provesMove(moved, { status: null, error: 'ECONNREFUSED' })).toMatchObject({
      verdict: 'error',
      reason: 'ECONNREFUSED',
    });
  });

  it('passes a gone URL on the accepted gone codes only', () => {
    expect(provesMove(gone, { status: 410 })).toMatchObject({ passed: true, verdict: 'gone' });
    expect(provesMove(gone, { status: 404 }).passed).toBe(true);
    expect(provesMove({ ...gone, goneStatuses: [410] }, { status: 404 }).verdict).toBe('missing');
    expect(provesMove(gone, { status: 200 }).verdict).toBe('missing');
    expect(provesMove(gone, { status: 301, location: '/' }).verdict).toBe('wrong-target');
  });
});

describe('the verdict names', () => {
  it("are the contract's REDIRECT_CHECK_VERDICTS, in both directions", () => {
    const engine: Record<MoveVerdict, true> = {
      redirects: true,
      missing: true,
      'wrong-target': true,
      chain: true,
      gone: true,
      error: true,
    };
    const contract: Record<RedirectCheckVerdict, true> = engine;
    expect(Object.keys(contract).sort()).toEqual([...REDIRECT_CHECK_VERDICTS].sort());
  });
});
