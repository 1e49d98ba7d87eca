import Image, { type ImageProps } from 'next/image';

/**
 * The one image element of the site. A server build serves next/image (its optimiser picks AVIF or WebP per
 * request); the static export swaps in ./picture.static.tsx, which names pre-made files in all three formats.
 */
export function Picture(props: ImageProps) {
  return <Image {...props} />;
}
