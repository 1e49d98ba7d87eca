import { describe, expect, it } from 'vitest';
import { addressWords, closestPages, editDistance, words } from '@/lib/closest-pages';

/** The demo clinic's published set (lib/demo-clinic), as GET /pages lists it. */
const PAGES = [
  { path: '/', title: 'Przychodnia Stomatologiczna Nowy Uśmiech' },
  { path: '/o-nas', title: 'O nas' },
  { path: '/cennik', title: 'Cennik' },
  { path: '/kontakt', title: 'Kontakt' },
  { path: '/zabiegi', title: 'Zabiegi' },
  { path: '/zabiegi/przeglad-stomatologiczny', title: 'Przegląd stomatologiczny' },
  { path: '/zabiegi/higienizacja', title: 'Higienizacja' },
  { path: '/zabiegi/leczenie-kanalowe', title: 'Leczenie kanałowe' },
  { path: '/zabiegi/wybielanie-zebow', title: 'Wybielanie zębów' },
  { path: '/zabiegi/implanty-zebowe', title: 'Implanty zębowe' },
  { path: '/zabiegi/leczenie-zachowawcze-nfz', title: 'Leczenie zachowawcze w ramach NFZ' },
  { path: '/zespol', title: 'Zespół' },
  { path: '/zespol/anna-kowalczyk', title: 'Anna Kowalczyk' },
  { path: '/zespol/piotr-nowicki', title: 'Piotr Nowicki' },
  { path: '/blog', title: 'Blog' },
  { path: '/blog/nadwrazliwosc-zebow', title: 'Nadwrażliwość zębów: skąd się bierze i co pomaga' },
  { path: '/blog/higienizacja-krok-po-kroku', title: 'Higienizacja krok po kroku' },
];
const best = (address: string) => closestPages(address, PAGES)[0]?.page.path;

describe('the closest published pages to an address', () => {
  it("finds the page an old site's address meant", () => {
    expect(best('/uslugi/implanty')).toBe('/zabiegi/implanty-zebowe');
    expect(best('/lekarze/anna-kowalczyk-stomatolog/')).toBe('/zespol/anna-kowalczyk');
    expect(best('/blog/nadwrazliwosc')).toBe('/blog/nadwrazliwosc-zebow');
    expect(best('/wybielanie.html')).toBe('/zabiegi/wybielanie-zebow');
    expect(best('/zabiegi/leczenie-kana%C5%82owe')).toBe('/zabiegi/leczenie-kanalowe');
    expect(best('/cennik-uslug')).toBe('/cennik');
  });

  it('forgives a typo and reads the title too', () => {
    expect(best('/lekarze/piotr-nowicky')).toBe('/zespol/piotr-nowicki');
    expect(best('/przeglad')).toBe('/zabiegi/przeglad-stomatologiczny');
  });

  it('ranks the page that is just this above one that also mentions it', () => {
    expect(closestPages('/higienizacja', PAGES).map((s) => s.page.path)).toEqual([
      '/zabiegi/higienizacja',
      '/blog/higienizacja-krok-po-kroku',
    ]);
  });

  it('suggests nothing for an address with nothing in common, nor the home page, nor the address itself', () => {
    expect(closestPages('/wp-login.php', PAGES)).toEqual([]);
    expect(closestPages('/qwerty/asdf', PAGES)).toEqual([]);
    expect(closestPages('/przychodnia', PAGES).map((s) => s.page.path)).not.toContain('/');
    expect(closestPages('/cennik', PAGES).map((s) => s.page.path)).not.toContain('/cennik');
  });

  it('keeps to the limit, best first', () => {
    const found = closestPages('/zabiegi/leczenie', PAGES, 2);
    expect(found).toHaveLength(2);
    expect(found[0]!.score).toBeGreaterThanOrEqual(found[1]!.score);
  });

  it('cuts addresses into folded words, and measures edits', () => {
    expect(words('/Zęby/Łódź_2024.html?x')).toEqual(['zeby', 'lodz']);
    expect(editDistance('nowicki', 'nowicky')).toBe(1);
    expect(editDistance('', 'abc')).toBe(3);
  });
});

describe('a scanner’s long address', () => {
  it('is matched by its first eight words of at most 30 letters, so its cost does not grow with its length', () => {
    const letters = (i: number) => [...i.toString(26)].map((d) => String.fromCharCode(97 + parseInt(d, 26))).join('');
    const long = '/implanty/' + Array.from({ length: 3000 }, (_, i) => `slowo${letters(i)}`).join('-');
    expect(addressWords(long)).toEqual(['implanty', ...Array.from({ length: 7 }, (_, i) => `slowo${letters(i)}`)]);
    expect(addressWords(`/${'a'.repeat(31)}-implanty`)).toEqual(['implanty']);
    expect(closestPages(long, [{ path: '/zabiegi/implanty-zebowe', title: 'Implanty zębowe' }])).toHaveLength(0);
  });
});
