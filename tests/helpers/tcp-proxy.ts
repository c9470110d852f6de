import { createConnection, createServer, type AddressInfo, type Socket } from 'node:net';

/**
 * How a dropped proxy treats connections: `reset` closes every new connection at once with a TCP
 * RST (what a client sees when the server is down), `blackhole` accepts new connections and never
 * answers (what a client sees through a network partition, until its own timeout fires).
 */
export type DropMode = 'reset' | 'blackhole';

/** A TCP proxy a test controls, between a client (Strapi) and a server (e.g. PostgreSQL). */
export interface TcpProxy {
  /** Port the proxy listens on, on 127.0.0.1. */
  port: number;
  /** Client connections being forwarded right now. */
  openConnections(): number;
  /** Destroys every open connection (both sides) and, until `restore()`, treats new ones by `mode`. */
  drop(mode?: DropMode): void;
  /** Forwards new connections again. Connections accepted while dropped stay dead. */
  restore(): void;
  /** Stops listening and destroys every connection. */
  close(): Promise<void>;
}

/**
 * Starts a TCP proxy on 127.0.0.1 on a free port that forwards every connection to
 * `target.host:target.port` byte for byte (`node:net`, no protocol knowledge).
 * @param target the server to forward to, e.g. `{ host: '127.0.0.1', port: 5432 }`
 * @returns the started proxy; rejects when it cannot listen
 */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const open = new Set<Socket>();
  const stalled = new Set<Socket>();
  let dropped: DropMode | null = null;

  const forget = (socket: Socket) => {
    open.delete(socket);
    stalled.delete(socket);
  };

  const server = createServer((client) => {
    client.on('error', () => undefined);
    if (dropped === 'reset') {
      client.resetAndDestroy();
      return;
    }
    if (dropped === 'blackhole') {
      // Accepted, never answered: the client waits for bytes that never come.
      stalled.add(client);
      client.on('close', () => forget(client));
      return;
    }
    open.add(client);
    const upstream = createConnection(target);
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
    upstream.on('connect', () => {
      client.pipe(upstream);
      upstream.pipe(client);
    });
    client.on('close', () => {
      forget(client);
      upstream.destroy();
    });
    upstream.on('close', () => client.destroy());
  });

  await new Promise<void>((listening, failed) => {
    server.once('error', failed);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', failed);
      listening();
    });
  });

  return {
    port: (server.address() as AddressInfo).port,
    openConnections: () => open.size,
    drop(mode = 'reset') {
      dropped = mode;
      // resetAndDestroy sends RST, so the client learns at once rather than at its next write.
      for (const socket of open) socket.resetAndDestroy();
      open.clear();
    },
    restore() {
      dropped = null;
      for (const socket of stalled) socket.destroy();
      stalled.clear();
    },
    close() {
      for (const socket of [...open, ...stalled]) socket.destroy();
      open.clear();
      stalled.clear();
      return new Promise<void>((closed) => server.close(() => closed()));
    },
  };
}
