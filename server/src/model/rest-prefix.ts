import type { Core } from '@strapi/strapi';

/**
 * Strapi's `api.rest.prefix` (default `/api`, `@strapi/core` `config/api.ts`): where content-API
 * routes, this plugin's own endpoints among them, are mounted. Read on each call, as written in
 * the app's config (a trailing slash is kept; callers that join paths strip it).
 */
export function restPrefix(strapi: Core.Strapi): string {
  return String(strapi.config.get('api.rest.prefix', '/api'));
}
