/**
 * The one internal file of undici the check worker reads (pinned in package.json): the Fetch
 * standard's bad ports (https://fetch.spec.whatwg.org/#port-blocking) as undici's `fetch` blocks
 * them, so the worker's requests refuse the same ports (docs/decisions/0268).
 */
declare module 'undici/lib/web/fetch/constants' {
  /** Bad ports as strings, the form of `URL.port`. */
  export const badPortsSet: ReadonlySet<string>;
}
