export { GET, generateStaticParams } from './card-route';

/** The static export: one file per published page, nothing else. */
export const dynamic = 'force-static';
export const dynamicParams = false;
