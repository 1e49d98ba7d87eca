import { sniffImage } from '../../clinic-api/image-type';
import type { DemoContext, DemoRoute } from '../context';
import { locationsOf } from '../conversations/locations';
import { decodeCursor, newestFirst, pageOf, parseLimit } from '../conversations/paging';
import { apiError, CACHE_CONTENT, isPlainObject, ok, readJson } from '../http';

/**
 * GET /locations, GET and POST /media and POST /feedback, in the shapes of the starter's API assumptions (the API
 * description shows only their method and path). GET /booking/appointments lives with the booking routes.
 */

const MEDIA_MAX_BYTES = 10 * 1024 * 1024;
/** Feedback: 20 remarks an hour per clinic, counted separately per source. */
const FEEDBACK_PER_HOUR = 20;
const HOUR_MS = 60 * 60 * 1000;

export interface DemoMediaFile {
  id: string;
  clinicId: string;
  filename: string;
  mime: string;
  size: number;
  alt: string | null;
  width?: number;
  height?: number;
  createdAt: string;
  /** The uploaded bytes, served back by the control room at /__demo/media/<id>. */
  bytes: Uint8Array;
}

export interface DemoRemark {
  clinicId: string;
  source: 'site' | 'api';
  at: number;
  message: string;
  pageUrl: string | null;
}

/** The demo's media library: what was uploaded in this process (it starts empty). */
export const mediaLibrary = (ctx: { store: DemoContext['store'] }) =>
  ctx.store.area<DemoMediaFile[]>('media', () => []);
export const feedbackBox = (ctx: { store: DemoContext['store'] }) => ctx.store.area<DemoRemark[]>('feedback', () => []);

function mediaView(f: DemoMediaFile, origin: string) {
  return {
    id: f.id,
    url: `${origin}/__demo/media/${f.id}`,
    focalX: null,
    focalY: null,
    alt: f.alt,
    ...(f.width && f.height ? { width: f.width, height: f.height } : {}),
    aiGenerated: false,
    filename: f.filename,
    mime: f.mime,
    size: f.size,
    createdAt: f.createdAt,
  };
}

/** A file name without any path or control characters, as the library shows it. */
function cleanFilename(name: string, mime: string): string {
  const base = name
    .split(/[\\/]/)
    .pop()!
    .replace(/[\u0000-\u001f\u007f"]/g, '')
    .trim()
    .slice(0, 200);
  return base || `upload.${mime.split('/')[1]}`;
}

const invalidFile = (error: string) => apiError(400, error, 'invalid_file');

async function uploadMedia(ctx: DemoContext): Promise<Response> {
  const type = ctx.req.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data/i.test(type))
    return apiError(400, 'Wyślij plik jako multipart/form-data w polu file.', 'invalid_body');
  // Refuse an obviously oversized body before reading it (some room for the multipart framing).
  const declared = Number(ctx.req.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > MEDIA_MAX_BYTES + 64 * 1024)
    return invalidFile('Plik jest większy niż 10 MB.');
  let form: FormData;
  try {
    form = await ctx.req.formData();
  } catch {
    return apiError(400, 'Nie udało się odczytać formularza multipart.', 'invalid_body');
  }
  const file = form.get('file');
  if (!(file instanceof Blob)) return apiError(400, 'Brak pliku w polu file.', 'invalid_body');
  if (file.size === 0) return invalidFile('Plik jest pusty.');
  if (file.size > MEDIA_MAX_BYTES) return invalidFile('Plik jest większy niż 10 MB.');
  const bytes = new Uint8Array(await file.arrayBuffer());
  // The bytes decide, not the name or the declared type.
  const image = sniffImage(bytes);
  if (!image) return invalidFile('To nie jest obraz (dozwolone: JPEG, PNG, GIF, WebP, AVIF).');
  const altRaw = form.get('alt');
  const alt = typeof altRaw === 'string' && altRaw.trim() ? altRaw.trim().slice(0, 500) : null;
  const record: DemoMediaFile = {
    id: ctx.store.nextId('med'),
    clinicId: ctx.key.clinicId,
    filename: cleanFilename('name' in file ? String(file.name) : '', image.mime),
    mime: image.mime,
    size: bytes.byteLength,
    alt,
    width: image.width,
    height: image.height,
    createdAt: new Date(ctx.now()).toISOString(),
    bytes,
  };
  mediaLibrary(ctx).push(record);
  return ok({ media: mediaView(record, ctx.mediaOrigin) }, undefined, 201);
}

function listMedia(ctx: DemoContext): Response {
  const limit = parseLimit(ctx.url.searchParams.get('limit'));
  if (limit === null) return apiError(400, 'Parametr limit musi być liczbą całkowitą od 1 do 100.', 'invalid_query');
  const cursorRaw = ctx.url.searchParams.get('cursor');
  const after = cursorRaw ? decodeCursor(cursorRaw) : null;
  if (cursorRaw && !after) return apiError(400, 'Nieprawidłowy kursor.', 'invalid_query');
  const key = (f: DemoMediaFile) => ({ t: Date.parse(f.createdAt), id: f.id });
  const mine = mediaLibrary(ctx)
    .filter((f) => f.clinicId === ctx.key.clinicId)
    .sort((a, b) => newestFirst(key(a), key(b)));
  const page = pageOf(mine, key, after, limit);
  return ok(
    { media: page.items.map((f) => mediaView(f, ctx.mediaOrigin)), nextCursor: page.nextCursor },
    CACHE_CONTENT,
  );
}

async function sendFeedback(ctx: DemoContext): Promise<Response> {
  const parsed = await readJson(ctx.req);
  if (!parsed.ok) return apiError(400, 'Treść zapytania nie jest poprawnym JSON-em.', 'invalid_json');
  const body = parsed.value;
  if (!isPlainObject(body)) return apiError(400, 'Treść zapytania musi być obiektem JSON.', 'invalid_body');
  const message = typeof body.message === 'string' ? body.message.trim() : '';
  if (message.length < 1 || message.length > 2000)
    return apiError(400, 'Pole message musi mieć od 1 do 2000 znaków.', 'invalid_body');
  if (body.pageUrl !== undefined && (typeof body.pageUrl !== 'string' || body.pageUrl.length > 2000))
    return apiError(400, 'Pole pageUrl musi być tekstem.', 'invalid_body');
  if (body.source !== undefined && body.source !== 'site' && body.source !== 'api')
    return apiError(400, 'Pole source przyjmuje wartości site lub api.', 'invalid_body');
  const source = (body.source as 'site' | 'api' | undefined) ?? 'api';

  const now = ctx.now();
  const box = feedbackBox(ctx);
  const recent = box.filter((r) => r.clinicId === ctx.key.clinicId && r.source === source && now - r.at < HOUR_MS);
  if (recent.length >= FEEDBACK_PER_HOUR) {
    // Wait until the oldest remark of the hour drops out of the window.
    const retryAfter = Math.max(1, Math.ceil((Math.min(...recent.map((r) => r.at)) + HOUR_MS - now) / 1000));
    return apiError(
      429,
      'Limit uwag na tę godzinę został wyczerpany. Spróbuj ponownie później.',
      'feedback_rate_limited',
      {},
      { 'retry-after': String(retryAfter) },
    );
  }
  box.push({
    clinicId: ctx.key.clinicId,
    source,
    at: now,
    message,
    pageUrl: typeof body.pageUrl === 'string' ? body.pageUrl : null,
  });
  return ok({ ok: true }, undefined, 201);
}

export const platformRoutes: DemoRoute[] = [
  {
    method: 'GET',
    pattern: '/locations',
    handle: (ctx) => ok({ locations: locationsOf(ctx.store, ctx.key.clinicId) }, CACHE_CONTENT),
  },
  { method: 'GET', pattern: '/media', handle: listMedia },
  { method: 'POST', pattern: '/media', handle: uploadMedia },
  { method: 'POST', pattern: '/feedback', handle: sendFeedback },
];
