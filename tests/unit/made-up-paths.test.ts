import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { NextRequest } from 'next/server';
import { decodedPath, isOwnRoute, NOT_FOUND_PATH } from '@/lib/app-routes';
import nextConfig from '../../next.config';

/**
 * Random paths leave no trace (proxy.ts): a path outside the published set is rewritten to one fixed path, so the
 * catch-all's ISR keeps one 404 page, not one per made-up path (in memory, on disk, in Redis). The published set is
 * the embedded demo's.
 */
const rewriteOf = async (path: string, headers: Record<string, string> = {}) => {
  const { proxy } = await import('@/proxy');
  const res = await proxy(new NextRequest(new URL(path, 'http://localhost:3000'), { headers }));
  const to = res.headers.get('x-middleware-rewrite');
  return to === null ? null : new URL(to).pathname;
};

describe('the proxy and made-up paths', () => {
  it('answers paths outside the published set from the one not-found path', async () => {
    for (const path of [
      '/nie-ma-takiej-strony-7f3a',
      '/wp-login.php',
      '/.env',
      '/zespol/nikt',
      '/umow-wizyte/x',
      '/kontakt/strona/2', // a blocks page has no later pages
    ])
      expect(await rewriteOf(path), path).toMatch(new RegExp(`^${NOT_FOUND_PATH}(/|$)`));
    // An RSC request (a client navigation to a made-up link) too: its render would be stored as well.
    expect(await rewriteOf('/nie-ma-mnie', { rsc: '1' })).toMatch(new RegExp(`^${NOT_FOUND_PATH}(/|$)`));
  });

  it('names the closest published page in the rewrite, so the 404 still suggests it and stays one per page', async () => {
    expect(await rewriteOf('/uslugi/implanty')).toBe(`${NOT_FOUND_PATH}/zabiegi/implanty-zebowe`);
    expect(await rewriteOf('/qwxz-7f3a9c')).toBe(NOT_FOUND_PATH);
    // A target the proxy could name passes; one naming no published page is itself made up, never a page of its own.
    expect(await rewriteOf(`${NOT_FOUND_PATH}/zabiegi/implanty-zebowe`)).toBeNull();
    expect(await rewriteOf(`${NOT_FOUND_PATH}/nie-ma-${Date.now()}`)).toMatch(new RegExp(`^${NOT_FOUND_PATH}(/|$)`));
    expect(await rewriteOf(`${NOT_FOUND_PATH}/nie-ma-${Date.now()}`)).not.toContain('nie-ma');
  });

  it('lets published pages, the starter legal pages, the app’s own routes and public files through', async () => {
    vi.stubEnv('CLINIC_PUBLIC_FILES', nextConfig('phase-production-build').env!.CLINIC_PUBLIC_FILES!);
    for (const path of [
      '/',
      '/kontakt',
      '/zespol/anna-kowalczyk',
      '/cennik',
      '/regulamin',
      '/umow-wizyte',
      '/polityka-prywatnosci',
      '/zglos-problem',
      '/szukaj',
      '/blog/strona/2', // a later page of the posts index: the index's, not a path of its own
      '/starter/galeria',
      '/demo/brand/favicon.png',
      '/kontakt/', // a trailing slash is the same page
    ])
      expect(await rewriteOf(path), path).toBeNull();
    vi.unstubAllEnvs();
  });

  it('decodes a path as the catch-all does; an undecodable one is no page', () => {
    expect(decodedPath('/zab%C4%99gi/a')).toBe('/zabęgi/a');
    expect(decodedPath('/')).toBe('/');
    expect(decodedPath('/%E0%A4%A')).toBeNull();
  });
});

describe('the app’s own routes (lib/app-routes.ts)', () => {
  it('lists every page route outside the catch-all, so none of them is taken for a made-up path', () => {
    const app = join(process.cwd(), 'app');
    const pages = readdirSync(app, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile() && /^page\.(server\.)?tsx$/.test(e.name))
      .map((e) => relative(app, e.parentPath).split(sep).filter(Boolean))
      .filter((segments) => segments[0] !== '[[...path]]' && !segments[0]?.startsWith('('))
      .map((segments) => '/' + segments.map((s) => (s.startsWith('[') ? 'x' : s)).join('/'));
    expect(pages.length).toBeGreaterThan(3);
    for (const route of pages) expect(isOwnRoute(route, true), route).toBe(true);
    // With the gallery off (a live production site) its previews are made-up paths like any other.
    expect(isOwnRoute('/starter/galeria/podglad/hero/0/jasny', false)).toBe(false);
    expect(isOwnRoute('/starter/galeria', false)).toBe(true);
  });
});
