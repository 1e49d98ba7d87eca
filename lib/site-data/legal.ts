import 'server-only';
import type { ServiceSummary } from '../clinic-api/schemas';
import { isLegalPath, type LegalPath } from '../legal/paths';
import { findPageData } from './content';
import { getTreatments } from './form-choices';
import { publishedSet } from './published';

/**
 * Whether `path` shows the starter's legal page: it is one of them and the clinic publishes nothing there (its own
 * page always wins). Known from the published set at no cost; while that set is unknown, the page's GET /content
 * (shared with the render that follows) decides.
 */
export async function starterLegalPageAt(path: string): Promise<LegalPath | null> {
  if (!isLegalPath(path)) return null;
  const set = await publishedSet();
  if (set) return set.paths.has(path) ? null : path;
  return (await findPageData(path)) ? null : path;
}

export interface PriceList {
  /** Every published treatment with a price label, in the clinic's order. */
  items: ServiceSummary[];
  /** The newest change among the treatment pages (GET /pages), as the list's date of last update. */
  updatedAt: string | null;
}

/** The price list from the treatments (the minute-long read the enquiry form shares) and the published set. */
export async function getPriceList(): Promise<PriceList> {
  const [treatments, set] = await Promise.all([getTreatments(), publishedSet()]);
  const dates = (set?.pages ?? []).filter((p) => p.type === 'service' || p.type === 'services').map((p) => p.updatedAt);
  const newest = dates.reduce<string | null>((a, d) => (a === null || Date.parse(d) > Date.parse(a) ? d : a), null);
  return { items: treatments.filter((x) => x.priceFromLabel?.trim()), updatedAt: newest };
}
