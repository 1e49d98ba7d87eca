import { getImageProps, type ImageProps } from 'next/image';
import { preload } from 'react-dom';

/**
 * The one image element of the site. A server build serves next/image's optimiser (it picks AVIF or WebP per
 * request); the static export swaps in ./picture.static.tsx, which names pre-made files in all three formats.
 *
 * A plain `<img>` with next/image's attributes (`getImageProps`: the same `src`, `srcset`, `sizes`, loading and
 * styles as the `<Image>` component), drawn on the server, without a client component per picture for the browser
 * to download and hydrate (a page has up to 18). What that component added on the client is left out: load
 * callbacks (unused here) and, when a picture fails to load, showing its alt text in place (the text stays
 * transparent; screen readers read it all the same). The main picture's preload is what `<Image preload>` would
 * have asked React for: the `srcset` and `sizes` the `<img>` has, at high priority.
 */
export function Picture(props: ImageProps) {
  const { props: img } = getImageProps(props);
  if (props.preload || props.priority) {
    preload(img.src, {
      as: 'image',
      imageSrcSet: img.srcSet,
      imageSizes: img.sizes,
      crossOrigin: img.crossOrigin,
      referrerPolicy: img.referrerPolicy,
      fetchPriority: props.fetchPriority ?? 'high',
    });
  }
  return <img {...img} alt={props.alt} />;
}
