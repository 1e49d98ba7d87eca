import { DEFAULT_QUALITY, exportImageUrl } from './export-url';

/**
 * next/image's loader in a static export (next.config.ts `images.loaderFile`): each width the page's `sizes` asks for
 * becomes the address of a file scripts/export.ts makes; WebP here, AVIF and JPEG beside it (components/ui/image.static.tsx).
 */
export default function exportImageLoader({
  src,
  width,
  quality,
}: {
  src: string;
  width: number;
  quality?: number;
}): string {
  return exportImageUrl({ src, width, quality: quality ?? DEFAULT_QUALITY, format: 'webp' });
}
