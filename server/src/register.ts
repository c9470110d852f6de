import type { Core } from '@strapi/strapi';

/** Nothing to register before bootstrap yet; the admin routes come with the report issue. */
export default (_context: { strapi: Core.Strapi }) => {};
