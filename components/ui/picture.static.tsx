import { getImageProps, type ImageProps } from 'next/image';
import { fallbackFormat, srcSetWithFormat, withFormat } from '@/lib/images/export-url';
import type { Picture as ServerPicture } from './picture';

/**
 * The export's image (lib/config/static-export.ts swaps it in for ./picture.tsx): a static host cannot choose a
 * format per request, so the page offers AVIF, then WebP, then JPEG (PNG for a transparent source) for browsers that read neither, each in the
 * widths next/image's `sizes` asks for. scripts/export.ts makes exactly the files these addresses name.
 */
export function Picture(props: ImageProps) {
  const { props: img } = getImageProps(props);
  if (props.unoptimized || !img.srcSet) return <img {...img} alt={props.alt} />;
  const { srcSet, sizes, src, ...rest } = img;
  const fallback = fallbackFormat(typeof props.src === 'string' ? props.src : '');
  return (
    <picture>
      <source type="image/avif" srcSet={srcSetWithFormat(srcSet, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet} sizes={sizes} />
      <img
        {...rest}
        alt={props.alt}
        src={withFormat(src, fallback)}
        srcSet={srcSetWithFormat(srcSet, fallback)}
        sizes={sizes}
      />
    </picture>
  );
}

// Both builds must offer the same component.
void (Picture satisfies typeof ServerPicture);
