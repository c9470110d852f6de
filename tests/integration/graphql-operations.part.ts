import {
  describeWithGraphql,
  ARTICLE,
  playground,
  operations,
  row,
  anonymous,
  withRevoked,
} from '../helpers/graphql-suite';

/**
 * `GET v1/graphql` operation rows (docs/api.md, "GraphQL"): each query and mutation with its
 * content type, access and testability, as an anonymous visitor meets them. Access, envelope and
 * exposure: graphql.test.ts.
 */

describeWithGraphql('operation rows', () => {
  it('lists shadow CRUD and custom root fields with their scope, access and testability', async () => {
    const rows = await operations();
    expect(rows.some((candidate) => candidate.operation.startsWith('__'))).toBe(false);
    expect(row(rows, 'articles')).toMatchObject({
      kind: 'query',
      content_type: ARTICLE,
      action: `${ARTICLE}.find`,
      access: 'public',
      is_testable: true,
      skip_reason: '',
      variables: {},
    });
    expect(row(rows, 'articleBySlug')).toMatchObject({
      kind: 'query',
      content_type: ARTICLE,
      action: `${ARTICLE}.findBySlug`,
      access: 'public',
      is_testable: false,
      skip_reason: 'Requires arguments that cannot be filled',
    });
    expect(row(rows, 'playgroundStats')).toMatchObject({ action: '', access: 'public', is_testable: true });
    expect(row(rows, 'likeArticle')).toMatchObject({
      kind: 'mutation',
      action: `${ARTICLE}.like`,
      access: 'public',
      is_testable: false,
      skip_reason: 'GraphQL mutation (changes data)',
      document: '',
    });
    expect(row(rows, 'internalNotes')).toMatchObject({
      access: 'authenticated',
      is_testable: false,
      skip_reason: 'Requires authentication',
    });
    expect(row(rows, 'internalNotes').document).toContain('internalNotes');
    expect(row(rows, 'createArticle')).toMatchObject({ kind: 'mutation', access: 'restricted' });
  });

  it('fills documentId and locale from a real published document', async () => {
    const article = row(await operations(), 'article');
    expect(article.document).toMatch(/^query Article\(\$documentId: ID!, \$locale: I18NLocaleCode\)/);
    const published = await playground.strapi.documents(ARTICLE).findOne({
      documentId: article.variables.documentId,
      locale: article.variables.locale,
      status: 'published',
    });
    expect(published).not.toBeNull();
  });

  it("each query's access matches a real anonymous GraphQL request", async () => {
    const queries = (await operations()).filter((operation) => operation.document);
    expect(queries.length).toBeGreaterThan(20);
    for (const query of queries) {
      const { status, body } = await anonymous(query.document, query.variables);
      expect({ operation: query.operation, status }).toEqual({ operation: query.operation, status: 200 });
      if (query.access === 'public') {
        expect({ operation: query.operation, errors: body.errors }).toEqual({
          operation: query.operation,
          errors: undefined,
        });
        expect(body.data?.[query.operation]).not.toBeNull();
      } else {
        expect({ operation: query.operation, code: body.errors?.[0]?.extensions?.code }).toEqual({
          operation: query.operation,
          code: 'FORBIDDEN',
        });
      }
    }
  });

  it("mutations' access matches a real anonymous request (public one answers, the others are refused)", async () => {
    const rows = await operations();
    const liked = await anonymous(
      'mutation Like($documentId: ID!) { likeArticle(documentId: $documentId) { documentId } }',
      { documentId: row(rows, 'article').variables.documentId },
    );
    expect(liked.body.errors).toBeUndefined();
    expect(row(rows, 'deleteArticle').access).toBe('restricted');
    const deleted = await anonymous('mutation { deleteArticle(documentId: "nope") { documentId } }');
    expect(deleted.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('follows the Public role: a revoked find turns the query non-public and the real request is refused', async () => {
    await withRevoked('api::category.category.find', async () => {
      const categories = row(await operations(), 'categories');
      expect(categories).toMatchObject({ access: 'restricted', is_testable: false });
      const { body } = await anonymous(categories.document);
      expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    });
    expect(row(await operations(), 'categories').access).toBe('public');
  });

  it('follows the content: an unpublished sample document is no longer the one a query names', async () => {
    const before = row(await operations(), 'article').variables;
    const documents = playground.strapi.documents(ARTICLE);
    await documents.unpublish({ documentId: before.documentId, locale: before.locale });
    try {
      const after = row(await operations(), 'article').variables;
      expect(after).not.toEqual(before);
      const published = await documents.findOne({
        documentId: after.documentId,
        locale: after.locale,
        status: 'published',
      });
      expect(published).not.toBeNull();
    } finally {
      await documents.publish({ documentId: before.documentId, locale: before.locale });
    }
  });
});
