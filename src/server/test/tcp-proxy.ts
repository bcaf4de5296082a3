import net from 'node:net';

/** A TCP proxy a test controls, to take a server away without touching the server itself. */
export interface TcpProxy {
  /** The loopback port clients connect to. */
  readonly port: number;
  /** Cuts every open connection and refuses new ones (the port stops listening). */
  cut(): Promise<void>;
  /** Listens again on the same port and forwards new connections. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

function listen(server: net.Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });
}

/**
 * Forwards connections on a free loopback port to `target`. `cut()` plays a database that
 * died: established connections are destroyed (the client sees them reset) and new ones are
 * refused until `restore()`.
 */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  };
  const createServer = () =>
    net.createServer((client) => {
      const upstream = net.connect(target.port, target.host);
      track(client);
      track(upstream);
      client.on('error', () => upstream.destroy());
      upstream.on('error', () => client.destroy());
      client.pipe(upstream).pipe(client);
    });

  let server = createServer();
  const port = await listen(server, 0);
  const destroyAll = () => {
    for (const socket of sockets) socket.destroy();
  };
  const stopListening = () =>
    new Promise<void>((resolve) => {
      if (!server.listening) {
        resolve();
        return;
      }
      server.close(() => resolve());
      destroyAll();
    });

  return {
    port,
    async cut() {
      await stopListening();
    },
    async restore() {
      if (server.listening) return;
      server = createServer();
      await listen(server, port);
    },
    async close() {
      await stopListening();
    },
  };
}
