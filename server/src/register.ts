import type { Core } from '@strapi/strapi';
import { captureGraphqlSchema } from './graphql/schema-source';

/** Register phase: runs before every plugin's bootstrap, so the GraphQL schema build is seen. */
export default function register({ strapi }: { strapi: Core.Strapi }): void {
  captureGraphqlSchema(strapi);
}
