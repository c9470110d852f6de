import type { AddressInfo } from 'node:net';
import type { Core } from '@strapi/strapi';

/**
 * `http://127.0.0.1:<port>` of this Strapi's own HTTP server (a wildcard address asked on the
 * loopback), or null when it is not listening. The audits' live probes ask the app through it.
 */
export function ownOrigin(strapi: Core.Strapi): string | null {
  const address = strapi.server?.httpServer?.address() as AddressInfo | string | null | undefined;
  if (!address || typeof address === 'string') return null;
  const wildcard = address.address === '::' || address.address === '0.0.0.0';
  const host = wildcard ? '127.0.0.1' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}

/**
 * This app's base URL as a reader reaches it, for resolving a path it serves (`/uploads/a.png`,
 * `/api/...`) without a request at hand: `server.url` when it is absolute (its path kept, trailing
 * slashes cut: `https://example.com/cms`), else the address it listens on (`ownOrigin`: behind a
 * proxy that strips a relative `server.url`'s path, the app serves from its root there), or null
 * when neither is known. A request's answer uses its own origin instead (`api/public-origin.ts`).
 */
export function appBaseUrl(strapi: Core.Strapi): string | null {
  const configured = String(strapi.config.get('server.url', '') ?? '').replace(/\/+$/, '');
  if (/^https?:\/\//i.test(configured)) return configured;
  return ownOrigin(strapi);
}
