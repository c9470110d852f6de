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
