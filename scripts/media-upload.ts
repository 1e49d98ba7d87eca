/**
 * npm run media-upload -- <folder> [--recursive] [--dry-run] [--url … --key … | --demo]
 * Uploads a folder's images to the clinic's media library (POST /media), with a progress bar. Files are recognised
 * by their bytes (JPEG, PNG, GIF, WebP, AVIF); anything else, and images over 10 MB, are skipped with a note.
 * Alt text: from a sidecar file next to the image (`photo.jpg.txt`), else none (write it in the panel later).
 */
import { open, readdir, readFile, stat } from 'node:fs/promises';
import { basename, join, relative } from 'node:path';
import { ClinicApiError } from '../lib/clinic-api/errors';
import { sniffImage } from '../lib/clinic-api/image-type';
import { MEDIA_MAX_BYTES, uploadMedia } from '../lib/clinic-api/platform';
import { sleep } from '../lib/clinic-api/pacing';
import type { MediaItem } from '../lib/clinic-api/schemas';
import type { ClinicClient } from '../lib/clinic-api/client';
import { createProgress, watchRateWindow } from '../lib/progress';
import { CONNECTION_HELP, connect, EXIT, explain, fail, loadEnvFiles, parseCli } from './lib/cli';

const USAGE = `Usage: npm run media-upload -- <folder> [--recursive] [--dry-run]

  <folder>          the images to upload (non-images are skipped with a note)
  --recursive       include sub-folders
  --dry-run         list what would be uploaded, send nothing
  Alt text: put it in a sidecar file next to the image, e.g. photo.jpg.txt

${CONNECTION_HELP}`;

const SIDECAR = '.txt';

/** The first bytes of a file: enough to recognise an image without reading a folder of photos into memory. */
async function head(path: string, bytes = 4096): Promise<Uint8Array> {
  const fh = await open(path, 'r');
  try {
    const buf = new Uint8Array(bytes);
    const { bytesRead } = await fh.read(buf, 0, bytes, 0);
    return buf.subarray(0, bytesRead);
  } finally {
    await fh.close();
  }
}

async function listFiles(dir: string, recursive: boolean): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const out: string[] = [];
  for (const e of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    if (e.name.startsWith('.')) continue;
    const path = join(dir, e.name);
    if (e.isDirectory()) {
      if (recursive) out.push(...(await listFiles(path, true)));
    } else if (e.isFile()) out.push(path);
  }
  return out;
}

/** One upload; a 429 means the file was not taken, so it is sent again once after the wait the API asks for. */
async function upload(
  client: ClinicClient,
  data: Uint8Array,
  filename: string,
  alt: string | undefined,
  mime: string,
): Promise<MediaItem> {
  try {
    return await uploadMedia(client, { data, filename, alt, mime });
  } catch (err) {
    if (!(err instanceof ClinicApiError) || err.status !== 429 || (err.retryAfter ?? 60) > 120) throw err;
    await sleep((err.retryAfter ?? 60) * 1000);
    return uploadMedia(client, { data, filename, alt, mime });
  }
}

async function main() {
  loadEnvFiles();
  const { values, positionals } = parseCli(
    { recursive: { type: 'boolean', default: false }, 'dry-run': { type: 'boolean', default: false } },
    USAGE,
  );
  const folder = positionals[0];
  if (!folder || positionals.length > 1) fail(`Name one folder to upload.\n\n${USAGE}`, EXIT.usage);
  const info = await stat(folder).catch(() => null);
  if (!info?.isDirectory()) fail(`${folder} is not a folder.`, EXIT.usage);

  const files = await listFiles(folder, values.recursive);
  const sidecars = new Set(files.filter((f) => f.endsWith(SIDECAR) && files.includes(f.slice(0, -SIDECAR.length))));
  const images: { path: string; mime: string; alt?: string }[] = [];
  let skipped = 0;
  for (const path of files) {
    if (sidecars.has(path)) continue;
    const name = relative(folder, path);
    const size = (await stat(path)).size;
    if (size > MEDIA_MAX_BYTES) {
      console.log(`  skipped ${name}: ${(size / 1024 / 1024).toFixed(1)} MB is over the 10 MB limit`);
      skipped += 1;
      continue;
    }
    const image = sniffImage(await head(path));
    if (!image) {
      console.log(`  skipped ${name}: not an image (JPEG, PNG, GIF, WebP or AVIF)`);
      skipped += 1;
      continue;
    }
    const alt = sidecars.has(path + SIDECAR) ? (await readFile(path + SIDECAR, 'utf8')).trim() || undefined : undefined;
    images.push({ path, mime: image.mime, alt });
  }
  if (!images.length) fail(`No images to upload in ${folder}${skipped ? ` (${skipped} file(s) skipped)` : ''}.`);
  if (values['dry-run']) {
    for (const i of images)
      console.log(`  would upload ${relative(folder, i.path)} (${i.mime}${i.alt ? ', with alt text' : ''})`);
    console.log(`${images.length} image(s) would be uploaded, ${skipped} skipped.`);
    return;
  }

  const conn = await connect(values);
  const bar = createProgress({ total: images.length, unit: 'images' });
  const stopWatching = watchRateWindow(() => conn.client.gate.holdMs(), bar);
  let uploaded = 0;
  let failed = 0;
  for (const [i, img] of images.entries()) {
    const name = relative(folder, img.path);
    try {
      const data = new Uint8Array(await readFile(img.path));
      const item = await upload(conn.client, data, basename(img.path), img.alt, img.mime);
      uploaded += 1;
      if (!process.stdout.isTTY) bar.note(`  uploaded ${name} → ${item.id}`);
    } catch (err) {
      failed += 1;
      bar.note(`  failed ${name}: ${explain(err, conn.baseUrl)}`);
      // A rejected key or an unreachable server fails every other file the same way: stop here.
      if (err instanceof ClinicApiError && (err.status === 401 || err.status === 0)) {
        stopWatching();
        bar.end();
        await conn.close();
        fail(explain(err, conn.baseUrl));
      }
    }
    bar.update(i + 1, name);
  }
  stopWatching();
  bar.end();
  await conn.close();
  console.log(`${failed ? '✗' : '✓'} ${uploaded} uploaded, ${skipped} skipped, ${failed} failed.`);
  if (failed) process.exit(EXIT.failed);
}

main().catch((err) => fail(err instanceof Error ? err.message : String(err)));
