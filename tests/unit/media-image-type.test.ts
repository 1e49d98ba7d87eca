import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { sniffImage } from '@/lib/clinic-api/image-type';

const pixels = () => sharp({ create: { width: 37, height: 21, channels: 3, background: '#3a7' } });

describe('sniffImage: the bytes decide, not the name', () => {
  it('recognises JPEG, PNG, GIF, WebP (lossy and lossless) and AVIF, with the size where the header states it', async () => {
    expect(sniffImage(await pixels().jpeg().toBuffer())).toEqual({ mime: 'image/jpeg', width: 37, height: 21 });
    expect(sniffImage(await pixels().png().toBuffer())).toEqual({ mime: 'image/png', width: 37, height: 21 });
    expect(sniffImage(await pixels().gif().toBuffer())).toEqual({ mime: 'image/gif', width: 37, height: 21 });
    expect(sniffImage(await pixels().webp().toBuffer())).toEqual({ mime: 'image/webp', width: 37, height: 21 });
    expect(sniffImage(await pixels().webp({ lossless: true }).toBuffer())).toEqual({
      mime: 'image/webp',
      width: 37,
      height: 21,
    });
    expect(sniffImage(await pixels().avif().toBuffer())).toEqual({ mime: 'image/avif' });
  });

  it('refuses everything else, SVG included (a document that can carry script)', () => {
    const enc = new TextEncoder();
    expect(sniffImage(enc.encode('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBeNull();
    expect(sniffImage(enc.encode('%PDF-1.7'))).toBeNull();
    expect(sniffImage(enc.encode('GIF8'))).toBeNull();
    expect(sniffImage(new Uint8Array([0xff, 0xd8]))).toBeNull();
    expect(sniffImage(new Uint8Array())).toBeNull();
  });

  it('a truncated header is still the type, without a size', () => {
    expect(sniffImage(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00]))).toEqual({ mime: 'image/jpeg' });
  });
});
