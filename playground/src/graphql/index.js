/**
 * Custom GraphQL operations, registered through the GraphQL plugin's extension service as an app
 * does (https://docs.strapi.io/cms/plugins/graphql#extending-the-schema):
 * - `articleBySlug(slug: String!)`: a query checked with the same scope as the REST route
 *   `GET /articles/by-slug/:slug` (`api::article.article.findBySlug`, Public holds it);
 * - `playgroundStats`: a query with `auth: false` (no scope is checked);
 * - `likeArticle(documentId: ID!)`: a mutation checked with `api::article.article.like` (Public
 *   holds it, so the exposure audit reports a public mutation, as it reports the REST `like` route).
 * Does nothing when the GraphQL plugin is not loaded (`PLAYGROUND_WITHOUT_GRAPHQL=1`).
 * `PLAYGROUND_BREAK_GRAPHQL=playgroundStats` makes that query fail (an unexpected error, which Strapi
 * answers as INTERNAL_SERVER_ERROR), so smoke-runner tests have a broken public query.
 */
const ARTICLE = 'api::article.article';

const typeDefs = `
  type PlaygroundStats {
    articles: Int!
    categories: Int!
  }
  extend type Query {
    articleBySlug(slug: String!, locale: I18NLocaleCode): Article
    playgroundStats: PlaygroundStats
  }
  extend type Mutation {
    likeArticle(documentId: ID!): Article
  }
`;

function extension({ strapi }) {
  const articles = () => strapi.documents(ARTICLE);
  return {
    typeDefs,
    resolvers: {
      Query: {
        articleBySlug: (_parent, { slug, locale }) =>
          articles().findFirst({ filters: { slug }, locale, status: 'published' }),
        playgroundStats: async () => {
          if (process.env.PLAYGROUND_BREAK_GRAPHQL === 'playgroundStats') {
            throw new Error('playgroundStats broken on purpose');
          }
          return {
            articles: await articles().count({ status: 'published' }),
            categories: await strapi.documents('api::category.category').count({}),
          };
        },
      },
      Mutation: {
        // Answers the published article, as `POST /articles/:id/like` does; nothing is stored.
        likeArticle: (_parent, { documentId }) => articles().findOne({ documentId, status: 'published' }),
      },
    },
    resolversConfig: {
      'Query.articleBySlug': { auth: { scope: [`${ARTICLE}.findBySlug`] } },
      'Query.playgroundStats': { auth: false },
      'Mutation.likeArticle': { auth: { scope: [`${ARTICLE}.like`] } },
    },
  };
}

/** Registers the extension when the GraphQL plugin is loaded. */
function registerGraphqlExtension(strapi) {
  const graphql = strapi.plugin('graphql');
  if (!graphql) return;
  graphql.service('extension').use(extension);
}

module.exports = { registerGraphqlExtension };
