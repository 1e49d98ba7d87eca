import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { drawSkippedSections } from '../../scripts/lib/draw-skipped';

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
/** WCAG 2.2 A and AA rules (axe-core tags). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

export interface AxeFinding {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/**
 * Runs axe-core in the page (injected from the npm package, no network) and returns its violations of the WCAG 2.2
 * A/AA rules, compactly, so a failing assertion shows what and where. Frames are checked on their own pages.
 */
export async function axeViolations(page: Page): Promise<AxeFinding[]> {
  await drawSkippedSections(page);
  await page.addScriptTag({ path: AXE });
  return page.evaluate(async (tags) => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: Document,
            opts: object,
          ) => Promise<{
            violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[];
          }>;
        };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      iframes: false,
      resultTypes: ['violations'],
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
    }));
  }, WCAG_TAGS);
}
