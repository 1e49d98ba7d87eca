import { describe, expect, it } from 'vitest';
import { searchDocuments, type SearchSources } from '@/lib/search/documents';
import { buildIndex, loadIndex, search, serializeIndex, MAX_QUERY_LENGTH } from '@/lib/search/engine';
import { fold, stem } from '@/lib/search/text';
import type { PageListItem } from '@/lib/clinic-api/schemas';

const updatedAt = '2026-11-01T10:00:00Z';
const page = (path: string, type: PageListItem['type'], title: string): PageListItem => ({
  path,
  type,
  title,
  updatedAt,
});

const sources: SearchSources = {
  pages: [
    page('/', 'page', 'Strona główna'),
    page('/zabiegi', 'services', 'Zabiegi'),
    page('/zabiegi/artroskopia-kolana', 'service', 'Artroskopia kolana'),
    page('/zabiegi/implanty', 'service', 'Implanty zębowe'),
    page('/zabiegi/leczenie-nfz', 'service', 'Leczenie zachowawcze NFZ'),
    page('/zespol/jan-nowak', 'doctor', 'Jan Nowak'),
    page('/blog/bol-kolana', 'post', 'Ból kolana po bieganiu'),
    page('/metamorfozy/usmiech', 'case-study', 'Nowy uśmiech w dwa tygodnie'),
    page('/kontakt', 'page', 'Kontakt i dojazd'),
  ],
  services: [
    {
      id: 's1',
      slug: 'artroskopia-kolana',
      path: '/zabiegi/artroskopia-kolana',
      name: 'Artroskopia kolana',
      category: 'Ortopedia',
      shortDesc: 'Małoinwazyjny zabieg naprawy łąkotki i więzadeł.',
      priceFromLabel: 'od 4 500 zł',
      durationLabel: '60 min',
      bookingServiceId: 'bs-1',
    },
    {
      id: 's2',
      slug: 'implanty',
      path: '/zabiegi/implanty',
      name: 'Implanty zębowe',
      category: 'Chirurgia',
      shortDesc: null,
      priceFromLabel: 'od 180 zł',
      durationLabel: null,
      bookingServiceId: null,
    },
    {
      id: 's3',
      slug: 'leczenie-nfz',
      path: '/zabiegi/leczenie-nfz',
      name: 'Leczenie zachowawcze NFZ',
      category: null,
      shortDesc: null,
      priceFromLabel: null,
      durationLabel: null,
      bookingServiceId: 'bs-nfz',
    },
    {
      // A record the published set does not list: never a result (it would be a 404).
      id: 's4',
      slug: 'ukryty',
      path: '/zabiegi/ukryty',
      name: 'Ukryty zabieg kolana',
      category: null,
      shortDesc: null,
      priceFromLabel: null,
      durationLabel: null,
      bookingServiceId: null,
    },
  ],
  doctors: [
    {
      id: 'd1',
      slug: 'jan-nowak',
      path: '/zespol/jan-nowak',
      name: 'Jan Nowak',
      title: 'lek. med.',
      specializations: ['Ortopeda', 'Traumatologia sportowa'],
      photo: null,
      bookingResourceId: 'r-1',
    },
  ],
  posts: [
    {
      id: 'p1',
      slug: 'bol-kolana',
      path: '/blog/bol-kolana',
      title: 'Ból kolana po bieganiu',
      excerpt: 'Kiedy ból kolanem daje o sobie znać i co wtedy robić.',
      cover: null,
      publishedAt: updatedAt,
    },
  ],
  bookable: (id) => id !== 'bs-nfz',
};

const index = buildIndex(searchDocuments(sources));
const paths = (q: string) => search(index, q).map((h) => h.path);

describe('site search: Polish as patients type it', () => {
  it('folds case and diacritics, ł included', () => {
    expect(fold('Ból Łokcia ŻÓŁĆ')).toBe('bol lokcia zolc');
  });

  it('gives the inflected forms of a word one stem', () => {
    expect(new Set(['kolano', 'kolana', 'kolanem', 'kolanach', 'kolanu'].map(stem))).toEqual(new Set(['kolan']));
    expect(stem('implantow')).toBe(stem('implanty'));
    // The longest ending that fits is cut: "historiach" loses "iach", not "ach".
    expect(new Set(['historia', 'historii', 'historiach', 'historiami', 'historiego', 'historiemu'].map(stem))).toEqual(
      new Set(['histor']),
    );
    expect(stem('oko')).toBe('oko');
  });

  it('finds "ból kolana" typed without diacritics', () => {
    expect(paths('bol kolana')[0]).toBe('/blog/bol-kolana');
  });

  it('finds every form of a word: kolano, kolana, kolanem', () => {
    for (const q of ['kolano', 'kolana', 'kolanem']) {
      expect(paths(q)).toEqual(expect.arrayContaining(['/zabiegi/artroskopia-kolana', '/blog/bol-kolana']));
    }
  });

  it('forgives one typo in a longer word', () => {
    expect(paths('implamty')).toContain('/zabiegi/implanty');
    expect(paths('artroskopja')).toContain('/zabiegi/artroskopia-kolana');
  });

  it('finds a word as it is being typed', () => {
    expect(paths('artros')).toContain('/zabiegi/artroskopia-kolana');
  });

  it('finds a specialist by specialisation, a treatment by its category', () => {
    expect(paths('traumatologia')).toEqual(['/zespol/jan-nowak']);
    // "ortopeda" and "ortopedia" share a stem: the specialist and the orthopaedic treatment both answer.
    expect(paths('ortopeda')).toEqual(expect.arrayContaining(['/zespol/jan-nowak', '/zabiegi/artroskopia-kolana']));
    expect(paths('chirurgia')).toEqual(['/zabiegi/implanty']);
  });

  it('falls back to any word when no page has them all', () => {
    expect(paths('kolano xyzzy')).toContain('/zabiegi/artroskopia-kolana');
  });

  it('answers nothing for an empty query, and cuts a pasted essay', () => {
    expect(search(index, '   ')).toEqual([]);
    expect(() => search(index, 'kolano '.repeat(MAX_QUERY_LENGTH))).not.toThrow();
  });
});

describe('site search: results', () => {
  it('name their kind and carry a treatment price and booking link', () => {
    const [hit] = search(index, 'artroskopia');
    expect(hit).toMatchObject({
      kind: 'service',
      title: 'Artroskopia kolana',
      price: 'od 4 500 zł',
      booking: '/umow-wizyte?service=bs-1',
    });
    expect(search(index, 'nowak')[0]).toMatchObject({ kind: 'doctor', booking: '/umow-wizyte?resource=r-1' });
    expect(search(index, 'usmiech')[0]).toMatchObject({ kind: 'case-study' });
    expect(search(index, 'dojazd')[0]).toMatchObject({ kind: 'page', path: '/kontakt' });
  });

  it('offer no booking link for a phone-only or unlinked treatment', () => {
    expect(search(index, 'zachowawcze')[0]?.booking).toBeUndefined();
    expect(search(index, 'implanty')[0]?.booking).toBeUndefined();
  });

  it('never link to a record the published set does not list, nor to index pages', () => {
    expect(paths('ukryty')).toEqual([]);
    expect(paths('zabiegi')).not.toContain('/zabiegi');
  });

  it('come back the same from the serialised index the static export ships', () => {
    const again = loadIndex(serializeIndex(index));
    expect(search(again, 'bol kolana')).toEqual(search(index, 'bol kolana'));
  });
});
