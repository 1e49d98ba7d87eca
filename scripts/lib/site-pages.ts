/**
 * The pages the quality checks visit, in one place: axe (tests/e2e/a11y.spec.ts), the Nu HTML checker
 * (tests/e2e/markup.spec.ts) and the script-weight bench (scripts/bench-js.ts). One of every page kind of the demo
 * clinic, a blocks page with a form, the booking and privacy pages and the 404. A new page (a legal page, a
 * location) is one line in EXTRA_PAGES.
 */
import { createDemoContent } from '../../lib/demo-clinic/fixtures';
import { listPages } from '../../lib/demo-clinic/routes/content';
import type { ClinicClient } from '../../lib/clinic-api/client';
import { byKnownKind, getContent, getPages } from '../../lib/clinic-api/content';

export interface CheckedPage {
  /** What the page is, for reports: "home", "service", "booking", "404"… */
  name: string;
  path: string;
  /** The status the site answers with. */
  status: number;
  /** What script it may load beyond the framework's: none (content), a form's, or the booking wizard. */
  script: 'content' | 'form' | 'booking';
}

/** Pages outside GET /content's kinds. */
const EXTRA_PAGES: CheckedPage[] = [
  { name: 'booking', path: '/umow-wizyte', status: 200, script: 'booking' },
  { name: 'privacy', path: '/polityka-prywatnosci', status: 200, script: 'content' },
  { name: '404', path: '/nie-ma-takiej-strony', status: 404, script: 'content' },
  // The starter's legal pages (lib/legal/paths.ts; the demo publishes its own /cennik, which is a content page).
  { name: 'terms', path: '/regulamin', status: 200, script: 'content' },
  { name: 'patient rights', path: '/prawa-pacjenta', status: 200, script: 'content' },
  { name: 'accessibility', path: '/dostepnosc', status: 200, script: 'content' },
];

/** Block types that bring a client form onto a blocks page. */
const FORM_BLOCKS = new Set(['lead-form.v1']);

/** A published path and its kind, as GET /pages lists it. */
type Published = { path: string; type: string };

/**
 * One page of every kind from a published list, plus the pages every site has. `hasForm` tells a blocks page that
 * carries the enquiry form (undefined: not known, so not picked either way).
 */
function checkedPagesOf(
  published: Published[],
  hasForm: (path: string) => boolean | undefined,
  source = 'the clinic',
): CheckedPage[] {
  const first = (type: string, pick: (path: string) => boolean = () => true) =>
    published.find((p) => p.type === type && pick(p.path))?.path;
  const kinds: [string, string | undefined, CheckedPage['script']][] = [
    ['home', '/', 'content'],
    ['page', first('page', (p) => p !== '/' && hasForm(p) === false), 'content'],
    ['page with a form', first('page', (p) => hasForm(p) === true), 'form'],
    ['services', first('services'), 'content'],
    // Treatment and doctor pages end with the enquiry form (app/[[...path]]/page.tsx).
    ['service', first('service'), 'form'],
    ['team', first('team'), 'content'],
    ['doctor', first('doctor'), 'form'],
    ['case studies', first('case-studies'), 'content'],
    ['case study', first('case-study'), 'content'],
    ['posts', first('posts'), 'content'],
    ['post', first('post'), 'content'],
  ];
  const pages = kinds.map(([name, path, script]) => {
    if (!path) throw new Error(`${source} has no ${name} page`);
    return { name, path, status: 200, script };
  });
  return [...pages, ...EXTRA_PAGES];
}

/** The demo clinic's pages (the quality checks of the test suite). */
export function checkedPages(): CheckedPage[] {
  const content = createDemoContent();
  const blocksOf = (path: string) => content.pages.find((p) => p.path === path)?.blocks.map((b) => b.type) ?? [];
  return checkedPagesOf(
    listPages(content),
    (path) => blocksOf(path).some((t) => FORM_BLOCKS.has(t)),
    'the demo clinic',
  );
}

/**
 * The same pages of a clinic behind the API (a benchmark against another implementation): its GET /pages, and
 * GET /content of its blocks pages until one with the form and one without are found (a handful of calls).
 */
export async function apiCheckedPages(client: ClinicClient): Promise<CheckedPage[]> {
  const { pages } = byKnownKind(await getPages(client));
  const form = new Map<string, boolean>();
  for (const p of pages.filter((x) => x.type === 'page' && x.path !== '/')) {
    const { page } = await getContent(client, p.path);
    form.set(p.path, page.kind === 'page' && page.blocks.some((b) => FORM_BLOCKS.has(b.type)));
    if (new Set(form.values()).size === 2) break; // one with the form and one without: enough
  }
  return checkedPagesOf(pages, (path) => form.get(path));
}
