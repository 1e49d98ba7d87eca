import 'server-only';
import { mediaAllowList } from '../config/images';
import { leaveOutBadImages } from '../images/media-check';
import { processSingleton } from '../singleton';

/** Lines already written, so a bad value costs one line per field and page, not one per render. */
const logged = processSingleton('leftOutImages', () => new Set<string>());
const LOGGED_MAX = 2000;

/**
 * The boundary where API records enter the site: images whose address the site does not render (lib/images/
 * media-check.ts) become null, each with one log line naming the field. `where` names the page in that line.
 */
export function withCheckedImages<T>(record: T, where?: string): T {
  const { value, leftOut } = leaveOutBadImages(record, mediaAllowList());
  for (const { field, reason } of leftOut) {
    const line = `[site] image left out: ${field}${where && !field.startsWith('site.') ? ` on ${where}` : ''} (${reason})`;
    if (logged.has(line)) continue;
    if (logged.size >= LOGGED_MAX) logged.clear();
    logged.add(line);
    console.warn(line);
  }
  return value;
}
