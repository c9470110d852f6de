import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';

/**
 * The origin (plus base path) the API is really reachable at, for examples shown to people:
 * Strapi's `server.url` when it is absolute; else the origin of this request (the admin panel
 * reached the server there; Koa's `ctx.origin` honours `X-Forwarded-*` when `server.proxy` is on),
 * followed by `server.url` when that is a relative base path. Never the configured port alone:
 * behind a proxy or on an ephemeral port that is no URL anyone can call.
 * @returns e.g. `https://cms.example.com` or `http://127.0.0.1:1337`, no trailing slash
 */
export function publicOrigin(strapi: Core.Strapi, ctx: Context): string {
  const configured = String(strapi.config.get('server.url', '') ?? '').replace(/\/+$/, '');
  if (/^https?:\/\//i.test(configured)) return configured;
  return `${ctx.origin}${configured}`;
}
