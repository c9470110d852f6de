import { readPathShape } from '../../../server/src/model/path-shape';
import type { RegisteredRoute } from '../../../server/src/model/route-types';
import { publicFieldsOf, type SanitizeContext } from '../../../server/src/exposure/public-fields';
import type { RoleGrants } from '../../../server/src/permissions/role-grants';
import { auditRoute } from '../../../server/src/exposure/route-audit';
import { runRules } from '../../../server/src/exposure/rules';
import { sensitiveKind } from '../../../server/src/exposure/sensitive-fields';
import { nameWords } from '../../../server/src/model/secret-names';
import { facts } from './facts';

const role = (name: string, type: string, actions: string[]): RoleGrants => ({
  name,
  type,
  actions: new Set(actions),
});
const ROLES = [
  role('Public', 'public', ['api::a.a.find']),
  role('Authenticated', 'authenticated', ['api::a.a.find', 'api::a.a.create']),
  role('Editors', 'editors', ['api::a.a.update']),
];
const NO_TOKENS = { fullAccess: false, readOnly: false, customActions: new Set<string>(), nextExpiry: null };

function registered(method: string, handler: string, auth?: unknown): RegisteredRoute {
  return {
    kind: 'content-api',
    method,
    path: `/api/a/${handler}`,
    handler,
    qualifiedHandler: handler,
    namespace: 'api::a',
    origin: { kind: 'api', name: 'a' },
    auth,
    request: undefined,
    shape: readPathShape(`/api/a/${handler}`),
    policies: [],
    middlewares: [],
  };
}

describe('auditRoute', () => {
  it('classifies by the widest role holding a scope', () => {
    expect(auditRoute(registered('GET', 'api::a.a.find'), ROLES, NO_TOKENS)).toMatchObject({
      access: 'public',
      roles: ['Public', 'Authenticated'],
    });
    expect(auditRoute(registered('POST', 'api::a.a.create'), ROLES, NO_TOKENS).access).toBe('authenticated');
    expect(auditRoute(registered('PUT', 'api::a.a.update'), ROLES, NO_TOKENS).access).toBe('restricted');
    expect(auditRoute(registered('DELETE', 'api::a.a.delete'), ROLES, NO_TOKENS).access).toBe('disabled');
  });

  it('counts API tokens as restricted access, read-only tokens for reads only', () => {
    const readOnly = { ...NO_TOKENS, readOnly: true };
    expect(auditRoute(registered('GET', 'api::a.a.findOne'), ROLES, readOnly).access).toBe('restricted');
    expect(auditRoute(registered('DELETE', 'api::a.a.delete'), ROLES, readOnly).access).toBe('disabled');
    expect(
      auditRoute(registered('DELETE', 'api::a.a.delete'), ROLES, { ...NO_TOKENS, fullAccess: true }).access,
    ).toBe('restricted');
  });

  it('requires every scope of a route, and opens scope-less routes to signed-in roles only', () => {
    const twoScopes = {
      ...registered('GET', 'api::a.a.find'),
      auth: { scope: ['api::a.a.find', 'api::a.a.create'] },
    };
    expect(auditRoute(twoScopes, ROLES, NO_TOKENS)).toMatchObject({
      access: 'authenticated',
      roles: ['Authenticated'],
    });
    const functionHandler = { ...registered('GET', ''), qualifiedHandler: '', handler: null };
    expect(auditRoute(functionHandler, ROLES, NO_TOKENS)).toMatchObject({
      access: 'authenticated',
      roles: ['Authenticated', 'Editors'],
    });
  });

  it('treats auth: false as public for every role', () => {
    expect(auditRoute(registered('POST', 'api::a.a.flag', false), ROLES, NO_TOKENS)).toMatchObject({
      access: 'public',
      auth_disabled: true,
      roles: ['Public', 'Authenticated', 'Editors'],
    });
  });
});

describe('publicFieldsOf (Strapi output sanitising)', () => {
  const context: SanitizeContext = {
    globalPrivate: ['internalCode'],
    components: {
      'shared.contact': {
        attributes: { phone: { type: 'string' }, hidden: { type: 'string', private: true } },
      },
    },
    publicMayFind: (uid) => uid === 'api::tag.tag',
  };
  const model = {
    options: { privateAttributes: ['notes'] },
    attributes: {
      title: { type: 'string' },
      password: { type: 'password' },
      secretKey: { type: 'string', private: true },
      notes: { type: 'text' },
      internalCode: { type: 'string' },
      tags: { type: 'relation', relation: 'manyToMany', target: 'api::tag.tag' },
      owner: { type: 'relation', relation: 'manyToOne', target: 'plugin::users-permissions.user' },
      createdBy: { type: 'relation', relation: 'oneToOne', target: 'admin::user', private: true },
      contact: { type: 'component', component: 'shared.contact' },
    },
  };

  it('drops password, private and restricted relations; expands components', () => {
    expect(publicFieldsOf(model, context).map((field) => field.path)).toEqual([
      'title',
      'tags',
      'contact',
      'contact.phone',
    ]);
  });

  it('keeps a relation to users once Public may find users, and flags it', () => {
    const fields = publicFieldsOf(model, { ...context, publicMayFind: () => true });
    const owner = fields.find((field) => field.path === 'owner');
    expect(owner && sensitiveKind(owner)).toBe('account-relation');
  });
});

describe('sensitiveKind', () => {
  const kind = (path: string, type = 'string') => sensitiveKind({ path, attribute: { type } });
  it('flags secrets and contact data by type and by name words', () => {
    expect(kind('contactEmail')).toBe('contact');
    expect(kind('mail', 'email')).toBe('contact');
    expect(kind('api_key')).toBe('secret');
    expect(kind('resetPasswordToken')).toBe('secret');
    expect(kind('contact.phone')).toBe('contact');
  });
  it('leaves ordinary names alone', () => {
    expect(kind('hotel')).toBeNull();
    expect(kind('title')).toBeNull();
    expect(nameWords('resetPasswordToken')).toEqual(expect.arrayContaining(['reset', 'password', 'token']));
  });
});

describe('runRules', () => {
  it('sorts findings high first, then by rule order and subject', () => {
    const finding = (rule: string, severity: 'high' | 'medium' | 'low', subject: string) => ({
      rule,
      severity,
      subject,
      message: '',
      remedy: '',
    });
    const rules = [
      () => [finding('b', 'low', 'x'), finding('b', 'high', 'z')],
      () => [finding('a', 'medium', 'y'), finding('a', 'high', 'a')],
    ];
    expect(runRules(facts(), rules).map((f) => `${f.severity}:${f.rule}:${f.subject}`)).toEqual([
      'high:b:z',
      'high:a:a',
      'medium:a:y',
      'low:b:x',
    ]);
  });
});
