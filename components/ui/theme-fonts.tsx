import { preload } from 'react-dom';
import type { ThemeTokens } from '@/lib/clinic-api/schemas';
import { FONT_FILES } from '@/lib/fonts/files';
import { leadingShippedFont } from '@/lib/theme';

/**
 * Preloads the font files the theme's two stacks render with (only shipped families a stack leads with). Found in
 * the stylesheet, a font is requested only after the CSS is parsed and the page laid out, at the highest priority;
 * preloaded, it arrives with the stylesheets and text swaps from the fallback font sooner (font-display: swap: text
 * never waits for it).
 */
export function ThemeFonts({ theme }: { theme: Pick<ThemeTokens, 'fontSans' | 'fontHeading'> }) {
  const families = new Set([theme.fontSans, theme.fontHeading].map(leadingShippedFont).filter((f): f is string => f !== null));
  for (const family of families) {
    for (const href of FONT_FILES[family] ?? []) preload(href, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
  }
  return null;
}
