import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import supertest from 'supertest';

/** An HTTP proxy a test starts in front of several instances of the app. */
export interface RoundRobinProxy {
  baseUrl: string;
  http: ReturnType<typeof supertest>;
  /** The upstream origin each request went to, in order. */
  served: string[];
  close(): Promise<void>;
}

/**
 * Sends one request on to `target` (same method, path, headers and body) and its answer back; an
 * upstream that cannot be reached answers 502.
 */
export function forward(target: URL, incoming: IncomingMessage, outgoing: ServerResponse): void {
  const forwarded = request(
    {
      host: target.hostname,
      port: target.port,
      method: incoming.method,
      path: incoming.url,
      headers: incoming.headers,
    },
    (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
    },
  );
  forwarded.on('error', () => {
    if (!outgoing.headersSent) outgoing.writeHead(502);
    outgoing.end();
  });
  incoming.pipe(forwarded);
}

/**
 * Starts an HTTP proxy on 127.0.0.1 on a free port that sends each request to the next of
 * `upstreams` in turn (round robin per request, whatever the client's connection reuse), as a load
 * balancer in front of several instances would. Headers and bodies pass unchanged; the upstream
 * sees the proxy's connection (127.0.0.1), so tests name a client with `X-Forwarded-For`.
 * An upstream that cannot be reached answers 502.
 * @param upstreams base URLs such as `http://127.0.0.1:1337`
 */
export async function startRoundRobinProxy(upstreams: readonly string[]): Promise<RoundRobinProxy> {
  let next = 0;
  const served: string[] = [];
  const server = createServer((incoming, outgoing) => {
    const target = new URL(upstreams[next]);
    next = (next + 1) % upstreams.length;
    served.push(target.origin);
    forward(target, incoming, outgoing);
  });
  await new Promise<void>((listening, failed) => {
    server.once('error', failed);
    server.listen(0, '127.0.0.1', () => listening());
  });
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    baseUrl,
    http: supertest(baseUrl),
    served,
    close: () =>
      new Promise<void>((closed) => {
        server.closeAllConnections();
        server.close(() => closed());
      }),
  };
}
