import { test as base, expect, type APIRequestContext, type Page, type Route } from '@playwright/test';
import { drawSkippedSections } from '../../scripts/lib/draw-skipped';
import { MIN_FILL_MS } from '../../lib/abuse/form-token';

type DemoSwitches = {
  takeNextSlot?: boolean;
  takeNextDay?: boolean;
  outage?: boolean;
  noindex?: boolean;
  sitePublished?: boolean;
  loseBookingAnswers?: boolean;
  fault?: { kind: string; status?: number; paths?: string[] } | null;
};
/** One API request the embedded demo clinic received (lib/demo-clinic/store.ts DemoRequestRecord). */
type DemoRequest = { seq: number; at: number; method: string; path: string; status: number };

/** The embedded demo clinic's control room, as a test uses it. */
export interface DemoControl {
  /** Flips switches; after the test every switch goes back to how the demo started, pass or fail. */
  switches(s: DemoSwitches): Promise<Required<DemoSwitches>>;
  /** The newest request's number: count what reaches the demo from here. */
  mark(): Promise<number>;
  /** API requests the demo received after `after`, by method and path (e.g. `/booking/appointments`). */
  requests(filter: { after: number; method?: string; path?: string }): Promise<DemoRequest[]>;
}

async function control(request: APIRequestContext, method: 'GET' | 'POST', op: string, data?: unknown) {
  const res =
    method === 'GET'
      ? await request.get(`/api/demo/${op}`)
      : await request.post(`/api/demo/${op}`, { data: data ?? {} });
  expect(res.ok(), `${method} /api/demo/${op}`).toBe(true);
  return res.json();
}

/**
 * A route handler that sends a page's server actions under an id the server does not know, as a page of the previous
 * release does after a deployment with another action key: the server's own answer, not a stand-in.
 */
export function askForUnknownAction(route: Route) {
  const req = route.request();
  if (req.method() !== 'POST' || !req.headers()['next-action']) return route.continue();
  return route.continue({ headers: { ...req.headers(), 'next-action': `7f${'0'.repeat(40)}` } });
}

/** The server actions (Next's `next-action` POSTs) a page sent, and how many of them have been answered. */
export function trackServerActions(page: Page) {
  const sent = new Set<unknown>();
  const settled = new Set<unknown>();
  const isAction = (r: { method(): string; headers(): Record<string, string> }) =>
    r.method() === 'POST' && 'next-action' in r.headers();
  page.on('request', (r) => void (isAction(r) && sent.add(r)));
  page.on('requestfinished', (r) => void (isAction(r) && settled.add(r)));
  page.on('requestfailed', (r) => void (isAction(r) && settled.add(r)));
  return {
    get sent() {
      return sent.size;
    },
    /** Resolves once every action the page sent has its answer (or failed). */
    settled: () =>
      expect
        .poll(() => sent.size > 0 && settled.size === sent.size, { message: 'every server action answered' })
        .toBe(true),
  };
}

/**
 * What does not fit the screen's width (WCAG 1.4.10): the page's own width beyond it, any visible element that
 * reaches past its right edge, and any whose text runs past it out of its own box. Inside a frame that scrolls
 * sideways (a wide table) only the frame has to fit; an ancestor that clips would hide the rest of the element, so
 * that is reported too. The sections the page draws only near the viewport (content-visibility) are drawn first:
 * until then their contents are not laid out, and they clip what overflows them. Empty when all fits.
 */
export async function sidewaysOverflow(page: Page): Promise<string[]> {
  await drawSkippedSections(page);
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const past = (right: number) => right > width + 0.5;
    const shown = (el: Element) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.height > 0;
    };
    const found: string[] = [];
    if (document.documentElement.scrollWidth > width)
      found.push(`the page is ${document.documentElement.scrollWidth} px wide`);
    for (const el of document.querySelectorAll('body *')) {
      if (!shown(el)) continue;
      const box = el.getBoundingClientRect();
      // The element's box, or its own text spilling out of it (an element that shows its overflow and has no child
      // that reaches as far).
      const style = getComputedStyle(el);
      const spill = style.overflowX === 'visible' && el.clientWidth > 0 ? box.left + el.scrollWidth : box.right;
      const right = Math.max(box.right, spill);
      if (!past(right)) continue;
      if ([...el.children].some((c) => shown(c) && past(c.getBoundingClientRect().right))) continue; // the deepest only
      let framed = false;
      for (let a = el.parentElement; a && !framed; a = a.parentElement) {
        framed = ['auto', 'scroll'].includes(getComputedStyle(a).overflowX) && !past(a.getBoundingClientRect().right);
      }
      if (!framed)
        found.push(
          `<${el.tagName.toLowerCase()}> "${(el.textContent ?? '').trim().slice(0, 40)}" reaches ${Math.round(right)} px`,
        );
    }
    return found.slice(0, 5);
  });
}

/** The sticky header's height and the room the page keeps clear under it when it scrolls to something (px). */
export async function headerClearance(page: Page): Promise<{ header: number; clearance: number }> {
  return page.evaluate(() => ({
    header: document.querySelector('.site-header')!.getBoundingClientRect().height,
    clearance: parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop),
  }));
}

/** Where the focused element stands against the sticky header's bottom edge and the screen's (px, in the viewport). */
export async function focusedAgainstHeader(
  page: Page,
): Promise<{ header: number; top: number; bottom: number; screen: number }> {
  return page.evaluate(() => {
    const box = document.activeElement!.getBoundingClientRect();
    return {
      header: document.querySelector('.site-header')!.getBoundingClientRect().bottom,
      top: box.top,
      bottom: box.bottom,
      screen: innerHeight,
    };
  });
}

export const test = base.extend<{ consoleErrors: string[]; demo: DemoControl }>({
  /** A test whose page fails on any console error or uncaught exception (what a patient would hit). */
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        // A 404 page the test opened on purpose logs its own status; that is not a fault.
        if (msg.type() === 'error' && !/status of 404/.test(msg.text())) errors.push(msg.text());
      });
      page.on('pageerror', (err) => errors.push(err.message));
      await use(errors);
      expect(errors, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
  demo: async ({ request }, use) => {
    let flipped = false;
    await use({
      switches: async (s) => {
        flipped = true;
        const now = await control(request, 'POST', 'switches', s);
        for (const [k, v] of Object.entries(s)) expect(now[k], `switch ${k}`).toEqual(v);
        return now;
      },
      mark: async () => (await control(request, 'GET', 'requests?path=/__none__')).last,
      requests: async ({ after, method, path }) => {
        const q = new URLSearchParams({
          after: String(after),
          ...(method ? { method } : {}),
          ...(path ? { path } : {}),
        });
        return (await control(request, 'GET', `requests?${q}`)).requests;
      },
    });
    // Whatever the test did (or where it failed), the next test meets the demo as it started.
    if (flipped) await control(request, 'POST', 'reset-switches');
  },
});

/**
 * Waits, by the page's own clock, until the page is older than the forms' fill-time minimum from its arrival (its
 * token): a person takes that long before sending; a script that does not is told to send again.
 */
export async function pastFillTime(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(
          () =>
            performance.now() -
            (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).responseStart,
        ),
      { intervals: [250] },
    )
    .toBeGreaterThan(MIN_FILL_MS + 200);
}

export { expect };
