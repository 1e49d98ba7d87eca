/**
 * Reads a request body as text with a hard cap, whether or not Content-Length is sent: a chunked upload stops being
 * read (and the stream is cancelled) at the first byte over the cap, so no sender can make the server buffer more.
 */
/** `text` is the body decoded as UTF-8 (a leading BOM dropped); `bytes` the body as sent, for a signature over it. */
export type CappedBody =
  { ok: true; text: string; bytes: Uint8Array } | { ok: false; reason: 'too_large' | 'unreadable' };

export async function readBodyCapped(req: Request, maxBytes: number): Promise<CappedBody> {
  const declared = Number(req.headers.get('content-length'));
  if (req.headers.has('content-length') && Number.isFinite(declared) && declared > maxBytes)
    return { ok: false, reason: 'too_large' };
  if (!req.body) return { ok: true, text: '', bytes: new Uint8Array() };
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel().catch(() => {});
        return { ok: false, reason: 'too_large' };
      }
      chunks.push(value);
    }
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
  const bytes = Buffer.concat(chunks);
  return { ok: true, text: new TextDecoder().decode(bytes), bytes };
}
