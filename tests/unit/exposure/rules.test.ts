import { authDisabledWrite } from '../../../server/src/exposure/rules/auth-disabled-write';
import { openRegistration } from '../../../server/src/exposure/rules/open-registration';
import { publicDrafts } from '../../../server/src/exposure/rules/public-drafts';
import { publicUpload } from '../../../server/src/exposure/rules/public-upload';
import { publicUserDirectory } from '../../../server/src/exposure/rules/public-user-directory';
import { publicWrite } from '../../../server/src/exposure/rules/public-write';
import { sensitiveField } from '../../../server/src/exposure/rules/sensitive-field';
import { AUTHENTICATED, contentType, facts, route } from './facts';

const GUESTBOOK = 'api::guestbook-entry.guestbook-entry';

describe('public-write', () => {
  it('fires for each type Public may create, update or delete, naming the actions', () => {
    const findings = publicWrite(
      facts({
        contentTypes: [
          contentType({ uid: GUESTBOOK, public_actions: ['find', 'create', 'delete'] }),
          contentType({ uid: 'api::article.article', public_actions: ['find', 'findOne', 'like'] }),
        ],
      }),
    );
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ rule: 'public-write', severity: 'high', subject: GUESTBOOK });
    expect(findings[0].message).toContain('create, delete');
  });
});

describe('public-drafts', () => {
  it('fires only for types whose drafts anonymous callers can read', () => {
    const findings = publicDrafts(
      facts({
        contentTypes: [
          contentType({
            uid: 'api::article.article',
            draft_and_publish: true,
            drafts_readable_anonymously: true,
          }),
          contentType({ uid: 'api::page.page', draft_and_publish: true }),
        ],
      }),
    );
    expect(findings.map((f) => f.subject)).toEqual(['api::article.article']);
    expect(findings[0].severity).toBe('high');
  });
});

describe('open-registration', () => {
  const deleteRoute = route({
    method: 'DELETE',
    handler: `${GUESTBOOK}.delete`,
    access: 'authenticated',
    roleTypes: ['authenticated'],
  });
  const ownAccount = route({
    method: 'POST',
    handler: 'plugin::users-permissions.auth.changePassword',
    access: 'authenticated',
    roleTypes: ['authenticated'],
  });
  const open = { allowRegister: true, registerRouteOpen: true, defaultRole: AUTHENTICATED };

  it('reports the write actions of the default role when sign-ups are open', () => {
    const findings = openRegistration(facts({ routes: [deleteRoute, ownAccount], registration: open }));
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ rule: 'open-registration', subject: 'Authenticated' });
    expect(findings[0].message).toContain(`${GUESTBOOK}.delete`);
    expect(findings[0].message).not.toContain('changePassword');
  });

  it('is silent when sign-ups are off, the register route is closed, or the role only reads', () => {
    expect(
      openRegistration(facts({ routes: [deleteRoute], registration: { ...open, allowRegister: false } })),
    ).toEqual([]);
    expect(
      openRegistration(facts({ routes: [deleteRoute], registration: { ...open, registerRouteOpen: false } })),
    ).toEqual([]);
    expect(openRegistration(facts({ routes: [ownAccount], registration: open }))).toEqual([]);
  });
});

describe('public-user-directory', () => {
  it('fires when Public may find or findOne users, not for me', () => {
    const users = (actions: string[]) =>
      facts({
        contentTypes: [contentType({ uid: 'plugin::users-permissions.user', public_actions: actions })],
      });
    expect(publicUserDirectory(users(['find']))[0]).toMatchObject({
      rule: 'public-user-directory',
      severity: 'high',
    });
    expect(publicUserDirectory(users(['me']))).toEqual([]);
  });
});

describe('auth-disabled-write', () => {
  it('fires for non-read routes with auth: false only', () => {
    const findings = authDisabledWrite(
      facts({
        routes: [
          route({
            method: 'POST',
            handler: `${GUESTBOOK}.flag`,
            route: '/api/g/:id/flag',
            auth_disabled: true,
          }),
          route({ method: 'GET', handler: `${GUESTBOOK}.find`, auth_disabled: true }),
          route({ method: 'POST', handler: `${GUESTBOOK}.create`, access: 'public' }),
          route({
            method: 'POST',
            handler: `${GUESTBOOK}.report`,
            route: '/api/g/:id/report',
            auth_disabled: true,
            access: 'guarded',
            guarded_by: ['api::g.captcha'],
          }),
        ],
      }),
    );
    expect(findings.map((f) => f.subject)).toEqual(['POST /api/g/:id/flag']);
  });
});

describe('public-upload', () => {
  it('fires when Public may upload or destroy files', () => {
    const upload = route({ method: 'POST', handler: 'plugin::upload.content-api.upload', access: 'public' });
    const find = route({ method: 'GET', handler: 'plugin::upload.content-api.find', access: 'public' });
    expect(publicUpload(facts({ routes: [upload, find] }))[0]).toMatchObject({ subject: 'plugin::upload' });
    expect(publicUpload(facts({ routes: [{ ...upload, access: 'authenticated' }, find] }))).toEqual([]);
  });
});

describe('sensitive-field', () => {
  it('names the sensitive public fields of each type', () => {
    const findings = sensitiveField(
      facts({
        contentTypes: [
          contentType({ uid: GUESTBOOK, public_fields: ['name', 'email'], sensitive_fields: ['email'] }),
          contentType({ uid: 'api::category.category', public_fields: ['name'] }),
        ],
      }),
    );
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ rule: 'sensitive-field', severity: 'medium', subject: GUESTBOOK });
    expect(findings[0].message).toContain('email');
  });
});
