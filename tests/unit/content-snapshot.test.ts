import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ClinicClient, requestTransport } from '@/lib/clinic-api/client';
import { byKnownKind, getContent, getPages, getSite } from '@/lib/clinic-api/content';
import { ContentSnapshot } from '@/lib/content-snapshot/snapshot';
import { snapshotSettings } from '@/lib/content-snapshot/settings';
import { dependsOn } from '@/lib/content-snapshot/depends';
import { createDemoInstance, type DemoInstance } from '@/lib/demo-clinic/instance';
import { handleEdit } from '@/lib/demo-clinic/edit';
import { DEMO_API_KEY } from '@/lib/demo-clinic/keys';

/**
 * The incremental rebuild: what a build asks the demo clinic for (counted at the demo's handler) on a cold run, on
 * a run with nothing changed, after one page changed, after a record other pages list changed, and after a day.
 */
const DAY = 24 * 60 * 60_000;
let dir: string;
let demo: DemoInstance;
let client: ClinicClient;
let calls: string[];
let clock: number;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'snapshot-'));
  demo = createDemoInstance({ mediaOrigin: 'http://demo.test', generatedPages: 40, rateLimit: 100_000 });
  calls = [];
  client = new ClinicClient({
    baseUrl: 'http://demo.test/api/v1',
    apiKey: DEMO_API_KEY,
    transport: requestTransport((req) => {
      const url = new URL(req.url);
      calls.push(`${url.pathname.replace('/api/v1', '')}${url.searchParams.get('path') ?? ''}`);
      return demo.handler(req);
    }),
  });
  clock = Date.parse('2026-11-20T10:00:00Z');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const contentCalls = () => calls.filter((c) => c.startsWith('/content'));

/** What a build does per published page, through a fresh snapshot object (a new build process). */
async function build(source = 'https://clinic.example/api/v1') {
  calls = [];
  const snap = new ContentSnapshot({ dir, source, maxAgeMs: DAY, now: () => clock });
  const pages = byKnownKind(await getPages(client)).pages;
  const rendered = new Map<string, Awaited<ReturnType<typeof getContent>>>();
  for (const p of pages)
    rendered.set(
      p.path,
      await snap.content(
        p.path,
        pages,
        () => getContent(client, p.path),
        () => getSite(client),
      ),
    );
  return { pages, rendered, stats: snap.stats };
}

async function edit(path: string, title: string) {
  clock += 60_000;
  const res = await handleEdit(
    demo.store,
    new Request('http://demo.test/__demo/edit', { method: 'POST', body: JSON.stringify({ path, title }) }),
  );
  expect(res.status).toBe(200);
}

describe('content snapshot', () => {
  it('reads every page on a cold build, none on a rebuild with nothing changed', async () => {
    const cold = await build();
    expect(cold.pages.length).toBeGreaterThan(50);
    expect(contentCalls()).toHaveLength(cold.pages.length);
    expect(cold.stats).toEqual({ fetched: cold.pages.length, reused: 0 });

    const warm = await build();
    expect(contentCalls()).toEqual([]);
    expect(warm.stats).toEqual({ fetched: 0, reused: cold.pages.length });
    // Same pages as the API gives: the snapshot's page with the site read fresh.
    const home = cold.pages.find((p) => p.path === '/')!;
    expect(warm.rendered.get(home.path)).toEqual(await getContent(client, home.path));
  });

  it('after one guide page changed, reads only that page', async () => {
    const cold = await build();
    const guide = cold.pages.find((p) => p.path.startsWith('/poradnik/'))!;
    await edit(guide.path, 'Nowy tytuł poradnika');
    const after = await build();
    expect(contentCalls()).toEqual([`/content${guide.path}`]);
    expect(after.stats).toEqual({ fetched: 1, reused: cold.pages.length - 1 });
    expect(after.rendered.get(guide.path)!.page.title).toBe('Nowy tytuł poradnika');
  });

  it('after a treatment was renamed, also reads the pages that list treatments, and no guide page', async () => {
    const cold = await build();
    const service = cold.pages.find((p) => p.type === 'service')!;
    await edit(service.path, 'Zabieg o nowej nazwie');
    const after = await build();
    const read = contentCalls().map((c) => c.slice('/content'.length));
    expect(read).toContain(service.path);
    expect(read).toContain(cold.pages.find((p) => p.type === 'services')!.path);
    expect(read.some((p) => p.startsWith('/poradnik/'))).toBe(false);
    expect(read.length).toBeLessThan(cold.pages.length / 3);
    const index = after.rendered.get(cold.pages.find((p) => p.type === 'services')!.path)!.page;
    expect(JSON.stringify(index)).toContain('Zabieg o nowej nazwie');
  });

  it('a site change reaches reused pages (the site is always read fresh)', async () => {
    await build();
    demo.store.content.site.name = 'Klinika po zmianie';
    const after = await build();
    expect(contentCalls()).toEqual([]);
    expect([...after.rendered.values()].every((c) => c.site.name === 'Klinika po zmianie')).toBe(true);
  });

  it('reads everything again after a day, and never shares entries between clinics', async () => {
    const cold = await build();
    clock += DAY + 1;
    await build();
    expect(contentCalls()).toHaveLength(cold.pages.length);
    await build('https://other-clinic.example/api/v1');
    expect(contentCalls()).toHaveLength(cold.pages.length);
  });

  it('keeps content pages only: no patient data, nothing but page records on disk', async () => {
    await build();
    const files = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((f) => f.isFile());
    expect(files.length).toBeGreaterThan(50);
    for (const f of files) {
      const entry = JSON.parse(readFileSync(join(f.parentPath, f.name), 'utf8')) as Record<string, unknown>;
      expect(Object.keys(entry).sort()).toEqual(['deps', 'page', 'path', 'savedAt', 'updatedAt']);
    }
  });
});

describe('snapshot settings', () => {
  const build = { NEXT_PHASE: 'phase-production-build' };
  it('is on while building against a configured clinic, off otherwise', () => {
    expect(snapshotSettings(build, 'https://c.example/api/v1', '.clinic-cache')).toEqual({
      dir: '.clinic-cache',
      source: 'https://c.example/api/v1',
    });
    expect(snapshotSettings({}, 'https://c.example/api/v1', '.clinic-cache')).toBeNull(); // serving
    expect(snapshotSettings(build, null, '.clinic-cache')).toBeNull(); // the embedded demo
    expect(
      snapshotSettings({ ...build, CLINIC_SNAPSHOT: 'off' }, 'https://c.example/api/v1', '.clinic-cache'),
    ).toBeNull();
    expect(
      snapshotSettings({ ...build, CLINIC_SNAPSHOT_DIR: '/tmp/x' }, 'https://c.example/api/v1', '.clinic-cache')?.dir,
    ).toBe('/tmp/x');
  });

  it('keeps two clinics on one platform address apart (the key identifies the clinic), without writing the key', () => {
    const a = snapshotSettings(build, 'https://c.example/api/v1', '.clinic-cache', 'sk_live_clinic_a_0123456789')!;
    const b = snapshotSettings(build, 'https://c.example/api/v1', '.clinic-cache', 'sk_live_clinic_b_0123456789')!;
    expect(a.source).not.toBe(b.source);
    expect(a.source).not.toContain('sk_live');
  });

  it('names the records a page shows: a treatment its doctors and its related treatments (a renamed or withdrawn one must not linger)', () => {
    expect(dependsOn({ kind: 'service', path: '/zabiegi/x', title: 'x', service: {} } as never)).toEqual([
      'doctor',
      'service',
    ]);
  });

  it('names the records a page lists', () => {
    expect(
      dependsOn({
        kind: 'page',
        path: '/',
        title: 'x',
        blocks: [
          { id: 'a', type: 'services-list.v1' },
          { id: 'b', type: 'rich-text.v1' },
        ],
      } as never),
    ).toEqual(['service']);
  });
});
