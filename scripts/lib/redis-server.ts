import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import { freePort } from './free-port';

/**
 * A throw-away redis-server on a loopback port for tests and benchmarks: no persistence (`--save ''`,
 * `--appendonly no`), stopped by its own pid. `stop()` and `start()` again on the same port play "Redis went away and
 * came back".
 */
const REDIS_SERVER = process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server';

export function hasRedisServer(): boolean {
  return existsSync(REDIS_SERVER);
}

/** True when something on the port answers PING with PONG. */
function pings(port: number, timeoutMs = 500): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (d) => done(d.toString().startsWith('+PONG')));
  });
}

export class RedisServer {
  private child: ChildProcess | undefined;
  private constructor(readonly port: number) {}

  static async start(port?: number): Promise<RedisServer> {
    const s = new RedisServer(port ?? (await freePort()));
    await s.start();
    return s;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  async start(): Promise<void> {
    if (this.child) throw new Error('redis-server already running');
    const child = spawn(
      REDIS_SERVER,
      [
        '--port',
        String(this.port),
        '--bind',
        '127.0.0.1',
        '--save',
        '',
        '--appendonly',
        'no',
        '--daemonize',
        'no',
        '--loglevel',
        'warning',
      ],
      { stdio: 'ignore' },
    );
    this.child = child;
    const deadline = Date.now() + 10_000;
    while (!(await pings(this.port))) {
      if (child.exitCode !== null)
        throw new Error(`redis-server exited (${child.exitCode}) before it answered on port ${this.port}`);
      if (Date.now() > deadline) throw new Error(`redis-server did not answer on port ${this.port} within 10 s`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  /** Kills the server by its pid (SIGKILL: gone at once, like a crashed host) and waits until it has exited. */
  async stop(signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
    const child = this.child;
    this.child = undefined;
    if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    process.kill(child.pid, signal);
    await exited;
  }
}
