/**
 * Recognises an image by its first bytes, not by its name or declared type (both are whatever the sender says).
 * Used by the media upload tool to skip non-images before spending a request, and by the demo clinic to refuse them.
 * SVG is deliberately not an image here: it is a document that can carry script.
 */
export interface SniffedImage {
  mime: 'image/jpeg' | 'image/png' | 'image/gif' | 'image/webp' | 'image/avif';
  /** Pixel size, when the header states it (not for AVIF). */
  width?: number;
  height?: number;
}

const ascii = (b: Uint8Array, from: number, to: number) => String.fromCharCode(...b.subarray(from, to));
const u16be = (b: Uint8Array, i: number) => (b[i]! << 8) | b[i + 1]!;
const u16le = (b: Uint8Array, i: number) => b[i]! | (b[i + 1]! << 8);
const u24le = (b: Uint8Array, i: number) => b[i]! | (b[i + 1]! << 8) | (b[i + 2]! << 16);
const u32be = (b: Uint8Array, i: number) => ((b[i]! << 24) >>> 0) + ((b[i + 1]! << 16) | (b[i + 2]! << 8) | b[i + 3]!);

const size = (width: number, height: number) => (width > 0 && height > 0 ? { width, height } : {});

function jpegSize(b: Uint8Array) {
  // Walk the segments to the first start-of-frame marker, which holds the height and width.
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return {};
    const marker = b[i + 1]!;
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2;
      continue;
    }
    const isSof = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isSof) return size(u16be(b, i + 7), u16be(b, i + 5));
    i += 2 + u16be(b, i + 2);
  }
  return {};
}

function webpSize(b: Uint8Array) {
  const chunk = ascii(b, 12, 16);
  if (chunk === 'VP8X' && b.length >= 30) return size(u24le(b, 24) + 1, u24le(b, 27) + 1);
  if (chunk === 'VP8L' && b.length >= 25) {
    const bits = b[21]! | (b[22]! << 8) | (b[23]! << 16) | (b[24]! << 24);
    return size((bits & 0x3fff) + 1, ((bits >> 14) & 0x3fff) + 1);
  }
  if (chunk === 'VP8 ' && b.length >= 30) return size(u16le(b, 26) & 0x3fff, u16le(b, 28) & 0x3fff);
  return {};
}

/** The image type (and size when cheap to read) of `bytes`, or null when they are not a supported image. */
export function sniffImage(bytes: Uint8Array): SniffedImage | null {
  const b = bytes;
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return { mime: 'image/jpeg', ...jpegSize(b) };
  if (b.length >= 24 && u32be(b, 0) === 0x89504e47 && u32be(b, 4) === 0x0d0a1a0a)
    return { mime: 'image/png', ...size(u32be(b, 16), u32be(b, 20)) };
  if (b.length >= 10 && (ascii(b, 0, 6) === 'GIF87a' || ascii(b, 0, 6) === 'GIF89a'))
    return { mime: 'image/gif', ...size(u16le(b, 6), u16le(b, 8)) };
  if (b.length >= 16 && ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP')
    return { mime: 'image/webp', ...webpSize(b) };
  if (b.length >= 12 && ascii(b, 4, 8) === 'ftyp' && ['avif', 'avis'].includes(ascii(b, 8, 12)))
    return { mime: 'image/avif' };
  return null;
}
