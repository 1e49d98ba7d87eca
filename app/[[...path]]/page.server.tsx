export { default, generateMetadata, generateStaticParams } from './content-route';

/** Content is fresh within a minute (the API allows caching for 60 s); a failed refresh keeps the last good page. */
export const revalidate = 60;
/** A path published after the build renders on its first visit. */
export const dynamicParams = true;
