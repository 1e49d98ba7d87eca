import type {
  CaseStudySummary,
  DoctorSummary,
  PageKind,
  PageListItem,
  PostSummary,
  ServiceSummary,
} from '../clinic-api/schemas';

/** What a result names itself as. */
export type SearchKind = 'service' | 'doctor' | 'post' | 'case-study' | 'page';

/** One published page as the search knows it: built from the API's records, never from rendered HTML. */
export interface SearchDoc {
  /** The page's path: unique in the published set. */
  id: string;
  kind: SearchKind;
  title: string;
  /** What else a patient may type to find it: a summary, specialisations, a category. */
  text: string;
  /** A treatment's price label ("od 180 zł"), shown as it comes. */
  price?: string;
  /** The wizard's deep link for a bookable treatment or specialist. */
  booking?: string;
}

const KIND: Partial<Record<PageKind, SearchKind>> = {
  page: 'page',
  service: 'service',
  doctor: 'doctor',
  post: 'post',
  'case-study': 'case-study',
};

export interface SearchSources {
  /** The published set (GET /pages): every page the site renders, with its title. */
  pages: readonly PageListItem[];
  services?: readonly ServiceSummary[];
  doctors?: readonly DoctorSummary[];
  posts?: readonly PostSummary[];
  caseStudies?: readonly CaseStudySummary[];
  /** Whether a booking deep link is offered for a treatment's booking service (false for phone-only ones). */
  bookable?: (bookingServiceId: string) => boolean;
}

const joined = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' · ');

/**
 * The search's documents: every published page that stands on its own (blocks pages, treatments, specialists, posts,
 * case studies; not the index pages, which list the others), titled by the published set and enriched with its
 * record where the API sent one. A record whose path is not published is left out: the search never links to a 404.
 */
export function searchDocuments(src: SearchSources): SearchDoc[] {
  const byPath = new Map<string, SearchDoc>();
  for (const p of src.pages) {
    const kind = KIND[p.type];
    if (kind) byPath.set(p.path, { id: p.path, kind, title: p.title, text: '' });
  }
  const enrich = (path: string, add: Partial<SearchDoc>) => {
    const doc = byPath.get(path);
    if (doc) byPath.set(path, { ...doc, ...add });
  };
  // Stryker disable next-line ArrayDeclaration: a missing list adds nothing; a stand-in element has no published path
  for (const s of src.services ?? []) {
    const bookable = s.bookingServiceId && (src.bookable?.(s.bookingServiceId) ?? true);
    enrich(s.path, {
      title: s.name,
      text: joined(s.category, s.shortDesc, s.durationLabel),
      price: s.priceFromLabel ?? undefined,
      booking: bookable ? `/umow-wizyte?service=${encodeURIComponent(s.bookingServiceId!)}` : undefined,
    });
  }
  for (const d of src.doctors ?? []) {
    enrich(d.path, {
      title: d.name,
      text: joined(d.title, ...d.specializations),
      booking: d.bookingResourceId ? `/umow-wizyte?resource=${encodeURIComponent(d.bookingResourceId)}` : undefined,
    });
  }
  // Stryker disable next-line ArrayDeclaration: a missing list adds nothing; a stand-in element has no published path
  for (const p of src.posts ?? []) enrich(p.path, { title: p.title, text: p.excerpt ?? '' });
  // Stryker disable next-line ArrayDeclaration: a missing list adds nothing; a stand-in element has no published path
  for (const c of src.caseStudies ?? []) enrich(c.path, { title: c.title, text: c.summary ?? '' });
  return [...byPath.values()];
}
