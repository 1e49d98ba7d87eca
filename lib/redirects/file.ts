/**
 * Where the redirects file is and its rules, for the build-time readers (next.config.ts, scripts/export.ts,
 * check-relaunch). Not for a page: pages never read it, so a redirect costs no render, no API call, no cache entry.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { readRedirects, type Redirect } from './parse';

/**
 * deploy/ beside nginx.conf: what the agency edits for the site's hosting, kept out of the code's folders (lib/ is
 * code; the repository root holds one config per tool). REDIRECTS_FILE names another (tests use a fixture).
 */
const DEFAULT_REDIRECTS_FILE = 'deploy/redirects.csv';

export function redirectsFilePath(env: Record<string, string | undefined> = process.env, cwd = process.cwd()): string {
  return resolve(cwd, env.REDIRECTS_FILE?.trim() || DEFAULT_REDIRECTS_FILE);
}

/** The file's redirects (none when it does not exist); throws a RedirectsFileError naming each bad line. */
export function loadRedirects(file = redirectsFilePath()): Redirect[] {
  if (!existsSync(file)) {
    if (process.env.REDIRECTS_FILE?.trim()) throw new Error(`REDIRECTS_FILE names ${file}, which does not exist`);
    return [];
  }
  return readRedirects(readFileSync(file, 'utf8'), file);
}
