import type { ClinicClient } from './client';
import { assertPageLimit, type PageQuery } from './conversations';
import * as S from './schemas';

/** Locations change rarely; the API lets clients cache GET answers for a minute. */
const LOCATIONS_REVALIDATE = 60;

/** GET /locations: the clinic's locations; the one with `primary` also takes conversations of unknown location. */
export async function getLocations(client: ClinicClient) {
  return (
    await client.request('/locations', {
      revalidate: LOCATIONS_REVALIDATE,
      tags: ['clinic-locations'],
      schema: S.LocationsResponse,
    })
  ).locations;
}

/** GET /media: one page of the media library, newest first. */
export function listMedia(client: ClinicClient, q: PageQuery = {}) {
  assertPageLimit(q.limit);
  return client.request('/media', { query: { cursor: q.cursor, limit: q.limit }, schema: S.MediaPage });
}

/** The API takes images up to 10 MB. */
export const MEDIA_MAX_BYTES = 10 * 1024 * 1024;

export interface MediaUpload {
  /** The file's bytes (a Blob or File; a Buffer/Uint8Array is wrapped). */
  data: Blob | Uint8Array;
  filename: string;
  /** Alternative text; omit when the image is decorative or the text will be written later. */
  alt?: string;
  /** Content type to declare; the API checks the bytes anyway. */
  mime?: string;
}

/** POST /media: uploads one image (multipart field `file`, optional `alt`); 400 `invalid_file` for non-images or over 10 MB. */
export async function uploadMedia(client: ClinicClient, upload: MediaUpload) {
  const blob =
    upload.data instanceof Blob
      ? upload.data
      : new Blob([upload.data as Uint8Array<ArrayBuffer>], { type: upload.mime ?? 'application/octet-stream' });
  const form = new FormData();
  form.set('file', blob, upload.filename);
  if (upload.alt?.trim()) form.set('alt', upload.alt.trim());
  // A longer timeout: 10 MB over a slow uplink takes a while. Not retried: a repeat would store the file twice.
  return (await client.request('/media', { method: 'POST', body: form, schema: S.MediaUploaded, timeoutMs: 60_000 }))
    .media;
}

/**
 * POST /feedback: a remark about the site or the API for the platform team. It must never carry patient data.
 * Over the hourly limit (20 per source) the API answers 429 `feedback_rate_limited` with a Retry-After of up to an hour.
 */
export async function sendFeedback(client: ClinicClient, input: S.FeedbackInput) {
  const body = S.FeedbackInput.parse(input);
  return client.request('/feedback', { method: 'POST', body, schema: S.FeedbackAccepted });
}
