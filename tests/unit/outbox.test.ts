import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { outboxKey, seal, unseal } from '@/lib/outbox/seal';
import { FileOutboxStore } from '@/lib/outbox/file-store';
import { backoffMs, waitNotice } from '@/lib/outbox/deliver';
import { entryId } from '@/lib/outbox/store';
import { outboxStoreContract } from '../support/outbox-contract';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});
/** A fresh outbox file's path in a folder removed after the test. */
const freshFile = () => {
  const dir = mkdtempSync(join(tmpdir(), 'outbox-'));
  dirs.push(dir);
  return join(dir, 'enquiry-outbox.json');
};
/** An entry not yet due, sealed with nothing that opens. */
const entry = (id: string, at = 0) => ({ id, at, expiresAt: 1e15, notBefore: 1e15, attempts: 0, sealed: 'v1.x' });
/** The i-th entry, its id sorting by i. */
const numbered = (i: number) => entry(`${String(i).padStart(10, '0')}-x`, i);

describe('sealing', () => {
  const key = outboxKey('a-form-secret-of-at-least-32-characters');
  it('opens only with the same key and for the same entry', () => {
    const sealed = seal(key, '{"name":"Jan Kowalski"}', 'id-1');
    expect(sealed).not.toContain('Kowalski');
    expect(unseal(key, sealed, 'id-1')).toBe('{"name":"Jan Kowalski"}');
    expect(unseal(key, sealed, 'id-2')).toBeNull();
    expect(unseal(outboxKey('another-form-secret-of-32-characters!!'), sealed, 'id-1')).toBeNull();
    const tampered = sealed.slice(0, -2) + (sealed.endsWith('A') ? 'BB' : 'AA');
    expect(unseal(key, tampered, 'id-1')).toBeNull();
    expect(seal(key, 'x', 'id-1')).not.toBe(seal(key, 'x', 'id-1')); // a fresh IV each time
  });

  it('derives its own key: not the secret, not the form tokens’ HMAC key', () => {
    expect(key.length).toBe(32);
    expect(key.toString('utf8')).not.toContain('a-form-secret');
  });

  it('waits longer after each failed attempt, at most 30 s', () => {
    expect([0, 1, 2, 3, 10].map(backoffMs)).toEqual([5_000, 10_000, 20_000, 30_000, 30_000]);
  });

  it('says why the oldest enquiry waits: at once, at a new reason, and every 10 minutes, not at every attempt', () => {
    const lines: string[] = [];
    let t = 0;
    const notice = waitNotice(
      (l) => lines.push(l),
      10 * 60_000,
      () => t,
    );
    notice('401 invalid_key');
    for (t = 30_000; t < 10 * 60_000; t += 30_000) notice('401 invalid_key');
    expect(lines).toEqual([
      '[outbox] the oldest queued enquiry waits: the API did not take it (401 invalid_key); the site tries again',
    ]);
    notice('401 invalid_key'); // ten minutes on
    notice('503 (HTTP 503, text/html)');
    expect(lines).toHaveLength(3);
    expect(lines[2]).toContain('503 (HTTP 503, text/html)');
  });
});

describe('entry ids', () => {
  it('sort by arrival time as strings, also where the time gains a digit', () => {
    const ids = [0, 35, 36, 36 ** 2 - 1, 36 ** 2, 1_800_000_000_000].map(entryId);
    expect([...ids].sort()).toEqual(ids);
    expect(ids[0]).toMatch(/^0{10}-[\w-]{8}$/);
    expect(entryId(1)).not.toBe(entryId(1));
  });
});

describe('why the oldest enquiry waits, as the server says it', () => {
  it('goes to console.warn, again after 10 minutes of the same reason and not before', () => {
    const warned: string[] = [];
    vi.spyOn(console, 'warn').mockImplementation((line: string) => void warned.push(line));
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const start = Date.now();
      const notice = waitNotice();
      notice('401 invalid_key');
      vi.setSystemTime(start + 10 * 60_000 - 1);
      notice('401 invalid_key');
      expect(warned).toEqual([
        '[outbox] the oldest queued enquiry waits: the API did not take it (401 invalid_key); the site tries again',
      ]);
      vi.setSystemTime(start + 10 * 60_000);
      notice('401 invalid_key');
      expect(warned).toHaveLength(2);
    } finally {
      vi.useRealTimers();
      vi.restoreAllMocks();
    }
  });
});

describe('the outbox in a file', () => {
  outboxStoreContract(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'outbox-'));
    dirs.push(dir);
    const path = join(dir, 'data', 'enquiry-outbox.json');
    return {
      a: new FileOutboxStore(path),
      b: new FileOutboxStore(path),
      raw: async () => readFileSync(path, 'utf8'),
    };
  });

  it('makes no folder, lock or file while nothing was ever queued (the loop looks every few seconds)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'outbox-'));
    dirs.push(dir);
    const store = new FileOutboxStore(join(dir, 'data', 'enquiry-outbox.json'));
    expect(await store.claim(Date.now(), 60_000)).toEqual({ claimed: null, expired: 0 });
    expect(readdirSync(dir)).toEqual([]);
  });

  it('writes atomically (no temporary file or lock left behind), readable by its owner only', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'outbox-'));
    dirs.push(dir);
    const path = join(dir, 'enquiry-outbox.json');
    const store = new FileOutboxStore(path);
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        store.add({
          id: `0000000${String(i).padStart(3, '0')}-x`,
          at: i,
          expiresAt: 1e15,
          notBefore: 0,
          attempts: 0,
          sealed: 'v1.x',
        }),
      ),
    );
    expect(await store.size()).toBe(20);
    expect(readdirSync(dir)).toEqual(['enquiry-outbox.json']);
    expect(statSync(path).mode & 0o777).toBe(0o600);
  });
});

describe('sealing: what entries already kept need to open after an upgrade', () => {
  const key = outboxKey('a-form-secret-of-at-least-32-characters');
  it('derives the same key from the same secret as ever, and writes the v1 format', () => {
    expect(outboxKey('a-form-secret-of-at-least-32-characters').toString('hex')).toBe(
      'd21b346e1817acbfa66ccc0e2e757e1730567b6167fb1aa3c647566ae0c46008',
    );
    expect(seal(key, 'x', 'id-1')).toMatch(/^v1\.[\w-]+$/);
  });

  it('opens an empty enquiry, and nothing of another version or too short to hold its IV and tag', () => {
    expect(unseal(key, seal(key, '', 'id-1'), 'id-1')).toBe('');
    const sealed = seal(key, '{"name":"Jan"}', 'id-1');
    expect(unseal(key, `v2.${sealed.slice(3)}`, 'id-1')).toBeNull();
    expect(unseal(key, sealed.slice(3), 'id-1')).toBeNull();
    expect(unseal(key, 'v1.AAAA', 'id-1')).toBeNull();
  });
});

describe('the outbox file', () => {
  it('is not written again by a look that finds nothing due', async () => {
    const path = freshFile();
    const store = new FileOutboxStore(path);
    await store.add(entry('0000000001-a'));
    const before = statSync(path).ino;
    expect(await store.claim(1_000, 60_000)).toEqual({ claimed: null, expired: 0 });
    expect(statSync(path).ino).toBe(before);
  });

  it('is not written again by a postpone that changes nothing (not the lease holder)', async () => {
    const path = freshFile();
    const store = new FileOutboxStore(path);
    await store.add({ ...entry('0000000001-a'), notBefore: 0 });
    expect((await store.claim(1_000, 60_000)).claimed).not.toBeNull();
    const before = statSync(path).ino;
    await store.postpone('0000000001-a', 'not-the-token', 2_000);
    expect(statSync(path).ino).toBe(before);
  });

  it('drops what has expired even when nothing is due', async () => {
    const store = new FileOutboxStore(freshFile());
    await store.add({ ...entry('0000000001-a'), expiresAt: 500 });
    await store.add(entry('0000000002-b'));
    expect(await store.claim(1_000, 60_000)).toEqual({ claimed: null, expired: 1 });
    expect(await store.size()).toBe(1);
  });

  it('never overwrites a file it cannot read, and reads a file without entries as empty', async () => {
    const path = freshFile();
    writeFileSync(path, '{"v":1,"entries":[{"id"');
    const store = new FileOutboxStore(path);
    await expect(store.add(entry('0000000001-a'))).rejects.toThrow(SyntaxError);
    expect(readFileSync(path, 'utf8')).toBe('{"v":1,"entries":[{"id"');
    writeFileSync(path, '{"v":1}');
    expect(await store.size()).toBe(0);
  });

  it('takes over a lock left by a process that died holding it', async () => {
    const path = freshFile();
    writeFileSync(`${path}.lock`, '');
    const old = new Date(Date.now() - 31_000);
    utimesSync(`${path}.lock`, old, old);
    const store = new FileOutboxStore(path);
    expect(await store.add(entry('0000000001-a'))).toBe(true);
    expect(await store.size()).toBe(1);
  });
});

describe('the outbox file under load and contention', () => {
  const settled = (p: Promise<unknown>) => {
    const s = { done: false };
    p.then(
      () => (s.done = true),
      () => (s.done = true),
    );
    return s;
  };
  const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

  it('keeps at most 2,000 entries: the 2,001st is refused and nothing kept is lost', async () => {
    const path = freshFile();
    writeFileSync(path, JSON.stringify({ v: 1, entries: Array.from({ length: 1_999 }, (_, i) => numbered(i)) }));
    const store = new FileOutboxStore(path);
    expect(await store.add(numbered(5_000))).toBe(true);
    expect(await store.add(numbered(5_001))).toBe(false);
    expect(await store.size()).toBe(2_000);
    const ids = (JSON.parse(readFileSync(path, 'utf8')) as { entries: { id: string }[] }).entries.map((e) => e.id);
    expect(ids).toContain(numbered(5_000).id);
    expect(ids).not.toContain(numbered(5_001).id);
  });

  it('waits its turn while another process holds the lock, and takes it once it is let go', async () => {
    const path = freshFile();
    writeFileSync(`${path}.lock`, '');
    const store = new FileOutboxStore(path);
    const adding = store.add(numbered(1));
    const s = settled(adding);
    await pause(60);
    expect(s.done).toBe(false);
    rmSync(`${path}.lock`);
    expect(await adding).toBe(true);
    expect(await store.size()).toBe(1);
  });

  it('gives up after 15 s on a lock another process holds (not stale), and leaves that lock alone', async () => {
    const path = freshFile();
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const start = Date.now();
      writeFileSync(`${path}.lock`, '');
      const store = new FileOutboxStore(path);
      const adding = store.add(numbered(1));
      const s = settled(adding);
      await pause(30); // it is waiting now, its 15 s counted from `start`
      vi.setSystemTime(start + 15_000);
      await pause(60);
      expect(s.done).toBe(false);
      vi.setSystemTime(start + 15_001);
      await expect(adding).rejects.toThrow('outbox file is locked');
      expect(readdirSync(dirname(path))).toEqual(['enquiry-outbox.json.lock']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('takes a lock over only once it is more than 30 s old', async () => {
    const path = freshFile();
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const start = Math.floor(Date.now() / 1_000) * 1_000;
      vi.setSystemTime(start);
      writeFileSync(`${path}.lock`, '');
      utimesSync(`${path}.lock`, start / 1_000 - 30, start / 1_000 - 30);
      const store = new FileOutboxStore(path);
      const adding = store.add(numbered(1));
      const s = settled(adding);
      await pause(60);
      expect(s.done).toBe(false);
      vi.setSystemTime(start + 1);
      expect(await adding).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it.skipIf(!existsSync('/proc/self/fd'))(
    'closes every file it writes (no descriptor left open per change)',
    async () => {
      const store = new FileOutboxStore(freshFile());
      const open = () => readdirSync('/proc/self/fd').length;
      const before = open();
      for (let i = 0; i < 40; i++) await store.add(numbered(i));
      expect(open() - before).toBeLessThan(8);
    },
  );

  it('fails at once on a storage error other than a held lock (not after 15 s of waiting)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'outbox-'));
    dirs.push(dir);
    // A name the file system takes, whose lock file's name is too long.
    const store = new FileOutboxStore(join(dir, `${'a'.repeat(250)}.json`));
    await expect(store.add(numbered(1))).rejects.toMatchObject({ code: 'ENAMETOOLONG' });
  });
});
