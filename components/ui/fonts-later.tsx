import { FONTS_LATER_ATTRIBUTE, FONTS_LATER_LIMIT_MS } from '@/lib/theme';

/**
 * On a visit's first page, the self-hosted fonts wait until the page has loaded (its main picture, its stylesheets
 * and scripts), or for 3 s at most (a picture from a stalled host, an embed's script: the load event may never come
 * on time): until then the theme's stacks name only the device fonts sized to take the web fonts' room
 * (`FONTS_LATER_ATTRIBUTE` in lib/theme, the fallbacks in lib/fonts/polish.css), so on a slow link the font files
 * (78 kB for the two families) do not share the bandwidth with the picture and the scripts the first screen waits for.
 * The text is readable from the first paint, and the fonts' arrival moves nothing (tests/e2e/first-paint.spec.ts).
 * Coming from another page of the site, or reloaded, or reached through the history, the files are usually in the
 * browser's cache: the page uses them from its first paint, and no text changes its font on every click (a click
 * before the first page had loaded gets them as the stylesheet asks, as without this). Without JavaScript the
 * attribute is never set and the fonts load as the stylesheet asks. Inline, in <head>, so it runs before the first
 * layout; the CSP admits inline scripts (lib/config/security-headers.ts). Figures: docs/performance.md, "Fonts after
 * the page".
 */
const SCRIPT = `(function(){var d=document.documentElement,r=document.referrer,n;try{if(r&&new URL(r).origin===location.origin)return;n=performance.getEntriesByType('navigation')[0];if(n&&(n.type==='reload'||n.type==='back_forward'))return}catch(e){}d.setAttribute('${FONTS_LATER_ATTRIBUTE}','');function f(){d.removeAttribute('${FONTS_LATER_ATTRIBUTE}')}addEventListener('load',f);setTimeout(f,${FONTS_LATER_LIMIT_MS})})()`;

export function FontsLater() {
  return <script dangerouslySetInnerHTML={{ __html: SCRIPT }} />;
}
