import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the fake outside host received: method, path, and when (performance.now() ms). */
export interface HostHit {
  method: string;
  path: string;
  at: number;
}

/** How the fake host answers one path: a status, headers, and how often (then the next answer). */
export type HostRoute = (
  hit: HostHit,
  earlier: HostHit[],
) => { status: number; headers?: Record<string, string> };

/** A fake outside website on 127.0.0.1 (a random port), recording every request it gets. */
export interface OutsideHost {
  origin: string;
  hits: HostHit[];
  close(): Promise<void>;
}

/**
 * Starts the fake outside host the link tests point the playground's content at
 * (`PLAYGROUND_OUTSIDE_ORIGIN`). Unknown paths answer 404.
 */
export async function startOutsideHost(routes: Record<string, HostRoute>): Promise<OutsideHost> {
  const hits: HostHit[] = [];
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const hit = {
      method: request.method ?? 'GET',
      path: (request.url ?? '/').split('?')[0],
      at: performance.now(),
    };
    const earlier = hits.filter((h) => h.path === hit.path);
    hits.push(hit);
    const answer = routes[hit.path]?.(hit, earlier) ?? { status: 404 };
    response.writeHead(answer.status, answer.headers ?? {});
    response.end(hit.method === 'HEAD' ? undefined : 'fake outside page');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
