import { getImageProps, type ImageProps } from 'next/image';
import { MainPicture } from './main-picture';

/**
 * The one image element of the site. A server build serves next/image's optimiser (it picks AVIF or WebP per
 * request); the static export swaps in ./picture.static.tsx, which names pre-made files in all three formats.
 *
 * A plain `<img>` with next/image's attributes (`getImageProps`: the same `src`, `srcset`, `sizes`, loading and
 * styles as the `<Image>` component), drawn on the server, without a client component per picture for the browser
 * to download and hydrate (a page has up to 18). What that component added on the client is left out: load
 * callbacks (unused here) and, when a picture fails to load, showing its alt text in place (the text stays
 * transparent; screen readers read it all the same). The main picture (`preload`) is the exception, drawn by
 * ./main-picture.tsx, which says why.
 */
export function Picture(props: ImageProps) {
  const { props: img } = getImageProps(props);
  if (props.preload || props.priority)
    return <MainPicture {...img} fetchPriority={props.fetchPriority ?? 'high'} alt={props.alt} />;
  return <img {...img} alt={props.alt} />;
}
