import { FramedNotFound } from '../../framed-not-found';

/**
 * The gallery switched off (a live production site: ./enabled.ts): the site's 404 in the clinic's frame, not the root
 * layout's small one. (A preview that was not generated never gets here: with `dynamicParams = false` the catch-all
 * route answers it, with the content pages' 404.)
 */
export default function GalleryNotFound() {
  return <FramedNotFound />;
}
