import 'server-only';
import { toKind, type PageKindCount } from '../conversions/counts';
import { publishedSet } from './published';

/** The kind of the published page at a path, for the conversion counts ('other' when unknown or unreadable). */
export async function pageKindAt(path: string | undefined): Promise<PageKindCount> {
  if (!path) return 'other';
  if (path === '/') return 'home';
  if (path === '/umow-wizyte') return 'booking';
  const set = await publishedSet().catch(() => null);
  return toKind(set?.pages.find((p) => p.path === path)?.type);
}
