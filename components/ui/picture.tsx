import { getImageProps, type ImageProps } from 'next/image';
import { preload } from 'react-dom';

/**
 * The one image element of the site. A server build serves next/image's optimiser (it picks AVIF or WebP per
 * request); the static export swaps in ./picture.static.tsx, which names pre-made files in all three formats.
 *
 * A plain `<img>` with next/image's attributes (`getImageProps`), drawn on the server: the same markup as the
 * `<Image>` component, without a client component per picture for the browser to download and hydrate (a page has
 * up to 18; the component's load and error handlers are of no use here). The main picture's preload is what
 * `<Image preload>` would have asked React for: the `srcset` and `sizes` the `<img>` has, at high priority.
 */
export function Picture(props: ImageProps) {
  const { props: img } = getImageProps(props);
  if (props.preload) {
    preload(img.src, { as: 'image', imageSrcSet: img.srcSet, imageSizes: img.sizes, fetchPriority: props.fetchPriority ?? 'high' });
  }
  return <img {...img} alt={props.alt} />;
}
