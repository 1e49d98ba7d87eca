import 'server-only';
import { createHash } from 'node:crypto';
import { getCaseStudies, getPosts } from '../clinic-api/content';
import { isCentrallyRegistered } from '../booking/server';
import { buildIndex, type SearchIndex } from '../search/engine';
import { searchDocuments } from '../search/documents';
import { clinic } from '../server/clinic';
import { getBookingCatalog } from './booking';
import { getAllPages } from './content';
import { lacks } from './features';
import { getTeam, getTreatments } from './form-choices';
import { memo } from './memo';
import { PER_MINUTE } from './rules';

/** A list that could not be read leaves its pages titled by the published set alone: the search still finds them. */
const orNothing = <T>(p: Promise<T>): Promise<T | undefined> => p.catch(() => undefined);

/** The last index built and the documents it holds: a minute with no change costs a hash, not a rebuild. */
let built: { digest: string; index: SearchIndex } | undefined;

/**
 * The site search's index, built from the API's records (the published set, treatments, the team, posts and case
 * studies), checked every minute like the forms' lists and rebuilt only when its documents changed: no API call per
 * query, and a page published or renamed is found within the minute. In the static export the same index is written
 * to a file (app/szukaj/indeks.json) for the browser.
 */
export const getSearchIndex = memo(PER_MINUTE, async (): Promise<SearchIndex> => {
  const entities = !lacks('entities');
  const [pages, services, doctors, posts, caseStudies, catalog] = await Promise.all([
    getAllPages(),
    orNothing(getTreatments()),
    orNothing(getTeam()),
    entities ? orNothing(getPosts(clinic())) : undefined,
    entities ? orNothing(getCaseStudies(clinic())) : undefined,
    orNothing(getBookingCatalog()),
  ]);
  const phoneOnly = new Set(catalog?.services.filter((s) => s.nfz).map((s) => s.id));
  const docs = searchDocuments({
    pages,
    services,
    doctors,
    posts,
    caseStudies,
    bookable: (id) => !phoneOnly.has(id) && !isCentrallyRegistered(id),
  });
  const digest = createHash('sha256').update(JSON.stringify(docs)).digest('base64');
  if (built?.digest !== digest) built = { digest, index: buildIndex(docs) };
  return built.index;
});
