/**
 * The pages a Polish clinic's site must carry (docs/compliance.md), which the starter builds from the clinic's own
 * data at these paths. A page the clinic publishes at the same path (GET /pages) always wins.
 */
export const LEGAL_PAGES = {
  '/regulamin': 'terms',
  '/prawa-pacjenta': 'patientRights',
  '/dostepnosc': 'accessibility',
  '/cennik': 'priceList',
} as const;

export type LegalPath = keyof typeof LEGAL_PAGES;

export const LEGAL_PATHS = Object.keys(LEGAL_PAGES) as LegalPath[];

export const isLegalPath = (path: string): path is LegalPath => Object.hasOwn(LEGAL_PAGES, path);

/** The starter's legal paths the clinic does not publish itself: these the starter renders. */
export function starterLegalPaths(published: ReadonlySet<string>): LegalPath[] {
  return LEGAL_PATHS.filter((p) => !published.has(p));
}
