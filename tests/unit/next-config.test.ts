import { describe, expect, it } from 'vitest';
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD } from 'next/constants';
import nextConfig from '../../next.config';

describe('next.config', () => {
  it("keeps server functions' arguments (a booking's name, phone and e-mail) out of the terminal", () => {
    for (const phase of [PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD]) {
      expect(nextConfig(phase).logging, phase).toMatchObject({ serverFunctions: false });
    }
  });
});
