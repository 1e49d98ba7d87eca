/**
 * Where a page's share card is served: `/og/card.png` for the home page, `/og/<page path>/card.png` for the others
 * (app/og/[...card]/). A file name with its extension, so a static host sends it as image/png.
 */
const CARD_PREFIX = '/og';
const CARD_FILE = 'card.png';

export function cardPath(pagePath: string): string {
  const segments = pagePath.split('/').filter(Boolean).map(encodeURIComponent);
  return [CARD_PREFIX, ...segments, CARD_FILE].join('/');
}

/** The page path a card's route segments name (`['zabiegi', 'x', 'card.png']` → `/zabiegi/x`), or null for no card. */
export function pagePathOfCard(segments: readonly string[]): string | null {
  if (segments.length === 0 || segments[segments.length - 1] !== CARD_FILE) return null;
  const rest = segments.slice(0, -1);
  return rest.length === 0 ? '/' : `/${rest.join('/')}`;
}

/** Route params of the card of each page path (generateStaticParams). */
export function cardParams(pagePaths: readonly string[]): { card: string[] }[] {
  return pagePaths.map((p) => ({ card: [...p.split('/').filter(Boolean), CARD_FILE] }));
}
