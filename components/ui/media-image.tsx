import { Picture } from './picture';
import clsx from 'clsx';
import type { MediaRef } from '@/lib/clinic-api/schemas';
import { canOptimizeRemote, siteOrigin } from '@/lib/config/images';
import { t } from '@/lib/i18n';

export interface MediaImageProps {
  media: MediaRef;
  /** The `sizes` attribute: how wide the image is shown at each viewport. One width in px ("180px") for a picture
   * shown at that width everywhere: with its width and height known and no crop, it gets 1x and 2x candidates
   * instead of a `sizes` (a cropped one keeps the `sizes` and every width). */
  sizes: string;
  /** Crop to this aspect ratio (e.g. "4 / 3"); the focal point decides what stays in view. */
  aspect?: string;
  /** The page's largest picture (its likely LCP): preloaded from <head> and fetched at high priority. */
  priority?: boolean;
  /**
   * Above the fold but not the page's main picture (the logo): fetched as the page is read, at low priority and not
   * preloaded, so it does not take a slow link's bandwidth from the main picture (React preloads every eager image
   * in the HTML's head unless its fetchpriority is low).
   */
  eager?: boolean;
  className?: string;
  /** Show the caption under the image (default true). */
  showCaption?: boolean;
  /**
   * `contain`: the whole picture in its box, nothing cropped and no placeholder colour behind it (a logo whose size
   * the API does not know: SVG logos often come without one).
   */
  fit?: 'cover' | 'contain';
}

/** Resolves where next/image reads the file from: a local path for the site's own files, else the address. */
function source(url: string): { src: string; optimize: boolean } {
  try {
    const u = new URL(url);
    const own = new URL(siteOrigin());
    if (u.origin === own.origin) return { src: u.pathname, optimize: true };
    return { src: url, optimize: canOptimizeRemote(u) };
  } catch {
    return { src: url, optimize: url.startsWith('/') };
  }
}

/**
 * Every MediaRef goes through here: focal point as object position, alt (empty when null: decorative), intrinsic
 * size when known (no layout shift), caption, and the label the API requires for AI-generated images.
 */
export function MediaImage({
  media,
  sizes,
  aspect,
  priority,
  eager,
  className,
  showCaption = true,
  fit = 'cover',
}: MediaImageProps) {
  const { src, optimize } = source(media.url);
  const position = `${media.focalX ?? 50}% ${media.focalY ?? 50}%`;
  const known = media.width !== undefined && media.height !== undefined;
  const cropped = Boolean(aspect) || !known;
  const style = { objectFit: fit, objectPosition: fit === 'contain' ? 'left center' : position };
  // Next 16's `priority` (deprecated for `preload`) no longer raises the fetch priority: both are set here.
  const lcp = priority
    ? { preload: true, fetchPriority: 'high' as const }
    : eager
      ? { loading: 'eager' as const, fetchPriority: 'low' as const }
      : {};
  // Shown at one width (the logo's "180px"): 1x and 2x candidates, not every width the optimiser knows (15).
  const fixedWidth = Number(/^(\d+)px$/.exec(sizes)?.[1] ?? 0);
  const box =
    fixedWidth && known
      ? { width: fixedWidth, height: Math.round((fixedWidth * media.height!) / media.width!) }
      : { width: media.width, height: media.height, sizes };
  const img = cropped ? (
    <span
      className={clsx('media-frame', fit === 'contain' && 'media-frame-contain')}
      style={{ aspectRatio: aspect ?? (known ? `${media.width} / ${media.height}` : '3 / 2') }}
    >
      <Picture src={src} alt={media.alt ?? ''} fill sizes={sizes} {...lcp} unoptimized={!optimize} style={style} />
    </span>
  ) : (
    <Picture
      src={src}
      alt={media.alt ?? ''}
      {...box}
      {...lcp}
      unoptimized={!optimize}
      style={{ ...style, width: '100%', height: 'auto' }}
    />
  );
  const caption = showCaption && media.caption ? media.caption : null;
  if (!caption && !media.aiGenerated) return <span className={clsx('media', className)}>{img}</span>;
  return (
    <figure className={clsx('media', className)}>
      {img}
      {media.aiGenerated ? <span className="media-ai-label">{t.common.aiGenerated}</span> : null}
      {caption ? <figcaption>{caption}</figcaption> : null}
    </figure>
  );
}
