import type { Browser } from '@playwright/test';

/**
 * Strings that exist only in one island's client code (string literals survive minification): a script carrying
 * one holds that island. Each lists the page kinds (scripts/lib/site-pages.ts `script`) that may load it.
 * If a marker is renamed in the code, `tests/e2e/script-chunks.spec.ts` fails where it must find it.
 */
export const CHUNK_MARKERS: Record<string, readonly ('content' | 'form' | 'booking')[]> = {
  // components/enquiry/enquiry-form.tsx: the hint tying phone and e-mail together.
  'contact-hint': ['form', 'booking'],
  // components/booking/use-free-slots.ts: the wizard's one live read.
  '/api/booking/slots': ['booking'],
};

export interface LoadedScript {
  url: string;
  /** Encoded bytes as sent (compressed when the server compressed it). */
  bytes: number;
  markers: string[];
}

/** Loads `url` in a fresh context (nothing cached) and returns every script response it downloaded. */
export async function loadedScripts(browser: Browser, url: string): Promise<LoadedScript[]> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    const pending: Promise<LoadedScript>[] = [];
    page.on('response', (res) => {
      if (res.request().resourceType() !== 'script') return;
      pending.push(
        (async () => {
          const [sizes, body] = await Promise.all([res.request().sizes(), res.text().catch(() => '')]);
          return {
            url: res.url(),
            bytes: sizes.responseBodySize,
            markers: Object.keys(CHUNK_MARKERS).filter((m) => body.includes(m)),
          };
        })(),
      );
    });
    await page.goto(url, { waitUntil: 'load' });
    // Chunks React asks for after hydration (lazy islands) arrive once the network is quiet.
    await page.waitForLoadState('networkidle');
    return await Promise.all(pending);
  } finally {
    await context.close();
  }
}
