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
  /** The call-and-book bar at the bottom of a phone's screen. */
  actionBar: {
    label: 'Szybki kontakt',
    call: 'Zadzwoń',
    /** A phone-only (NFZ) treatment: the call is the way to book. */
    callToBook: 'Zadzwoń, aby się umówić',
    book: 'Umów wizytę',
    /** A treatment booked through central e-registration: the patient's IKP. */
    ikp: 'Umów w IKP',
    /** After a link that leaves the site (the platform's booking, the IKP). */
    external: '(otwiera inną stronę)',
  },
} as const;
