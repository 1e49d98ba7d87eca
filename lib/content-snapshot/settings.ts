/** Whether this process keeps a content snapshot, and where (the rule's numbers are in lib/site-data/rules.ts). */
export interface SnapshotSettings {
  dir: string;
  source: string;
}

const OFF = ['off', '0', 'false', 'no'];

/**
 * A snapshot while building (`next build`, `npm run export`) against a configured clinic; none while serving, for
 * the embedded demo, or when CLINIC_SNAPSHOT=off. CLINIC_SNAPSHOT_DIR moves the folder (tests, benchmarks).
 */
export function snapshotSettings(env: Record<string, string | undefined>, apiUrl: string | null, defaultDir: string): SnapshotSettings | null {
  if (env.NEXT_PHASE !== 'phase-production-build' || !apiUrl) return null;
  if (OFF.includes((env.CLINIC_SNAPSHOT ?? '').trim().toLowerCase())) return null;
  return { dir: env.CLINIC_SNAPSHOT_DIR?.trim() || defaultDir, source: apiUrl };
}
