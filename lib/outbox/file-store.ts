import { mkdir, open, readFile, rename, stat, unlink } from 'node:fs/promises';
import { dirname } from 'node:path';
import { randomBytes } from 'node:crypto';
import { leaseToken, MAX_ENTRIES, type ClaimResult, type OutboxEntry, type OutboxStore } from './store';

type Stored = OutboxEntry & { lease?: { token: string; until: number } };

/** A lock older than this was left by a process that died holding it. */
const STALE_LOCK_MS = 30_000;
const LOCK_WAIT_MS = 15_000;

/**
 * The outbox in one JSON file (a single server without Redis). Every change is a read, a change and a write of a
 * temporary file renamed over the old one (a crash leaves the old file or the new, never half of one), under a lock
 * file created exclusively, so two processes on the same folder take turns. Files are readable by the owner only;
 * what they hold is sealed anyway.
 */
export class FileOutboxStore implements OutboxStore {
  constructor(private readonly path: string) {}

  async add(entry: OutboxEntry): Promise<boolean> {
    return this.change((entries) => {
      if (entries.length >= MAX_ENTRIES) return { entries, result: false };
      // Stryker disable next-line EqualityOperator: ids are unique (store.ts), so never equal
      return { entries: [...entries, entry].sort((a, b) => (a.id < b.id ? -1 : 1)), result: true };
    });
  }

  async claim(now: number, leaseMs: number): Promise<ClaimResult> {
    // The loop looks every few seconds: with nothing ever queued, no folder, lock or write is made.
    // Stryker disable next-line ArrowFunction: undefined, like null, says there is no file
    if (!(await stat(this.path).catch(() => null))) return { claimed: null, expired: 0 };
    return this.change<ClaimResult>((all) => {
      const entries = all.filter((e) => e.expiresAt > now);
      const expired = all.length - entries.length;
      const head = entries[0];
      if (!head || head.notBefore > now || (head.lease && head.lease.until > now)) {
        return { entries, result: { claimed: null, expired }, unchanged: expired === 0 };
      }
      const token = leaseToken();
      head.lease = { token, until: now + leaseMs };
      const { lease: _lease, ...entry } = head;
      return { entries, result: { claimed: { entry, token }, expired } };
    });
  }

  async remove(id: string): Promise<void> {
    await this.change((entries) => ({ entries: entries.filter((e) => e.id !== id), result: undefined }));
  }

  async postpone(id: string, token: string, notBefore: number): Promise<void> {
    await this.change((entries) => {
      const e = entries.find((x) => x.id === id);
      if (!e || e.lease?.token !== token) return { entries, result: undefined, unchanged: true };
      e.attempts += 1;
      e.notBefore = notBefore;
      delete e.lease;
      return { entries, result: undefined };
    });
  }

  async size(): Promise<number> {
    return (await this.read()).length;
  }

  private async read(): Promise<Stored[]> {
    try {
      const data = JSON.parse(await readFile(this.path, 'utf8')) as { v?: number; entries?: Stored[] };
      return Array.isArray(data.entries) ? data.entries : [];
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw err;
    }
  }

  private async write(entries: Stored[]): Promise<void> {
    const tmp = `${this.path}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
    const fh = await open(tmp, 'w', 0o600);
    try {
      await fh.writeFile(JSON.stringify({ v: 1, entries }));
      await fh.sync();
    } finally {
      await fh.close();
    }
    await rename(tmp, this.path);
  }

  private async change<T>(
    fn: (entries: Stored[]) => { entries: Stored[]; result: T; unchanged?: boolean },
  ): Promise<T> {
    const release = await this.lock();
    try {
      const out = fn(await this.read());
      if (!out.unchanged) await this.write(out.entries);
      return out.result;
    } finally {
      await release();
    }
  }

  private async lock(): Promise<() => Promise<void>> {
    const lockPath = `${this.path}.lock`;
    await mkdir(dirname(this.path), { recursive: true, mode: 0o700 });
    const deadline = Date.now() + LOCK_WAIT_MS;
    for (;;) {
      try {
        const fh = await open(lockPath, 'wx', 0o600);
        await fh.close();
        return () => unlink(lockPath).catch(() => undefined);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      }
      const age = await stat(lockPath).then(
        (s) => Date.now() - s.mtimeMs,
        // Stryker disable next-line ArrowFunction: gone meanwhile; undefined, like 0, is not stale
        () => 0,
      );
      if (age > STALE_LOCK_MS) {
        await unlink(lockPath).catch(() => undefined);
        continue;
      }
      if (Date.now() > deadline) throw new Error('outbox file is locked');
      // Stryker disable next-line ArithmeticOperator: only how long a turn waits, never whether it comes
      await new Promise((r) => setTimeout(r, 10 + Math.random() * 20));
    }
  }
}
