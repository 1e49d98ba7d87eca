import { afterEach, describe, expect, it, vi } from 'vitest';
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD } from 'next/constants';
import { hasRemoteMatch } from 'next/dist/shared/lib/match-remote-pattern';
import nextConfig from '../../next.config';

describe('next.config', () => {
  it("keeps server functions' arguments (a booking's name, phone and e-mail) out of the terminal", () => {
    for (const phase of [PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD]) {
      expect(nextConfig(phase).logging, phase).toMatchObject({ serverFunctions: false });
    }
  });

  describe('a production deployment on Vercel without a clinic', () => {
    afterEach(() => {
      vi.unstubAllEnvs();
      vi.resetModules();
    });
    const load = async (env: Record<string, string>) => {
      for (const k of ['CLINIC_API_URL', 'CLINIC_API_KEY', 'DEMO_MODE']) vi.stubEnv(k, '');
      for (const [k, v] of Object.entries(env)) vi.stubEnv(k, v);
      vi.resetModules();
      return (await import('../../next.config')).default;
    };

    it('is refused at build, naming the variables (Vercel serves what the build rendered; there is no next start)', async () => {
      const config = await load({ VERCEL: '1', VERCEL_ENV: 'production' });
      expect(() => config(PHASE_PRODUCTION_BUILD)).toThrow(/CLINIC_API_URL.*DEMO_MODE=1/s);
    });

    it('builds the demo on purpose (DEMO_MODE=1), and for a preview deployment', async () => {
      await expect(
        load({ VERCEL: '1', VERCEL_ENV: 'production', DEMO_MODE: '1' }).then((c) => c(PHASE_PRODUCTION_BUILD).distDir),
      ).resolves.toBeDefined();
      await expect(
        load({ VERCEL: '1', VERCEL_ENV: 'preview' }).then((c) => c(PHASE_PRODUCTION_BUILD).distDir),
      ).resolves.toBeDefined();
    });
  });

  describe('the image optimiser', () => {
    afterEach(() => {
      vi.unstubAllEnvs();
      vi.resetModules();
    });
    const images = async (env: Record<string, string>) => {
      for (const [k, v] of Object.entries(env)) vi.stubEnv(k, v);
      vi.resetModules();
      return (await import('../../next.config')).default(PHASE_PRODUCTION_BUILD).images!;
    };
    const live = { CLINIC_API_URL: 'https://api.klinika.pl/api/v1', CLINIC_API_KEY: 'sk_test_x' };

    it('fetches from the API’s host under its media path only, and never an address with a query', async () => {
      const img = await images({ ...live, CLINIC_IMAGE_PATH: '/media' });
      const ok = (url: string) => hasRemoteMatch([], img.remotePatterns!, new URL(url));
      expect(ok('https://api.klinika.pl/media/a/zdjecie.webp')).toBe(true);
      expect(ok('https://api.klinika.pl/media/a.webp?v=2')).toBe(false); // a cache-buster: one fetch and encode per value
      expect(ok('https://api.klinika.pl/media/a.webp?')).toBe(true); // an empty query is none
      expect(ok('https://api.klinika.pl/api/v1/content')).toBe(false);
      expect(ok('https://api.klinika.pl:8443/media/a.webp')).toBe(false);
      expect(ok('http://api.klinika.pl/media/a.webp')).toBe(false);
      expect(ok('https://evil.example/media/a.webp')).toBe(false);
      // Without CLINIC_IMAGE_PATH: any path of the host, still no query.
      const any = await images({ ...live, CLINIC_IMAGE_PATH: '' });
      expect(hasRemoteMatch([], any.remotePatterns!, new URL('https://api.klinika.pl/x/a.webp'))).toBe(true);
      expect(hasRemoteMatch([], any.remotePatterns!, new URL('https://api.klinika.pl/x/a.webp?w=1'))).toBe(false);
    });

    it('pages ask the optimiser only for what it fetches (others are shown as they are, not as a broken image)', async () => {
      const img = await images({ ...live, CLINIC_IMAGE_PATH: '/media/' });
      const { canOptimizeRemote } = await import('@/lib/config/images');
      for (const url of [
        'https://api.klinika.pl/media/a.webp',
        'https://api.klinika.pl/media/a.webp?v=2',
        'https://api.klinika.pl/inne/a.webp',
        'https://api.klinika.pl:8443/media/a.webp',
        'https://cdn.example/media/a.webp',
      ])
        expect(canOptimizeRemote(new URL(url)), url).toBe(hasRemoteMatch([], img.remotePatterns!, new URL(url)));
    });

    it('caps its disk cache (Next’s default is half the free disk)', async () => {
      const img = await images(live);
      expect(img.maximumDiskCacheSize).toBeGreaterThan(0);
      expect(img.maximumDiskCacheSize).toBeLessThanOrEqual(1024 ** 3);
    });
  });

  describe('form posts behind a proxy', () => {
    afterEach(() => {
      vi.unstubAllEnvs();
      vi.resetModules();
    });
    const origins = async (env: Record<string, string>) => {
      for (const [k, v] of Object.entries(env)) vi.stubEnv(k, v);
      vi.resetModules();
      return (await import('../../next.config')).default(PHASE_PRODUCTION_BUILD).experimental?.serverActions
        ?.allowedOrigins;
    };

    it('accepts the origin SITE_URL names, whatever Host the proxy passes (port included when it has one)', async () => {
      expect(await origins({ SITE_URL: 'https://www.klinika.pl' })).toEqual(['www.klinika.pl']);
      expect(await origins({ SITE_URL: 'http://127.0.0.1:8080/' })).toEqual(['127.0.0.1:8080']);
      expect(await origins({ SITE_URL: '' })).toEqual([]);
    });
  });
});

describe('next.config redirects', () => {
  afterEach(() => vi.unstubAllEnvs());

  it("answers the redirects file's lines, and stops the build on a bad one", async () => {
    const { mkdtempSync, writeFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { tmpdir } = await import('node:os');
    const dir = mkdtempSync(join(tmpdir(), 'redirects-'));
    writeFileSync(join(dir, 'ok.csv'), 'old,new,status\n/o-klinice/,/o-nas,301\n/blog/*,/aktualnosci/*\n');
    writeFileSync(join(dir, 'bad.csv'), '/a,/b\n/b,/a\n');
    vi.stubEnv('REDIRECTS_FILE', join(dir, 'ok.csv'));
    await expect(nextConfig(PHASE_PRODUCTION_BUILD).redirects?.()).resolves.toEqual([
      { source: '/o-klinice', destination: '/o-nas', statusCode: 301 },
      { source: '/blog/:path*', destination: '/aktualnosci/:path*', statusCode: 308 },
    ]);
    vi.stubEnv('REDIRECTS_FILE', join(dir, 'bad.csv'));
    await expect(nextConfig(PHASE_PRODUCTION_BUILD).redirects?.()).rejects.toThrow(/bad\.csv.*\nline 1: .*loop/);
  });
});
