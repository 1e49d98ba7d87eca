import { afterEach, describe, expect, it, vi } from 'vitest';
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD } from 'next/constants';
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
});
