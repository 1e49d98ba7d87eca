import { createServer, connect, type Server, type Socket } from 'node:net';

/**
 * A TCP relay on a loopback port in front of a server (Redis, in the tests), that can make the connections it carries
 * go silent: they stay open, and nothing passes either way, as when a peer's host vanishes or a managed Redis fails
 * over to another address without resetting the old connections. Connections made afterwards pass as usual.
 */
export class TcpProxy {
  private readonly links = new Set<{ a: Socket; b: Socket; silent: boolean }>();

  private constructor(
    private readonly server: Server,
    readonly port: number,
  ) {}

  static start(targetPort: number): Promise<TcpProxy> {
    let proxy: TcpProxy;
    const server = createServer((a) => {
      const b = connect({ host: '127.0.0.1', port: targetPort });
      const link = { a, b, silent: false };
      proxy.links.add(link);
      a.on('data', (d) => void (link.silent || b.write(d)));
      b.on('data', (d) => void (link.silent || a.write(d)));
      const end = () => {
        proxy.links.delete(link);
        a.destroy();
        b.destroy();
      };
      a.on('close', end).on('error', end);
      b.on('close', end).on('error', end);
    });
    return new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => {
        const address = server.address();
        proxy = new TcpProxy(server, typeof address === 'object' && address ? address.port : 0);
        resolve(proxy);
      });
    });
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  /** How many connections pass through it now. */
  get open(): number {
    return this.links.size;
  }

  /** Every connection open now stops carrying data both ways and stays open; new connections pass. */
  silence(): void {
    for (const link of this.links) link.silent = true;
  }

  stop(): Promise<void> {
    for (const { a, b } of this.links) {
      a.destroy();
      b.destroy();
    }
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
