import { FramedNotFound } from '@/app/framed-not-found';

/** The gallery switched off (a live production site), or a preview that does not exist: the site's 404 in its frame. */
export default function GalleryNotFound() {
  return <FramedNotFound />;
}
