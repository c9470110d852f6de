import type { Core } from '@strapi/strapi';
import { describeContentTypes } from '../../server/src/exposure/content-type-exposure';
import { authDisabledWrite } from '../../server/src/exposure/rules/auth-disabled-write';
import { openRegistration } from '../../server/src/exposure/rules/open-registration';
import { answersGet, mayWrite } from '@route-discovery/check-engine';
import { AUTHENTICATED, facts, route } from './exposure/facts';

const NOTE = 'api::note.note';

const noteSchema = {
  uid: NOTE,
  kind: 'collectionType',
  modelType: 'contentType',
  options: { draftAndPublish: false },
  attributes: { title: { type: 'string' } },
};

/** The schema data `describeContentTypes` reads of a Strapi instance: one type, no components. */
const strapiWithNote = {
  contentTypes: { [NOTE]: noteSchema },
  contentType: (uid: string) => (uid === NOTE ? noteSchema : undefined),
  components: {},
  config: { get: (_key: string, fallback: unknown) => fallback },
} as unknown as Core.Strapi;

describe('HTTP method sets (docs/decisions/0025-http-methods-defined-once.md)', () => {
  it('counts ALL both as answering GET and as a write; GET only as a read', () => {
    expect(answersGet('ALL')).toBe(true);
    expect(mayWrite('ALL')).toBe(true);
    expect(answersGet('GET')).toBe(true);
    expect(mayWrite('GET')).toBe(false);
    for (const write of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      expect(answersGet(write)).toBe(false);
      expect(mayWrite(write)).toBe(true);
    }
  });

  it('reports an ALL route with auth: false as a write anyone may call', () => {
    const all = route({
      method: 'ALL',
      handler: `${NOTE}.hook`,
      route: '/api/notes/hook',
      auth_disabled: true,
    });
    expect(authDisabledWrite(facts({ routes: [all] })).map((finding) => finding.subject)).toEqual([
      'ALL /api/notes/hook',
    ]);
  });

  it('counts an ALL route the default role may call as a write of open registration', () => {
    const all = route({
      method: 'ALL',
      handler: `${NOTE}.hook`,
      access: 'authenticated',
      roleTypes: ['authenticated'],
    });
    const registration = { allowRegister: true, registerRouteOpen: true, defaultRole: AUTHENTICATED };
    expect(openRegistration(facts({ routes: [all], registration }))).toHaveLength(1);
  });

  it('makes a content type readable through a public ALL route, listing its public fields', () => {
    const all = {
      ...route({ method: 'ALL', handler: `${NOTE}.hook`, access: 'public', roleTypes: ['public'] }),
      roles: ['Public'],
    };
    const [note] = describeContentTypes(strapiWithNote, [all], new Set([`${NOTE}.hook`]));
    expect(note.uid).toBe(NOTE);
    expect(note.public_actions).toEqual(['hook']);
    expect(note.public_fields).toContain('title');
  });
});
