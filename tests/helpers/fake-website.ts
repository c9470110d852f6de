import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';

/** The published pages the fake website knows, by path (e.g. `/blog/news/hello-world`). */
export type PageLookup = () => Promise<Set<string>>;

/** A small website on 127.0.0.1 standing in for the site a CMS feeds (tests only). */
export interface FakeWebsite {
  origin: string;
  /** Paths requested, in order. */
  requests: string[];
  close(): Promise<void>;
}

/** How the fake site differs from what is published: what the CLI must find. */
export interface WebsiteFaults {
  /** A published page path the site answers with 404. */
  missingPage: string;
  /** A published page path the site redirects (301) to `redirectTo`. */
  redirectPage: string;
  redirectTo: string;
  /** Sitemap `<loc>` origin (the production origin the pages are published under). */
  sitemapOrigin: string;
  /** A published page path left out of the sitemap. */
  notInSitemap: string;
  /** A path listed in the sitemap that no published page has. */
  staleEntry: string;
  /** hreflang alternates for one entry: path -> { hreflang: path }. */
  alternates: Record<string, Record<string, string>>;
}

const xmlText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/**
 * Starts the fake website: every published page (`lookup`) answers 200, except `missingPage`
 * (404) and `redirectPage` (301); `/sitemap.xml` is a sitemap index of a gzipped sitemap and a
 * plain one that list the published pages on `sitemapOrigin`, without `notInSitemap`, with
 * `staleEntry` and the given hreflang alternates.
 */
export async function startFakeWebsite(lookup: PageLookup, faults: WebsiteFaults): Promise<FakeWebsite> {
  const requests: string[] = [];
  let origin = '';
  const urlset = (paths: string[]) =>
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${paths
      .map((path) => {
        const links = Object.entries(faults.alternates[path] ?? {})
          .map(
            ([lang, href]) =>
              `<xhtml:link rel="alternate" hreflang="${lang}" href="${xmlText(faults.sitemapOrigin + href)}"/>`,
          )
          .join('');
        return `<url><loc>${xmlText(faults.sitemapOrigin + path)}</loc>${links}</url>`;
      })
      .join('\n')}\n</urlset>\n`;
  const server: Server = createServer((request, response) => {
    const path = decodeURI((request.url ?? '/').split('?')[0]);
    requests.push(path);
    void (async () => {
      const pages = [...(await lookup())].sort();
      if (path === '/sitemap.xml') {
        response.writeHead(200, { 'Content-Type': 'application/xml' });
        response.end(
          `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>${origin}/sitemap-1.xml.gz</loc></sitemap><sitemap><loc>${origin}/sitemap-2.xml</loc></sitemap></sitemapindex>\n`,
        );
        return;
      }
      const listed = [...pages.filter((p) => p !== faults.notInSitemap), faults.staleEntry];
      const half = Math.ceil(listed.length / 2);
      if (path === '/sitemap-1.xml.gz') {
        response.writeHead(200, { 'Content-Type': 'application/gzip' });
        response.end(gzipSync(urlset(listed.slice(0, half))));
        return;
      }
      if (path === '/sitemap-2.xml') {
        response.writeHead(200, { 'Content-Type': 'application/xml' });
        response.end(urlset(listed.slice(half)));
        return;
      }
      if (path === faults.redirectPage) {
        response.writeHead(301, { Location: faults.redirectTo });
        response.end();
        return;
      }
      const found = pages.includes(path) && path !== faults.missingPage;
      response.writeHead(found ? 200 : 404, { 'Content-Type': 'text/html' });
      response.end(found ? '<!doctype html><title>page</title>' : 'not found');
    })().catch(() => {
      response.writeHead(500);
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
