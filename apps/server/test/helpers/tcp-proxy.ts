import net from 'node:net';
import { reservedPort } from './ports.ts';

export interface TcpProxy {
  port: number;
  /** Stops listening and cuts every connection: to the server behind it, the database is gone. */
  stop: () => Promise<void>;
  /** Listens again on the same port: the database is back. */
  start: () => Promise<void>;
}

/**
 * A loopback TCP relay in front of PostgreSQL, so a test can take the database away from one server and bring
 * it back without touching the machine's PostgreSQL service.
 */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  // Not listen(0)'s: while the database is away, the kernel could give that port to another server.
  const port = await reservedPort();

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const next = net.createServer((client) => {
        const upstream = net.connect(target);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => {
            client.destroy();
            upstream.destroy();
          });
        }
        client.pipe(upstream).pipe(client);
      });
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => {
        server = next;
        resolve();
      });
    });

  await listen();
  return {
    port,
    stop: async () => {
      const closing = server;
      server = null;
      for (const socket of sockets) socket.destroy();
      if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
    },
    start: listen,
  };
}
