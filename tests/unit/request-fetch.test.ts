import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FetchLike } from '@route-discovery/check-engine';
import { Agent, fetch as undiciFetch, type RequestInit as UndiciRequestInit } from 'undici';
import { targetChecker, type TargetChecker } from '../../server/src/watch/check-targets';
import { requestFetch } from '../../server/src/watch/request-fetch';

/**
 * The check worker's requests without `fetch` (docs/decisions/0268-check-worker-requests-without-fetch.md):
 * every check the monitor makes answers the same through `requestFetch` as through undici's `fetch`
 * (what the worker used before), against a small website on 127.0.0.1.
 */
const settings = { hostIntervalMs: 0, timeoutMs: 400, maxRetries: 1, userAgent: 'request-fetch-test' };

let site: Server;
let base = '';
let held: Server;
let closedPort = 0;
const agents: Agent[] = [];
const userAgents = new Set<string>();
const retried = new Map<string, number>();

function answer(
  path: string,
  method: string,
  respond: (status: number, headers?: object, body?: string) => void,
) {
  if (path === '/ok') return respond(200, {}, 'ok');
  if (path === '/gone') return respond(404);
  if (path === '/private') return respond(401);
  if (path === '/head-refused') return method === 'HEAD' ? respond(405) : respond(200, {}, 'ok');
  if (path === '/moved') return respond(301, { Location: '/ok' });
  if (path === '/big') return respond(200, { 'Content-Type': 'text/plain' }, 'x'.repeat(1024 * 1024));
  if (path === '/twice') return respond(200, { 'Set-Cookie': ['a=1', 'b=2'], Vary: 'Accept' });
  return respond(500);
}

beforeAll(async () => {
  site = createServer((request, response) => {
    userAgents.add(String(request.headers['user-agent']));
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    const key = `${request.method} ${request.url}`;
    if (path === '/slow') return; // never answers: the attempt's timeout ends it
    if (path === '/busy' && (retried.get(key) ?? 0) === 0) {
      retried.set(key, 1);
      response.writeHead(429, { 'Retry-After': '0' }).end();
      return;
    }
    answer(path, request.method ?? 'GET', (status, headers = {}, body = '') =>
      response.writeHead(status, headers as Record<string, string>).end(body),
    );
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  // A port held on 127.0.0.1 (so no other suite can take it) and asked on 127.0.0.3, where nothing
  // listens: refused every time, unlike a port closed again that another suite may listen on.
  held = createServer();
  await new Promise<void>((resolve) => held.listen(0, '127.0.0.1', resolve));
  closedPort = (held.address() as AddressInfo).port;
});

afterAll(async () => {
  await Promise.all(agents.map((agent) => agent.close()));
  site.closeAllConnections();
  await new Promise((resolve) => site.close(resolve));
  await new Promise((resolve) => held.close(resolve));
});

/** One connection per origin, as the worker's (decision 0257). */
function agent(): Agent {
  const made = new Agent({ connections: 1 });
  agents.push(made);
  return made;
}

function checkers(): { viaFetch: TargetChecker; viaRequest: TargetChecker } {
  const dispatcher = agent();
  const fetchWithAgent: FetchLike = (url, init) =>
    undiciFetch(url, { ...(init as UndiciRequestInit), dispatcher }) as unknown as Promise<Response>;
  return {
    viaFetch: targetChecker(settings, fetchWithAgent),
    viaRequest: targetChecker(settings, requestFetch(agent())),
  };
}

const paths = ['/ok', '/gone', '/private', '/head-refused', '/moved', '/big', '/twice', '/busy', '/slow'];

describe('requestFetch, the check worker’s requests', () => {
  it.each(paths)('checks %s as a link as undici’s fetch does', async (path) => {
    const { viaFetch, viaRequest } = checkers();
    const signal = new AbortController().signal;
    const expected = await viaFetch.check(`${base}${path}?as=fetch`, signal);
    const actual = await viaRequest.check(`${base}${path}?as=request`, signal);
    expect(actual).toEqual(expected);
  });

  it.each(paths)('checks %s as a discovery row as undici’s fetch does', async (path) => {
    const { viaFetch, viaRequest } = checkers();
    const signal = new AbortController().signal;
    for (const expect_ of ['success', 'refusal'] as const) {
      const expected = await viaFetch.check(`${base}${path}?as=fetch&e=${expect_}`, signal, expect_);
      const actual = await viaRequest.check(`${base}${path}?as=request&e=${expect_}`, signal, expect_);
      expect(actual).toEqual(expected);
    }
  });

  it('fails the URLs fetch does not request with the same error: closed port, bad port, other scheme, no URL', async () => {
    const { viaFetch, viaRequest } = checkers();
    const signal = new AbortController().signal;
    const urls = [
      `http://127.0.0.3:${closedPort}/`,
      'http://127.0.0.1:6000/',
      'ftp://127.0.0.1/file',
      'http://[not a host/',
    ];
    for (const url of urls) {
      for (const expect_ of [undefined, 'success'] as const) {
        const expected = await viaFetch.check(url, signal, expect_);
        expect(await viaRequest.check(url, signal, expect_)).toEqual(expected);
        expect(expected.ok).toBe(false);
      }
    }
    const refused = await viaRequest.check(`http://127.0.0.3:${closedPort}/`, signal, 'success');
    expect(refused.error).toContain('ECONNREFUSED');
  });

  it('sends the configured User-Agent and keeps reading answers after a large body is given up', async () => {
    const { viaRequest } = checkers();
    const signal = new AbortController().signal;
    await viaRequest.check(`${base}/big?n=1`, signal, 'success');
    await expect(viaRequest.check(`${base}/ok?n=2`, signal, 'success')).resolves.toMatchObject({ ok: true });
    expect(userAgents).toContain('request-fetch-test');
  });
});
