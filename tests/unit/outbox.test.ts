import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { outboxKey, seal, unseal } from '@/lib/outbox/seal';
import { FileOutboxStore } from '@/lib/outbox/file-store';
import { backoffMs, waitNotice } from '@/lib/outbox/deliver';
import { outboxStoreContract } from '../support/outbox-contract';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

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
