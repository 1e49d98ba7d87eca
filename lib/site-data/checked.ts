import 'server-only';
import { mediaAllowList } from '../config/images';
import type { Site } from '../clinic-api/schemas';
import { leaveOutBadImages } from '../images/media-check';
import { describeProblem, validTheme } from '../theme/validate';
import { processSingleton } from '../singleton';

/** Lines already written, so a bad value costs one line per field and page (or token), not one per render. */
// Stryker disable next-line StringLiteral: the name only keys this set on globalThis; no other singleton is named ''
const logged = processSingleton('leftOutImages', () => new Set<string>());
const LOGGED_MAX = 2000;

/**
 * The boundary where API records enter the site: images whose address the site does not render (lib/images/
 * media-check.ts) become null, each with one log line naming the field. `where` names the page in that line.
 */
export function withCheckedImages<T>(record: T, where?: string): T {
  const { value, leftOut } = leaveOutBadImages(record, mediaAllowList());
  for (const { field, reason } of leftOut) {
    logOnce(`[site] image left out: ${field}${where && !field.startsWith('site.') ? ` on ${where}` : ''} (${reason})`);
  }
  return value;
}

/**
 * The site object as the site uses it: images checked as above, and every theme token that does not parse as what
 * it is (lib/theme/validate.ts) replaced by the starter's, with one log line naming the token.
 */
export function checkedSite<S extends Site>(site: S): S {
  const withImages = withCheckedImages({ site }).site;
  const { theme, problems } = validTheme(withImages.theme);
  for (const p of problems) logOnce(`[site] theme token left out: ${describeProblem(p)}`);
  return problems.length ? { ...withImages, theme } : withImages;
}

/** Forgets the lines written, as a fresh process would; for tests, which count the lines each case writes. */
export function forgetLoggedLines(): void {
  logged.clear();
}

/** At most LOGGED_MAX lines are remembered; past that the memory starts afresh (and a line may be written again). */
function logOnce(line: string): void {
  if (logged.has(line)) return;
  if (logged.size >= LOGGED_MAX) logged.clear();
  logged.add(line);
  console.warn(line);
}
