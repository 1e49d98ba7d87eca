export { default, generateMetadata, generateStaticParams } from './content-route';

/** The static export (lib/config/static-export.ts): exactly the published paths; any other is the host's 404.html. */
export const dynamicParams = false;
