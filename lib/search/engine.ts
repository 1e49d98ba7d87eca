import MiniSearch, { type Options, type SearchResult } from 'minisearch';
import type { SearchDoc, SearchKind } from './documents';
import { searchTerm, words } from './text';

/**
 * The site search on MiniSearch: an inverted index with prefix and fuzzy matching and BM25 ranking, small enough
 * (about 8 kB gzip) to run in the static export's browser too, serialisable to JSON, no dependencies, kept up by its
 * author since 2018. FlexSearch is faster on millions of documents but its serialised index is several files and its
 * Polish needs the same hand-made normalisation; Orama is larger and has no Polish stemmer either. A clinic has hundreds
 * of pages, not millions.
 */
const FIELDS = ['title', 'text'] as const;

/** What a result carries to the page, without a second look-up. */
const STORED = ['id', 'kind', 'title', 'text', 'price', 'booking'] as const;

const INDEX_OPTIONS: Options<SearchDoc> = {
  fields: [...FIELDS],
  storeFields: [...STORED],
  tokenize: words,
  processTerm: searchTerm,
  searchOptions: {
    boost: { title: 3 },
    // One typo in a word of five letters or more ("kolnao", "implnat"); a shorter word must be exact.
    fuzzy: (term) => (term.length >= 5 ? 1 : false),
    // "implan" finds "implanty" as the patient types; two letters would match half the index.
    prefix: (term) => term.length >= 3,
  },
};

export type SearchIndex = MiniSearch<SearchDoc>;

export function buildIndex(docs: readonly SearchDoc[]): SearchIndex {
  const index = new MiniSearch<SearchDoc>(INDEX_OPTIONS);
  index.addAll(docs as SearchDoc[]);
  return index;
}

/** The index as JSON, for the static export's browser (loaded by the search page only). */
export function serializeIndex(index: SearchIndex): string {
  return JSON.stringify(index);
}

export function loadIndex(json: string): SearchIndex {
  return MiniSearch.loadJSON<SearchDoc>(json, INDEX_OPTIONS);
}

export interface SearchHit {
  path: string;
  kind: SearchKind;
  title: string;
  text: string;
  price?: string;
  booking?: string;
}

/** The longest query taken: the form says so too; a pasted article must not cost the server a long search. */
export const MAX_QUERY_LENGTH = 100;
/** Results shown at most: a patient reads the first few. */
const MAX_HITS = 30;

/**
 * Every word of the query should match (AND); when that finds nothing, any word (OR), so one word too many still
 * gives results.
 */
export function search(index: SearchIndex, query: string): SearchHit[] {
  // A query of white space only finds nothing: MiniSearch splits it into no words.
  const q = query.slice(0, MAX_QUERY_LENGTH);
  let results: SearchResult[] = index.search(q, { combineWith: 'AND' });
  // Stryker disable next-line ObjectLiteral: OR is MiniSearch's default; it is spelt out for the reader
  if (results.length === 0) results = index.search(q, { combineWith: 'OR' });
  return results.slice(0, MAX_HITS).map((r) => ({
    path: r.id as string,
    kind: r.kind as SearchKind,
    title: r.title as string,
    text: r.text as string,
    price: (r.price as string | undefined) ?? undefined,
    booking: (r.booking as string | undefined) ?? undefined,
  }));
}
