export { GET, generateStaticParams } from './card-route';

/** Like the pages: a changed title reaches the card within a minute; a failed refresh keeps the last good card. */
export const revalidate = 60;
/** A page published after the build gets its card on the first request. */
export const dynamicParams = true;
/** Made at build like the pages (not per request). */
export const dynamic = 'force-static';
