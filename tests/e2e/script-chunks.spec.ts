import { test, expect } from './support';
import { checkedPages } from '../../scripts/lib/site-pages';
import { CHUNK_MARKERS, loadedScripts } from '../../scripts/lib/script-weight';

/**
 * Each page loads the client code it uses and no other: a content page no form's code, a page with a form that
 * form and nothing of the booking wizard, the booking page the wizard (markers: scripts/lib/script-weight.ts).
 * The weights themselves, against an empty Next app: `npm run bench:js`.
 */
for (const p of checkedPages()) {
  test(`${p.name} (${p.path}) loads only the client code it uses`, async ({ browser, baseURL }) => {
    const scripts = await loadedScripts(browser, `${baseURL}${p.path}`);
    expect(scripts.length, 'the framework’s scripts at least').toBeGreaterThan(0);
    const found = new Set(scripts.flatMap((s) => s.markers));
    for (const [marker, allowed] of Object.entries(CHUNK_MARKERS)) {
      const carriers = scripts.filter((s) => s.markers.includes(marker)).map((s) => s.url);
      if (allowed.includes(p.script)) {
        // Where the island belongs it must be found: proves the marker still names its code.
        expect(found.has(marker), `${marker} on ${p.path}`).toBe(true);
      } else {
        expect(carriers, `${marker} must not load on ${p.path}`).toEqual([]);
      }
    }
  });
}
