import { describe, expect, it } from 'vitest';
import { searchDocuments, type SearchDoc, type SearchSources } from '@/lib/search/documents';
import { buildIndex, MAX_QUERY_LENGTH, search } from '@/lib/search/engine';
import { searchTerm, stem, words } from '@/lib/search/text';

/** How the site search matches what a patient types (docs/search.md): typos, word starts, every word or any. */
const doc = (id: string, title: string, text = ''): SearchDoc => ({ id, kind: 'service', title, text });
const paths = (query: string, docs: SearchDoc[]) => search(buildIndex(docs), query).map((h) => h.path);

const DOCS = [doc('/kolano', 'Ból kolana'), doc('/glowa', 'Ból głowy'), doc('/zeby', 'Zęby')];

describe('site search', () => {
  it('wants every word of the query, and takes any word only when no page has them all', () => {
    expect(paths('ból kolana', DOCS)).toEqual(['/kolano']);
    expect(paths('kolano xyzxyz', DOCS)).toEqual(['/kolano']);
  });

  it('forgives one typo in a word of five letters or more, none in a shorter one', () => {
    expect(paths('kilano', DOCS)).toEqual(['/kolano']);
    expect(paths('zab', DOCS)).toEqual([]);
  });

  it('finds a word from its first three letters as the patient types, not from two', () => {
    expect(paths('kol', DOCS)).toEqual(['/kolano']);
    expect(paths('ko', DOCS)).toEqual([]);
  });

  it('reads only the first characters of a pasted text', () => {
    expect(paths(`${' '.repeat(MAX_QUERY_LENGTH)}kolano`, DOCS)).toEqual([]);
    expect(paths(`${' '.repeat(MAX_QUERY_LENGTH - 6)}kolano`, DOCS)).toEqual(['/kolano']);
  });

  it('ranks a page whose title names the word above one that only mentions it in its text', () => {
    const docs = [
      doc('/ortopedia', 'Ortopedia', 'kolano'),
      doc('/kolano', 'Leczenie kolana', 'opis zabiegu ortopedycznego po urazie sportowym'),
    ];
    expect(paths('kolano', docs)).toEqual(['/kolano', '/ortopedia']);
  });

  it('shows thirty results at most', () => {
    const many = Array.from({ length: 40 }, (_, i) => doc(`/p${i}`, `Kolano ${i}`));
    expect(paths('kolano', many)).toHaveLength(30);
  });
});

describe('Polish as typed', () => {
  it('cuts an ending when a stem of three letters is left', () => {
    expect(stem('bolu')).toBe('bol');
    expect(stem('oko')).toBe('oko');
  });

  it('keeps words of two letters and drops single letters', () => {
    expect(searchTerm('OK')).toBe('ok');
    expect(searchTerm('a')).toBeNull();
  });

  it('splits on anything that is not a letter or digit, without empty words', () => {
    expect(words(' ból  kolana – lewego, 2x ')).toEqual(['ból', 'kolana', 'lewego', '2x']);
  });
});

describe('the search documents from the API records', () => {
  const pages = [
    { path: '/zabiegi/usg', type: 'service', title: 'USG', updatedAt: '2026-01-01T00:00:00Z' },
    { path: '/zespol/anna', type: 'doctor', title: 'Anna', updatedAt: '2026-01-01T00:00:00Z' },
    { path: '/blog/wpis', type: 'post', title: 'Wpis', updatedAt: '2026-01-01T00:00:00Z' },
    { path: '/przypadki/kolano', type: 'case-study', title: 'Kolano', updatedAt: '2026-01-01T00:00:00Z' },
  ] as SearchSources['pages'];

  it('keeps the published titles when the API sent no records', () => {
    expect(searchDocuments({ pages }).map((d) => [d.id, d.title, d.text])).toEqual([
      ['/zabiegi/usg', 'USG', ''],
      ['/zespol/anna', 'Anna', ''],
      ['/blog/wpis', 'Wpis', ''],
      ['/przypadki/kolano', 'Kolano', ''],
    ]);
  });

  it('offers booking for a treatment when nothing says it is phone-only, and leaves absent texts empty', () => {
    const docs = searchDocuments({
      pages,
      services: [{ path: '/zabiegi/usg', name: 'USG jamy brzusznej', bookingServiceId: 'bs 1' }],
      posts: [{ path: '/blog/wpis', title: 'Wpis o kolanie', excerpt: null }],
      caseStudies: [{ path: '/przypadki/kolano', title: 'Kolano biegacza', summary: null }],
    } as unknown as SearchSources);
    const byId = new Map(docs.map((d) => [d.id, d]));
    expect(byId.get('/zabiegi/usg')?.booking).toBe('/umow-wizyte?service=bs%201');
    expect(byId.get('/blog/wpis')).toMatchObject({ title: 'Wpis o kolanie', text: '' });
    expect(byId.get('/przypadki/kolano')).toMatchObject({ title: 'Kolano biegacza', text: '' });
  });

  it('joins what a treatment record says with a middle dot, skipping what it leaves out, and carries its price', () => {
    const [usg] = searchDocuments({
      pages,
      services: [
        {
          path: '/zabiegi/usg',
          name: 'USG',
          category: 'Diagnostyka',
          shortDesc: null,
          durationLabel: '30 min',
          priceFromLabel: 'od 200 zł',
          bookingServiceId: null,
        },
      ],
    } as unknown as SearchSources);
    expect(usg).toEqual({
      id: '/zabiegi/usg',
      kind: 'service',
      title: 'USG',
      text: 'Diagnostyka · 30 min',
      price: 'od 200 zł',
    });
  });

  it('links a treatment to booking only when it has a booking service the site may book', () => {
    const service = (path: string, bookingServiceId: string | null) => ({ path, name: path, bookingServiceId });
    const docs = searchDocuments({
      pages: [
        { path: '/a', type: 'service', title: 'A', updatedAt: '2026-01-01T00:00:00Z' },
        { path: '/b', type: 'service', title: 'B', updatedAt: '2026-01-01T00:00:00Z' },
        { path: '/c', type: 'service', title: 'C', updatedAt: '2026-01-01T00:00:00Z' },
      ],
      services: [service('/a', null), service('/b', 'phone-only'), service('/c', 'online')],
      bookable: (id: string) => id === 'online',
    } as unknown as SearchSources);
    expect(docs.map((d) => [d.id, d.booking])).toEqual([
      ['/a', undefined],
      ['/b', undefined],
      ['/c', '/umow-wizyte?service=online'],
    ]);
  });

  it('indexes blocks pages, leaves out index pages and records the published set does not list', () => {
    const docs = searchDocuments({
      pages: [
        ...pages,
        { path: '/kontakt', type: 'page', title: 'Kontakt', updatedAt: '2026-01-01T00:00:00Z' },
        { path: '/zabiegi', type: 'services', title: 'Zabiegi', updatedAt: '2026-01-01T00:00:00Z' },
      ],
      posts: [{ path: '/blog/ukryty', title: 'Ukryty wpis', excerpt: 'nie opublikowany' }],
    } as unknown as SearchSources);
    expect(docs.map((d) => [d.id, d.kind])).toEqual([
      ['/zabiegi/usg', 'service'],
      ['/zespol/anna', 'doctor'],
      ['/blog/wpis', 'post'],
      ['/przypadki/kolano', 'case-study'],
      ['/kontakt', 'page'],
    ]);
  });
});
