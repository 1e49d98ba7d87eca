/**
 * The images of a static export: every /_img/ address the written pages name (lib/images/export-url.ts) becomes a
 * file, resized and re-encoded with sharp from the site's own file (public/) or the API's media address. Results
 * are kept in .clinic-cache/images/ by the source's bytes, so a re-export encodes only new or changed images.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import sharp from 'sharp';
import { parseExportImageUrl, type ExportImage } from '../../lib/images/export-url';

export interface ImageRunOptions {
  outDir: string;
  publicDir: string;
  cacheDir: string;
  /** At most this many encodes at once (AVIF is CPU-bound). */
  concurrency?: number;
  onDone?: (done: number, total: number, url: string) => void;
}

export interface ImageRunResult {
  made: number;
  reused: number;
  failed: { url: string; reason: string }[];
}

/** Every /_img/ address in the written pages and RSC payloads. */
export function imageUrlsIn(texts: Iterable<string>): Set<string> {
  const urls = new Set<string>();
  for (const text of texts)
    for (const m of text.matchAll(/\/_img\/[A-Za-z0-9_\-./%]+?\.w\d+q\d+\.(?:avif|webp|jpg|png)/g)) urls.add(m[0]);
  return urls;
}

export async function makeImages(urls: Iterable<string>, opts: ImageRunOptions): Promise<ImageRunResult> {
  const list = [...urls];
  const result: ImageRunResult = { made: 0, reused: 0, failed: [] };
  const sources = new Map<string, Promise<{ bytes: Buffer; width: number }>>();
  const readSource = (src: string) => {
    let p = sources.get(src);
    if (!p)
      sources.set(
        src,
        (p = loadSource(src, opts.publicDir).then(async (bytes) => ({
          bytes,
          width: (await sharp(bytes).metadata()).width ?? Infinity,
        }))),
      );
    return p;
  };
  // A srcset names widths up to 3840 for any image; past the source's own width they are all the same file, made once.
  const encodes = new Map<string, Promise<{ data: Buffer; fresh: boolean }>>();
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < list.length) {
      const url = list[next++]!;
      try {
        const image = parseExportImageUrl(url);
        if (!image) throw new Error('not an export image address');
        const source = await readSource(image.src);
        const width = Math.min(image.width, source.width);
        const key = createHash('sha256')
          .update(source.bytes)
          .update(`${width}/${image.quality}/${image.format}`)
          .digest('hex')
          .slice(0, 32);
        let file = encodes.get(key);
        if (!file)
          encodes.set(
            key,
            (file = cachedEncode(join(opts.cacheDir, `${key}.${image.format}`), () =>
              encode(source.bytes, { ...image, width }),
            )),
          );
        const { data, fresh } = await file;
        const target = join(opts.outDir, decodeURIComponent(url));
        mkdirSync(dirname(target), { recursive: true });
        writeFileSync(target, data);
        if (fresh) result.made++;
        else result.reused++;
      } catch (err) {
        result.failed.push({ url, reason: err instanceof Error ? err.message : String(err) });
      }
      opts.onDone?.(++done, list.length, url);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, opts.concurrency ?? 2) }, worker));
  return result;
}

/** The encoded file from the cache folder, or encoded now and kept there (`fresh`). */
async function cachedEncode(cached: string, make: () => Promise<Buffer>): Promise<{ data: Buffer; fresh: boolean }> {
  if (existsSync(cached)) return { data: readFileSync(cached), fresh: false };
  const data = await make();
  mkdirSync(dirname(cached), { recursive: true });
  writeFileSync(cached, data);
  return { data, fresh: true };
}

/** One width and format; never wider than the source (the srcset's larger widths then repeat the source's size). */
export function encode(bytes: Buffer, { width, quality, format }: ExportImage): Promise<Buffer> {
  const img = sharp(bytes).rotate().resize({ width, withoutEnlargement: true });
  switch (format) {
    case 'avif':
      return img.avif({ quality: Math.max(30, quality - 20), effort: 2 }).toBuffer();
    case 'webp':
      return img.webp({ quality }).toBuffer();
    case 'png':
      return img.png({ compressionLevel: 9 }).toBuffer();
    case 'jpg':
      return img.flatten({ background: '#ffffff' }).jpeg({ quality, mozjpeg: true }).toBuffer();
  }
}

async function loadSource(src: string, publicDir: string): Promise<Buffer> {
  if (src.startsWith('/')) {
    const root = resolve(publicDir);
    const file = resolve(root, `.${decodeURIComponent(src)}`);
    if (!file.startsWith(root + sep)) throw new Error(`${src} is outside public/`);
    return readFileSync(file);
  }
  const res = await fetch(src, { signal: AbortSignal.timeout(30_000) });
  if (!res.ok) throw new Error(`GET ${src} answered ${res.status}`);
  return Buffer.from(await res.arrayBuffer());
}
