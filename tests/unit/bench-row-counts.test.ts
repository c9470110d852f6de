import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { timedGet } from '../../scripts/bench/http';
import { assertSameRows } from '../../scripts/bench/pages';

/** A row as frontend-urls writes it: `source` and `page_type` once each (server/src/api/contract.ts). */
const row = (index: number, type: string) =>
  JSON.stringify({ url: `/x/${index}`, source: 'page', page_type: type, page_title: 'says "source":"page"' });

const MARKERS = { rows: '"source":"', articles: '"page_type":"api::article.article"' };

describe('benchmark row counts (scripts/bench)', () => {
  let server: Server;
  let baseUrl: string;
  /** The body the test server streams, as the chunks it writes them in. */
  let chunks: string[] = [];

  beforeAll(async () => {
    server = createServer(async (_request, response) => {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      for (const chunk of chunks) {
        response.write(chunk);
        // Separate writes reach the client as separate chunks.
        await new Promise((written) => setImmediate(written));
      }
      response.end();
    });
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise<void>((closed) => server.close(() => closed())));

  it('counts every row of the body, markers split across chunks included', async () => {
    const rows = [
      ...Array.from({ length: 7 }, (_, index) => row(index, 'api::article.article')),
      row(7, 'api::category.category'),
    ];
    const body = `{"urls":[${rows.join(',')}],"count":8}`;
    // Cut every 5 bytes, so most markers straddle two chunks.
    chunks = body.match(/[\s\S]{1,5}/g) ?? [];

    const answer = await timedGet(`${baseUrl}/`, {}, { markers: MARKERS });

    expect(answer.count).toBe(8);
    expect(answer.found).toEqual({ rows: 8, articles: 7 });
  });

  it('fails the run when the body holds fewer rows than its count or than the SQL floor', () => {
    const complete = { count: 8, rows: 8, articles: 7 };
    expect(() => assertSameRows({ answers: [complete, complete] }, { rows: 7 })).not.toThrow();
    // A response cut short: the count was announced, the rows did not all come.
    expect(() =>
      assertSameRows({ answers: [complete, { count: 8, rows: 5, articles: 4 }] }, { rows: 7 }),
    ).toThrow(/run 2: count 8, 5 rows in the body, 4 of them articles, but the raw SQL scan read 7/);
    // A complete-looking answer that lists fewer articles than the database holds.
    expect(() => assertSameRows({ answers: [complete] }, { rows: 9 })).toThrow(/raw SQL scan read 9/);
  });
});
