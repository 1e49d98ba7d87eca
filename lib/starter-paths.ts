/** Paths the starter keeps for the agency's tools; a clinic must not publish pages under them. */
export const GALLERY_PATH = '/starter/galeria';
const RESERVED = '/starter/';

let warned = false;

/** Warns once per process when the clinic's published set claims a starter path (the starter's page wins there). */
export function warnIfStarterPathsPublished(paths: readonly string[]): void {
  const clash = paths.filter((p) => p === '/starter' || p.startsWith(RESERVED));
  if (clash.length === 0 || warned) return;
  warned = true;
  console.warn(
    `[site] GET /pages publishes ${clash.join(', ')}: ${RESERVED} is kept for the starter's gallery; rename the page in the clinic's panel.`,
  );
}
