import { connect, createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { startTcpProxy, type TcpProxy } from '../helpers/tcp-proxy';

/** What a client sees of one exchange: the bytes echoed back, or how the connection ended. */
function exchange(port: number, message: string, waitMs = 500): Promise<string> {
  return new Promise((done) => {
    const socket: Socket = connect(port, '127.0.0.1');
    let received = '';
    const timer = setTimeout(() => {
      socket.destroy();
      done(received ? `echo:${received}` : 'silence');
    }, waitMs);
    socket.on('connect', () => socket.write(message));
    socket.on('data', (chunk) => {
      received += chunk.toString('utf8');
      if (received === message) {
        clearTimeout(timer);
        socket.end();
        done(`echo:${received}`);
      }
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      done(error.code ?? 'error');
    });
    socket.on('close', () => {
      clearTimeout(timer);
      done(received ? `echo:${received}` : 'closed');
    });
  });
}

describe('tcp-proxy test harness', () => {
  let echo: Server;
  let proxy: TcpProxy;

  beforeAll(async () => {
    echo = createServer((socket) => socket.pipe(socket));
    await new Promise<void>((ready) => echo.listen(0, '127.0.0.1', ready));
    proxy = await startTcpProxy({ host: '127.0.0.1', port: (echo.address() as AddressInfo).port });
  });

  afterAll(async () => {
    await proxy.close();
    await new Promise((closed) => echo.close(closed));
  });

  it('forwards bytes both ways', async () => {
    expect(await exchange(proxy.port, 'hello')).toBe('echo:hello');
  });

  it('drop() resets open connections and refuses new ones until restore()', async () => {
    const open = connect(proxy.port, '127.0.0.1');
    const ended = new Promise<string>((done) => {
      open.on('error', (error: NodeJS.ErrnoException) => done(error.code ?? 'error'));
      open.on('close', () => done('closed'));
    });
    await new Promise((ready) => open.on('connect', ready));
    // Let the proxy reach the target before counting.
    await new Promise((settled) => setTimeout(settled, 50));
    expect(proxy.openConnections()).toBe(1);

    proxy.drop('reset');
    expect(await ended).toBe('ECONNRESET');
    expect(proxy.openConnections()).toBe(0);
    expect(await exchange(proxy.port, 'again')).toBe('ECONNRESET');

    proxy.restore();
    expect(await exchange(proxy.port, 'back')).toBe('echo:back');
  });

  it('drop("blackhole") accepts new connections and never answers; restore() ends them', async () => {
    proxy.drop('blackhole');
    expect(await exchange(proxy.port, 'anyone?', 300)).toBe('silence');
    const waiting = exchange(proxy.port, 'still there?', 5000);
    await new Promise((settled) => setTimeout(settled, 50));
    proxy.restore();
    expect(await waiting).toBe('closed');
    expect(await exchange(proxy.port, 'back')).toBe('echo:back');
  });
});
