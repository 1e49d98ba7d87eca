import { createHash } from 'node:crypto';

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
export function snapshotSettings(
  env: Record<string, string | undefined>,
  apiUrl: string | null,
  defaultDir: string,
  apiKey?: string | null,
): SnapshotSettings | null {
  if (env.NEXT_PHASE !== 'phase-production-build' || !apiUrl) return null;
  if (OFF.includes((env.CLINIC_SNAPSHOT ?? '').trim().toLowerCase())) return null;
  // The key identifies the clinic ("The key … identifies the clinic"): two clinics on one platform address never
  // share a snapshot. Only a hash of it reaches the disk (the snapshot's folder name is a hash of `source`).
  const clinic = apiKey ? createHash('sha256').update(apiKey).digest('hex') : '';
  return { dir: env.CLINIC_SNAPSHOT_DIR?.trim() || defaultDir, source: clinic ? `${apiUrl} ${clinic}` : apiUrl };
}
