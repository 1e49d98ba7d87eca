import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { startDemo } from '../support/demo-server';
import { runTool } from '../support/run-tool';
import { call } from '../support/api-call';
import { DEFAULT_KEYS } from '@/lib/demo-clinic/keys';

/** The three API tools run as a person runs them (`tsx scripts/…`), against a demo clinic over HTTP. */

let demo: Awaited<ReturnType<typeof startDemo>>;
let dir: string;
const run = runTool;
const conn = () => ['--url', demo.baseUrl, '--key', demo.key];

beforeAll(async () => {
  demo = await startDemo();
  dir = await mkdtemp(join(tmpdir(), 'clinic-cli-'));
});
afterAll(async () => {
  await demo.close();
  await rm(dir, { recursive: true, force: true });
});

describe('check-api', () => {
  it('reports the key, the clinic, the features, both scopes, the headroom and the page count', async () => {
    const pages = ((await call(demo.baseUrl, '/pages', { key: demo.key })).body.pages as unknown[]).length;
    const { code, stdout } = await run('check-api', conn());
    expect(code).toBe(0);
    expect(stdout).toContain('✓ Key accepted: clinic "');
    for (const v of ['1.1', '1.3', '1.4', '1.5', '1.7', '1.8', '1.14'])
      expect(stdout).toMatch(new RegExp(`✓ ${v.replace('.', '\\.')}\\s`));
    expect(stdout).toContain('✓ conversations:read');
    expect(stdout).toContain('✓ conversations:write');
    expect(stdout).toMatch(/Rate limit: \d+ of 120 requests left/);
    expect(stdout).toContain(`Published pages: ${pages}`);
    // The write probe sent nothing.
    const audit = (await call(demo.origin, '/__demo/audit')).body.audit as { action: string }[];
    expect(audit.filter((a) => a.action.startsWith('message.send')).map((a) => a.action)).toEqual([
      'message.send.invalid_body',
    ]);
  });

  it('tells a read-only key from a key without conversation scopes (--json)', async () => {
    const readOnly = DEFAULT_KEYS.find((k) => k.clinicId === 'demo' && k.scopes.length === 1)!.key;
    const noScope = DEFAULT_KEYS.find((k) => k.clinicId === 'demo' && k.scopes.length === 0)!.key;
    const a = JSON.parse((await run('check-api', ['--url', demo.baseUrl, '--key', readOnly, '--json'])).stdout);
    expect(a.scopes).toEqual({ 'conversations:read': 'yes', 'conversations:write': 'no' });
    const b = JSON.parse((await run('check-api', ['--url', demo.baseUrl, '--key', noScope, '--json'])).stdout);
    expect(b.scopes).toEqual({ 'conversations:read': 'no', 'conversations:write': 'no' });
    expect(b.features.find((f: { version: string }) => f.version === '1.14').verdict).toBe('yes');
  });

  it('an address that is not the API (a wrong path) is not "key accepted": exit 1 naming GET /pages', async () => {
    const wrong = await run('check-api', ['--url', `${demo.origin}/nope/v1`, '--key', 'sk_live_wrong']);
    expect(wrong.code).toBe(1);
    expect(wrong.stdout).not.toContain('Key accepted');
    expect(wrong.stderr).toMatch(/GET \/pages answered 404 .*\/api\/v1/);
  });

  it('exits non-zero naming what is wrong: a rejected key, a missing address', async () => {
    const bad = await run('check-api', ['--url', demo.baseUrl, '--key', 'sk_live_wrong']);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('The key was rejected (401)');
    const none = await run('check-api', []);
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('No API address');
  });
});

describe('conversations-sync', () => {
  it('writes the copy, then asks only for what changed since the previous run started', async () => {
    const out = join(dir, 'sync', 'conversations.json');
    const first = await run('conversations-sync', [...conn(), '--out', out, '--limit', '3']);
    expect(first.code).toBe(0);
    expect(first.stdout).toContain('Fetching every conversation');
    expect(first.stdout).toMatch(/page 3: \d conversation\(s\)/);
    const copy = JSON.parse(await readFile(out, 'utf8'));
    const ids = Object.keys(copy.conversations);
    expect(ids.length).toBeGreaterThan(5);
    expect(copy.sync.pending).toBeNull();

    await call(demo.origin, '/__demo/inbound', {
      body: { conversationId: ids[0], channel: 'sms', text: 'Dziękuję za informację.' },
    });
    const second = await run('conversations-sync', [...conn(), '--out', out, '--messages']);
    expect(second.code).toBe(0);
    expect(second.stdout).toContain(`changed since ${copy.sync.lastSyncStartedAt}`);
    expect(second.stdout).toMatch(/✓ 1 changed, 0 new/);
    expect(second.stdout).toMatch(/^1\/1 conversations' messages \(100 %\) · \d+ in /m);
    const after = JSON.parse(await readFile(out, 'utf8'));
    expect(after.conversations[ids[0]!].lastChannel).toBe('sms');
    expect(after.messages[ids[0]!][0].text).toBe('Dziękuję za informację.');
    // The start is on the API's clock (its Date, whole seconds, less a few): the two runs may fall in one second.
    expect(Date.parse(after.sync.lastSyncStartedAt)).toBeGreaterThanOrEqual(Date.parse(copy.sync.lastSyncStartedAt));
  });

  it('refuses a key without conversations:read with a clear message', async () => {
    const noScope = DEFAULT_KEYS.find((k) => k.clinicId === 'demo' && k.scopes.length === 0)!.key;
    const r = await run('conversations-sync', ['--url', demo.baseUrl, '--key', noScope, '--out', join(dir, 'x.json')]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('The key lacks the scope conversations:read');
  });
});

describe('media-upload', () => {
  it('uploads the images of a folder, skipping non-images with a note, alt text from a sidecar', async () => {
    const folder = join(dir, 'zdjecia');
    await mkdir(folder, { recursive: true });
    await writeFile(
      join(folder, 'gabinet.png'),
      await sharp({ create: { width: 20, height: 10, channels: 3, background: '#fff' } })
        .png()
        .toBuffer(),
    );
    await writeFile(join(folder, 'gabinet.png.txt'), 'Jasny gabinet zabiegowy');
    await writeFile(
      join(folder, 'recepcja.jpg'),
      await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
        .jpeg()
        .toBuffer(),
    );
    await writeFile(join(folder, 'notatki.txt'), 'nie obraz');
    await writeFile(join(folder, 'udaje.png'), 'też nie obraz');
    const r = await run('media-upload', [folder, ...conn()]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('skipped notatki.txt: not an image');
    expect(r.stdout).toContain('skipped udaje.png: not an image');
    expect(r.stdout).toMatch(/^2\/2 images \(100 %\) · /m); // not a TTY: plain lines, no redraws
    expect(r.stdout).not.toContain('\r');
    expect(r.stdout).toContain('✓ 2 uploaded, 2 skipped, 0 failed.');
    const media = (await call(demo.baseUrl, '/media', { key: demo.key })).body.media as {
      filename: string;
      alt: string | null;
    }[];
    expect(media.map((m) => [m.filename, m.alt])).toEqual([
      ['recepcja.jpg', null],
      ['gabinet.png', 'Jasny gabinet zabiegowy'],
    ]);
  });

  it('exits non-zero for a folder without images', async () => {
    const empty = join(dir, 'pusty');
    await mkdir(empty, { recursive: true });
    const r = await run('media-upload', [empty, ...conn()]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('No images to upload');
  });
});
