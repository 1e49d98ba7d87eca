import type { Page } from '@playwright/test';

/**
 * Draws the sections the page skips until they near the viewport (content-visibility: auto, app/globals.css), as a
 * reader scrolling down gets them. For tools that read what is painted: a full-page screenshot (blank bands
 * otherwise) and axe's contrast rule (it would judge text against nothing). An inline style set from script, so no
 * CSP rule stops it.
 */
export async function drawSkippedSections(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const el of document.querySelectorAll<HTMLElement>('*'))
      if (getComputedStyle(el).contentVisibility === 'auto') el.style.contentVisibility = 'visible';
  });
}
