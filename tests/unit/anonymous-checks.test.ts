import {
  adminRowExpectation,
  contentApiExpectation,
  publicByDesignAdminRoutes,
} from '@route-discovery/check-engine';
import { SkipReason } from '@route-discovery/contract';

/** The one rule of anonymous checks the CLI's plan and the monitor share (decision 0242). */
describe('anonymous checks of discovery rows', () => {
  it('a content-API row: testable must succeed, one requiring authentication must refuse, others are not requested', () => {
    const row = { method: 'GET', is_testable: false, skip_reason: '' };
    expect(contentApiExpectation({ ...row, is_testable: true })).toBe('success');
    expect(contentApiExpectation({ ...row, skip_reason: SkipReason.authentication })).toBe('refusal');
    expect(contentApiExpectation({ ...row, method: 'ALL', skip_reason: SkipReason.authentication })).toBe(
      'refusal',
    );
    expect(
      contentApiExpectation({ ...row, method: 'POST', skip_reason: SkipReason.authentication }),
    ).toBeNull();
    expect(contentApiExpectation({ ...row, skip_reason: SkipReason.parameters })).toBeNull();
  });

  it('an admin row answering GET must refuse, unless open by design or reached only through a regex', () => {
    const row = { method: 'GET', route: '/admin/users', skip_reason: '' };
    expect(adminRowExpectation(row, false)).toBe('refusal');
    expect(adminRowExpectation({ ...row, skip_reason: SkipReason.parameters }, false)).toBe('refusal');
    expect(adminRowExpectation(row, true)).toBeNull();
    expect(adminRowExpectation({ ...row, method: 'PUT' }, false)).toBeNull();
    expect(adminRowExpectation({ ...row, skip_reason: SkipReason.regex }, false)).toBeNull();
  });

  it('open by design: the admin API rows the exposure audit classifies public-by-design', () => {
    expect(
      publicByDesignAdminRoutes([
        { api: 'admin', access: 'public-by-design', route: '/admin/init' },
        { api: 'admin', access: 'public', route: '/admin/custom' },
        { api: 'server', access: 'public-by-design', route: '/_health' },
      ]),
    ).toEqual(['/admin/init']);
  });
});
