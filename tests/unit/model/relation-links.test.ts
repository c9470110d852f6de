import type { Core } from '@strapi/strapi';
import { mayHoldRelationLinks } from '../../../server/src/model/relation-links';

/** A Strapi with the given schemas and database metadata (only what the reader looks at). */
function fakeStrapi(
  contentTypes: Record<string, { attributes: Record<string, unknown> }>,
  components: Record<string, { attributes: Record<string, unknown> }>,
  metadata: Record<string, { attributes: Record<string, unknown> }>,
): Core.Strapi {
  return {
    contentTypes,
    components,
    db: { metadata: { get: (uid: string) => metadata[uid] } },
  } as unknown as Core.Strapi;
}

const join = (name: string) => ({
  name,
  joinColumn: { name: 'owner_id', referencedColumn: 'id' },
  inverseJoinColumn: { name: 'target_id' },
});

describe('mayHoldRelationLinks', () => {
  const strapi = fakeStrapi(
    {
      'api::page.page': { attributes: { blocks: { type: 'dynamiczone', components: ['x.card'] } } },
      'api::plain.plain': { attributes: { seo: { type: 'component', component: 'x.seo' } } },
      'api::post.post': { attributes: {} },
    },
    {
      'x.card': { attributes: { post: { type: 'relation' } } },
      'x.seo': { attributes: { title: { type: 'string' } } },
    },
    {
      'api::page.page': {
        attributes: {
          blocks: {
            type: 'relation',
            relation: 'morphToMany',
            joinTable: { ...join('pages_cmps'), inverseJoinColumn: undefined, morphColumn: {} },
          },
        },
      },
      'api::plain.plain': {
        attributes: {
          seo: { type: 'relation', relation: 'oneToOne', target: 'x.seo', joinTable: join('plains_cmps') },
          cover: {
            type: 'relation',
            relation: 'morphOne',
            target: 'plugin::upload.file',
            morphBy: 'related',
          },
        },
      },
      'api::post.post': {
        attributes: {
          author: {
            type: 'relation',
            relation: 'manyToOne',
            target: 'api::plain.plain',
            mappedBy: 'posts',
            joinTable: join('l'),
          },
        },
      },
      'x.card': {
        attributes: {
          post: {
            type: 'relation',
            relation: 'oneToOne',
            target: 'api::post.post',
            joinTable: join('cards_post_lnk'),
          },
        },
      },
      'x.seo': { attributes: { title: { type: 'string' } } },
    },
  );

  it('finds a relation inside a dynamic-zone component, and none behind media, a component without one, or an inverse side', () => {
    expect(mayHoldRelationLinks(strapi, 'api::page.page')).toBe(true);
    expect(mayHoldRelationLinks(strapi, 'x.card')).toBe(true);
    expect(mayHoldRelationLinks(strapi, 'api::plain.plain')).toBe(false);
    expect(mayHoldRelationLinks(strapi, 'api::post.post')).toBe(false);
  });
});
