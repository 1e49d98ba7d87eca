/**
 * Where a server keeps its renames between deploys when there is no Redis, and where the export reads them: a file in
 * the server's data folder (.clinic-data, beside the enquiry outbox's), named per clinic (the API's address and a
 * hash of the key) so another clinic or API never inherits them. The key itself never reaches the disk.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { readRenameState, type RenameState } from './renames';

export function renameFile(dir: string, apiUrl: string, apiKey: string | null): string {
  const source = createHash('sha256')
    .update(`${apiUrl} ${apiKey ?? ''}`)
    .digest('hex')
    .slice(0, 16);
  return join(dir, `renames-${source}.json`);
}

export function readRenameFile(file: string): RenameState | null {
  try {
    return readRenameState(readFileSync(file, 'utf8'));
  } catch {
    return null; // none yet
  }
}

/** Write then rename: a build's parallel workers, or a reader, never see half a file. */
export function writeRenameFile(file: string, state: RenameState): void {
  mkdirSync(dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, JSON.stringify(state));
  renameSync(tmp, file);
}
