import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request a receiver got: its path, headers and raw body (as the sender signed it). */
export interface ReceivedRequest {
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** Fake alert receivers (a generic webhook, Slack, Teams, Discord, Strapi's webhooks) on 127.0.0.1. */
export interface AlertReceivers {
  origin: string;
  requests: ReceivedRequest[];
  /** The requests to `path`, oldest first. */
  at(path: string): ReceivedRequest[];
  close(): Promise<void>;
}

/**
 * Starts one HTTP server on 127.0.0.1 that records every request and answers `statusOf(path, nth)`
 * (204 unless told; `nth` counts the earlier requests to that path), as the services' incoming
 * webhooks answer 2xx to a message they took; `'hold'` never answers (the sender waits, as for a
 * receiver that hangs), until `close`.
 */
export async function startAlertReceivers(
  statusOf: (path: string, nth: number) => number | 'hold' = () => 204,
): Promise<AlertReceivers> {
  const requests: ReceivedRequest[] = [];
  const held: ServerResponse[] = [];
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = (request.url ?? '/').split('?')[0];
      const nth = requests.filter((earlier) => earlier.path === path).length;
      requests.push({ path, headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      const status = statusOf(path, nth);
      if (status === 'hold') {
        held.push(response);
        return;
      }
      response.writeHead(status);
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    at: (path) => requests.filter((request) => request.path === path),
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of held) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
