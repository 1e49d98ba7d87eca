/** Strings of the site's frame: navigation, footer, errors. */
export const common = {
  skipToContent: 'Przejdź do treści',
  menu: 'Menu',
  openMenu: 'Otwórz menu',
  mainNav: 'Nawigacja główna',
  breadcrumbs: 'Ścieżka nawigacji',
  home: 'Strona główna',
  bookVisit: 'Umów wizytę',
  demoBadge: 'Demo',
  demoMarker: 'Tryb demonstracyjny: treści i dane pochodzą z wbudowanej kliniki demo.',
  aiGenerated: 'Obraz wygenerowany przez AI',
} as const;
