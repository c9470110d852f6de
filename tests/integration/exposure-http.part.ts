import { GUESTBOOK, USERS, playground, audit, withRevoked } from '../helpers/exposure-suite';

/**
 * The exposure audit matches real anonymous HTTP answers (docs/api.md, "Exposure"). Access,
 * envelope and findings: exposure.test.ts.
 */

describe('the audit matches real anonymous HTTP answers', () => {
  it('reads a never-published draft of every type it says exposes drafts', async () => {
    const { strapi, http } = playground;
    const types = (await audit()).content_types.filter((type) => type.drafts_readable_anonymously);
    expect(types.map((type) => type.uid).sort()).toEqual(['api::article.article', 'api::homepage.homepage']);
    // Each named by its display name (docs/decisions/0240-document-and-field-names.md).
    expect(types.map((type) => type.content_type_name).sort()).toEqual(['Article', 'Homepage']);
    for (const type of types) {
      const route = (await audit()).routes.find((row) => row.handler === `${type.uid}.find`);
      if (!route) throw new Error(`No find route for ${type.uid}`);
      expect(route.access).toBe('public');
      const marker = `Draft marker ${type.uid} ${Date.now()}`;
      const documents = strapi.documents(type.uid as never);
      const existing = type.kind === 'singleType' ? await documents.findFirst({ status: 'draft' }) : null;
      const created = existing
        ? await documents.update({ documentId: existing.documentId, data: { title: marker } as never })
        : await documents.create({ data: { title: marker } as never });
      if (!created) throw new Error(`Could not write a draft of ${type.uid}`);
      try {
        const published = await http.get(route.route);
        expect(JSON.stringify(published.body)).not.toContain(marker);
        const drafts = await http.get(route.route).query({ status: 'draft' });
        expect(drafts.status).toBe(200);
        expect(JSON.stringify(drafts.body)).toContain(marker);
      } finally {
        if (existing) await documents.discardDraft({ documentId: created.documentId });
        else await documents.delete({ documentId: created.documentId });
      }
    }
  });

  it('is refused anonymously on every content-type read it says is not public', async () => {
    const { routes } = await audit();
    const closedReads = routes.filter(
      (route) =>
        route.method === 'GET' && route.access !== 'public' && /\.(find|findOne)$/.test(route.handler),
    );
    expect(closedReads.map((route) => route.handler)).toContain('api::internal-note.internal-note.find');
    for (const route of closedReads) {
      const response = await playground.http.get(route.route.replace(/:\w+/g, 'x'));
      expect([401, 403]).toContain(response.status);
    }
  });

  it('lets anonymous callers write where public-write says so, and the auth: false route answers', async () => {
    const created = await playground.http
      .post('/api/guestbook-entries')
      .send({ data: { name: 'Anonymous', message: 'hi' } });
    expect([200, 201]).toContain(created.status);
    const documentId = (created.body as { data: { documentId: string } }).data.documentId;
    await playground.strapi.documents(GUESTBOOK as never).delete({ documentId });
    const flagged = await playground.http.post(`/api/guestbook-entries/${documentId}/flag`);
    expect(flagged.status).toBe(200);
    await withRevoked('public', [`${GUESTBOOK}.create`], async () => {
      const refused = await playground.http.post('/api/guestbook-entries').send({ data: { name: 'Nobody' } });
      expect([401, 403]).toContain(refused.status);
    });
  });

  it('returns exactly the public fields it reports (private and password fields stripped)', async () => {
    const { content_types: types } = await audit();
    for (const [uid, path] of [
      [GUESTBOOK, '/api/guestbook-entries'],
      [USERS, '/api/users'],
    ]) {
      const reported = types.find((type) => type.uid === uid);
      const response = await playground.http.get(path);
      expect(response.status).toBe(200);
      const body = response.body as
        | { data?: Array<Record<string, unknown>> }
        | Array<Record<string, unknown>>;
      const first = (Array.isArray(body) ? body : (body.data ?? []))[0];
      const attributes = (
        playground.strapi.contentTypes as unknown as Record<
          string,
          { attributes: Record<string, { type: string }> }
        >
      )[uid].attributes;
      const returned = Object.keys(first).filter((name) => name in attributes);
      const scalar = (reported?.public_fields ?? []).filter(
        (name) => !['relation', 'component', 'media', 'dynamiczone'].includes(attributes[name]?.type),
      );
      expect(returned.sort()).toEqual(scalar.sort());
      expect(returned).toContain('email');
      expect(returned).not.toContain('password');
    }
  });
});
