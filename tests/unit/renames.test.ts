import { describe, expect, it, vi } from 'vitest';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renameFile, writeRenameFile } from '@/lib/redirects/rename-file';
import { writeRedirectFiles } from '@/scripts/lib/export-site';
import { netlifyRedirects, nginxRedirects, vercelJson } from '@/lib/redirects/formats';
import type { Redirect } from '@/lib/redirects/parse';
import type { PageListItem } from '@/lib/clinic-api/schemas';
import {
  emptyRenameState,
  readRenameState,
  renameRedirects,
  trackRenames,
  type Listed,
  type RenameState,
} from '@/lib/redirects/renames';

const DAY = 24 * 60 * 60_000;
const svc = (id: string, path: string): Listed => ({ kind: 'service', id, path });
const set = (...paths: string[]) => new Set(paths);

/** The state after the records were seen at `paths`, then each step's listing. */
function run(steps: { listed: Listed[]; at: number }[], limits?: { maxEntries: number; maxAgeMs: number }) {
  let state: RenameState = emptyRenameState();
  for (const { listed, at } of steps)
    state = trackRenames(state, ['service'], listed, new Set(listed.map((l) => l.path)), at, limits);
  return state;
}

describe('trackRenames', () => {
  it('sees a record that kept its id at a new path', () => {
    const state = run([
      { listed: [svc('1', '/zabiegi/a'), svc('2', '/zabiegi/x')], at: 1 },
      { listed: [svc('1', '/zabiegi/b'), svc('2', '/zabiegi/x')], at: 2 },
    ]);
    expect(state.renames).toEqual([{ from: '/zabiegi/a', to: '/zabiegi/b', at: 2 }]);
    expect(state.ids).toEqual({ 'service:1': '/zabiegi/b', 'service:2': '/zabiegi/x' });
  });

  it('makes no rename on the first sight, nor for a new or withdrawn record', () => {
    const state = run([
      { listed: [svc('1', '/zabiegi/a')], at: 1 },
      { listed: [svc('2', '/zabiegi/b')], at: 2 },
    ]);
    expect(state.renames).toEqual([]);
  });

  it('sends the first old path straight to the newest (no chain)', () => {
    const state = run([
      { listed: [svc('1', '/a')], at: 1 },
      { listed: [svc('1', '/b')], at: 2 },
      { listed: [svc('1', '/c')], at: 3 },
    ]);
    expect(state.renames.map((r) => [r.from, r.to]).sort()).toEqual([
      ['/a', '/c'],
      ['/b', '/c'],
    ]);
  });

  it('drops the redirect of a path renamed back (no loop: the published page wins)', () => {
    const state = run([
      { listed: [svc('1', '/a')], at: 1 },
      { listed: [svc('1', '/b')], at: 2 },
      { listed: [svc('1', '/a')], at: 3 },
    ]);
    expect(state.renames.map((r) => [r.from, r.to])).toEqual([['/b', '/a']]);
  });

  it('stops redirecting a path another page now uses', () => {
    const state = run([
      { listed: [svc('1', '/a')], at: 1 },
      { listed: [svc('1', '/b')], at: 2 },
      { listed: [svc('1', '/b'), svc('2', '/a')], at: 3 },
    ]);
    expect(state.renames).toEqual([]);
  });

  it('stops redirecting a path a page of another kind now uses', () => {
    let state = run([
      { listed: [svc('1', '/a')], at: 1 },
      { listed: [svc('1', '/b')], at: 2 },
    ]);
    state = trackRenames(state, [], [], set('/a', '/b'), 3);
    expect(state.renames).toEqual([]);
  });

  it('drops a redirect to a page withdrawn since', () => {
    let state = run([
      { listed: [svc('1', '/a')], at: 1 },
      { listed: [svc('1', '/b')], at: 2 },
    ]);
    state = trackRenames(state, ['service'], [], set(), 3);
    expect(state.renames).toEqual([]);
  });

  it('keeps the ids of kinds not read this time', () => {
    const state = trackRenames(
      { ids: { 'post:9': '/blog/x', 'service:1': '/a' }, renames: [] },
      ['service'],
      [svc('1', '/b')],
      set('/b', '/blog/x'),
      5,
    );
    expect(state.ids).toEqual({ 'post:9': '/blog/x', 'service:1': '/b' });
    expect(state.renames).toEqual([{ from: '/a', to: '/b', at: 5 }]);
  });

  it('is bounded: the oldest beyond the cap go, and any past the age limit', () => {
    const steps = Array.from({ length: 12 }, (_, i) => ({ listed: [svc('1', `/p${i}`)], at: i * DAY }));
    const capped = run(steps, { maxEntries: 5, maxAgeMs: 100 * DAY });
    expect(capped.renames.map((r) => r.from)).toEqual(['/p10', '/p9', '/p8', '/p7', '/p6']);
    expect(capped.renames.every((r) => r.to === '/p11')).toBe(true);
    const aged = run(steps, { maxEntries: 100, maxAgeMs: 3 * DAY });
    // /p7 was left on day 8: three days old on day 11, at the limit, kept; /p6 (day 7) past it.
    expect(aged.renames.map((r) => r.from)).toEqual(['/p10', '/p9', '/p8', '/p7']);
  });

  it('never takes a path to another host', () => {
    const state = run([
      { listed: [svc('1', '/a')], at: 1 },
      { listed: [svc('1', '//evil.example/x')], at: 2 },
    ]);
    expect(state.renames).toEqual([]);
    expect(
      readRenameState(JSON.stringify({ ids: {}, renames: [{ from: '/a', to: '//evil.example', at: 1 }] })),
    ).toEqual({ ids: {}, renames: [] });
    expect(readRenameState('{"ids":')).toBeNull();
  });
});

describe('renameRedirects (the export)', () => {
  const agency: Redirect[] = [
    { from: '/stary', to: '/nowy', wildcard: false, splat: false, status: 301, line: 2 },
    { from: '/archiwum', to: '/blog', wildcard: true, splat: false, status: 301, line: 3 },
  ];
  const renames = [
    { from: '/zabiegi/a', to: '/zabiegi/b', at: 1 },
    { from: '/stary', to: '/zabiegi/b', at: 1 },
    { from: '/archiwum/x', to: '/zabiegi/b', at: 1 },
  ];

  it('writes each rename as a 308 in every static host format, leaving the agency file its own paths', () => {
    const all = [...agency, ...renameRedirects(renames, agency)];
    expect(netlifyRedirects(all)).toContain('/zabiegi/a /zabiegi/b 308');
    expect(JSON.parse(vercelJson(all)).redirects).toContainEqual({
      source: '/zabiegi/a',
      destination: '/zabiegi/b',
      statusCode: 308,
    });
    expect(nginxRedirects(all)).toMatch(/map \$uri \$clinic_redirect_308 \{[^}]*"\/zabiegi\/a" "\/zabiegi\/b";/);
    expect(renameRedirects(renames, agency).map((r) => r.from)).toEqual(['/zabiegi/a']);
  });
});

describe('the export writes the renames its build kept', () => {
  it('reads the rename file into _redirects, vercel.json and the nginx include', () => {
    const dir = mkdtempSync(join(tmpdir(), 'renames-'));
    try {
      const file = renameFile(join(dir, '.clinic-data'), 'https://api.example', 'sk_test_x');
      expect(file).not.toContain('sk_test_x');
      writeRenameFile(file, {
        ids: { 'service:1': '/zabiegi/b' },
        renames: [{ from: '/zabiegi/a', to: '/zabiegi/b', at: 1 }],
      });
      const out = join(dir, 'out');
      mkdirSync(out);
      expect(writeRedirectFiles(out, [], file)).toBe(1);
      expect(readFileSync(join(out, '_redirects'), 'utf8')).toContain('/zabiegi/a /zabiegi/b 308');
      expect(readFileSync(join(out, 'vercel.json'), 'utf8')).toContain('"source": "/zabiegi/a"');
      expect(readFileSync(join(out, 'nginx-redirects.conf'), 'utf8')).toContain('"/zabiegi/a" "/zabiegi/b";');
      // No file yet (a first export, or the demo): the agency's redirects alone.
      expect(writeRedirectFiles(out, [], join(dir, 'none.json'))).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the server noting renames (lib/site-data/renames.ts)', () => {
  it('logs a failure by its kind only: no message, which may carry what came over the wire', async () => {
    const { noteRenames } = await import('@/lib/site-data/renames');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    // A published set that cannot be read (whatever fails inside, its message could hold a page's data).
    const unreadable = {
      path: '/x',
      get type(): string {
        throw new Error('Anna Nowak 600 100 200');
      },
    } as unknown as PageListItem;
    await noteRenames([unreadable]);
    expect(warn.mock.calls).toEqual([["[site] renamed pages' redirects not updated: Error"]]);
    warn.mockRestore();
  });
});
