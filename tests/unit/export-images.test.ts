import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import exportImageLoader from '@/lib/images/export-loader';
import { exportImageUrl, fallbackFormat, parseExportImageUrl, srcSetWithFormat } from '@/lib/images/export-url';
import { encode, imageUrlsIn } from '@/scripts/lib/export-images';

/** The export's image addresses: what a page names is what scripts/export.ts can make, and nothing outside public/. */
describe('export image addresses', () => {
  it('round-trips a site file and a remote address', () => {
    const local = { src: '/demo/team/anna-kowalska.jpg', width: 640, quality: 75, format: 'webp' as const };
    expect(exportImageUrl(local)).toBe('/_img/l/demo/team/anna-kowalska.jpg.w640q75.webp');
    expect(parseExportImageUrl(exportImageUrl(local))).toEqual(local);
    const remote = {
      src: 'https://media.clinic.example/x/zdjęcie.png?v=2',
      width: 1080,
      quality: 70,
      format: 'avif' as const,
    };
    expect(parseExportImageUrl(exportImageUrl(remote))).toEqual(remote);
  });

  it('refuses addresses that would read outside public/ or fetch anything but https', () => {
    expect(parseExportImageUrl('/_img/l/../secrets.png.w64q75.webp')).toBeNull();
    expect(parseExportImageUrl('/_img/l/demo/../../etc/passwd.w64q75.webp')).toBeNull();
    const http = exportImageUrl({ src: 'http://insecure.example/a.jpg', width: 64, quality: 75, format: 'jpg' });
    expect(parseExportImageUrl(http)).toBeNull();
    expect(parseExportImageUrl('/demo/a.jpg')).toBeNull();
  });

  it('the loader names WebP; the other formats are the same list; PNG stays PNG for browsers without either', () => {
    expect(exportImageLoader({ src: '/demo/a.jpg', width: 384 })).toBe('/_img/l/demo/a.jpg.w384q75.webp');
    expect(srcSetWithFormat('/_img/l/a.jpg.w64q75.webp 64w, /_img/l/a.jpg.w96q75.webp 96w', 'avif')).toBe(
      '/_img/l/a.jpg.w64q75.avif 64w, /_img/l/a.jpg.w96q75.avif 96w',
    );
    expect(fallbackFormat('/demo/brand/logo.png')).toBe('png');
    expect(fallbackFormat('/demo/team/a.jpg')).toBe('jpg');
  });

  it('finds every address in pages and payloads', () => {
    const html =
      '<source srcSet="/_img/l/demo/a.jpg.w64q75.avif 64w, /_img/l/demo/a.jpg.w96q75.avif 96w"/><img src="/_img/l/demo/a.jpg.w96q75.jpg"/>';
    expect([...imageUrlsIn([html])].sort()).toEqual([
      '/_img/l/demo/a.jpg.w64q75.avif',
      '/_img/l/demo/a.jpg.w96q75.avif',
      '/_img/l/demo/a.jpg.w96q75.jpg',
    ]);
  });

  it('encodes the width asked for, in the format asked for, never wider than the source', async () => {
    const source = await sharp({ create: { width: 800, height: 400, channels: 3, background: '#3a7' } })
      .png()
      .toBuffer();
    const avif = await sharp(
      await encode(source, { src: '/x.png', width: 200, quality: 75, format: 'avif' }),
    ).metadata();
    expect([avif.format, avif.width, avif.height]).toEqual(['heif', 200, 100]);
    const jpg = await sharp(
      await encode(source, { src: '/x.png', width: 1600, quality: 75, format: 'jpg' }),
    ).metadata();
    expect([jpg.format, jpg.width]).toEqual(['jpeg', 800]);
  });
});
