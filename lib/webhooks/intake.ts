import { createHash } from 'node:crypto';
import { z } from 'zod';
import { verifySignature, SIGNATURE_HEADER, SIGNATURE_TOLERANCE_SEC } from './signature';
import { logId } from './log-id';
import { webhookHandlers, type WebhookEvent, type WebhookHandler } from './handlers';

/**
 * The webhook intake, free of Next.js so it can be tested as a function: checks the signature (when a secret is
 * configured), parses the event, and hands the three known kinds to their handler. Unknown kinds are answered
 * 200 and ignored, so the platform can add kinds without the site failing its deliveries.
 */
export const MAX_WEBHOOK_BYTES = 64 * 1024;

export interface IntakeOptions {
  /** CLINIC_WEBHOOK_SECRET; null: signatures are not checked (the route allows that only in demo mode or on purpose). */
  secret: string | null;
  /** Event ids already handled: a repeated delivery is acknowledged without running the handler again. */
  seen?: EventIds;
  nowSec?: number;
  handlers?: Partial<Record<string, WebhookHandler>>;
  /** The body's bytes as sent, when the caller read them: the signature is checked over these. */
  rawBytes?: Uint8Array;
}

export interface IntakeResult {
  status: number;
  body: Record<string, unknown>;
}

/**
 * The contract's ids (event, lead, conversation, message) are strings with no set alphabet: a UUID, `lead/123`, `a+b=`,
 * `6f1c 9` or `łódź-1` are all ids, and refusing one loses its event for good. Any id of 1 to 200 characters passes
 * unless it is blank or holds a control character (C0, DEL, C1); ids are handed on unchanged (an id is compared with
 * the records' ids, so it is not trimmed). Ids reach log lines only through logId (./log-id.ts), which escapes them.
 */
const MAX_ID_LENGTH = 200;
const Id = z
  .string()
  .min(1)
  .max(MAX_ID_LENGTH)
  .refine((s) => s.trim().length > 0 && !/\p{Cc}/u.test(s));

/** Claims of event ids: SeenEvents in one process, a shared store (lib/abuse/server.ts) across instances. */
export interface EventIds {
  claim(id: string): boolean | Promise<boolean>;
  release(id: string): void | Promise<void>;
}

/** How long an event id is remembered: past that, a replay fails the signature's time check anyway. */
export const EVENT_ID_TTL_MS = 2 * SIGNATURE_TOLERANCE_SEC * 1000;

/**
 * Event ids seen within the signature tolerance (a replay older than that fails the signature's time check), bounded
 * in memory. An id is claimed before its handler runs and released when it fails, so the sender's retry is handled.
 */
export class SeenEvents implements EventIds {
  private readonly ids = new Map<string, number>();
  constructor(
    private readonly ttlMs = EVENT_ID_TTL_MS,
    private readonly maxIds = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** True when the id was free (now claimed); false when it was handled or is being handled. */
  claim(id: string): boolean {
    const t = this.now();
    const until = this.ids.get(id);
    if (until !== undefined && until > t) return false;
    this.ids.delete(id);
    this.ids.set(id, t + this.ttlMs);
    for (const [k, v] of this.ids) {
      if (this.ids.size <= this.maxIds && v > t) break;
      this.ids.delete(k);
    }
    return true;
  }

  release(id: string): void {
    this.ids.delete(id);
  }

  get size(): number {
    return this.ids.size;
  }
}
const Envelope = z.object({
  id: z.string().optional(),
  type: z.string().min(1).max(100),
  // The API names the identifiers but not where they sit: read them from `data`, else from the top level.
  data: z.record(z.string(), z.unknown()).optional(),
});
const REQUIRED: Record<string, (keyof WebhookEvent)[]> = {
  'lead.created': ['leadId'],
  'message.sent': ['conversationId', 'messageId'],
  'message.received': ['conversationId', 'messageId'],
};

function idOf(source: Record<string, unknown>, fallback: Record<string, unknown>, key: string): string | null {
  const v = source[key] ?? fallback[key];
  return Id.safeParse(v).success ? (v as string) : null;
}

export async function handleWebhook(rawBody: string, headers: Headers, opts: IntakeOptions): Promise<IntakeResult> {
  if (opts.secret) {
    const check = verifySignature(opts.secret, opts.rawBytes ?? rawBody, headers.get(SIGNATURE_HEADER), opts.nowSec);
    if (!check.ok) return { status: 401, body: { error: `signature ${check.reason}` } };
  }
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    return { status: 400, body: { error: 'body is not JSON' } };
  }
  const envelope = Envelope.safeParse(json);
  if (!envelope.success)
    return { status: 400, body: { error: 'not a webhook event (expected an object with a string `type`)' } };
  const { type, data = {} } = envelope.data;
  if (envelope.data.id !== undefined && !Id.safeParse(envelope.data.id).success)
    return {
      status: 400,
      body: {
        error: `event id must be a string of 1-${MAX_ID_LENGTH} characters, not blank, without control characters`,
      },
    };
  const top = json as Record<string, unknown>;
  const handlers: Partial<Record<string, WebhookHandler>> = { ...webhookHandlers, ...opts.handlers };
  const handler = Object.hasOwn(REQUIRED, type) ? handlers[type] : undefined;
  if (!handler) return { status: 200, body: { ok: true, ignored: true } };

  const event: WebhookEvent = {
    id: envelope.data.id ?? null,
    type,
    leadId: idOf(data, top, 'leadId'),
    conversationId: idOf(data, top, 'conversationId'),
    messageId: idOf(data, top, 'messageId'),
  };
  const missing = REQUIRED[type]!.filter((k) => event[k] === null);
  if (missing.length) return { status: 400, body: { error: `${type} without ${missing.join(', ')}` } };
  // Once per event id; an event without one (the API does not promise ids) once per signed delivery: a captured
  // delivery replayed while its signature is fresh carries the same signature (a sender's retry is signed anew).
  const signature = opts.secret ? headers.get(SIGNATURE_HEADER) : null;
  const onceKey =
    event.id ?? (signature ? `sig:${createHash('sha256').update(signature).digest('hex').slice(0, 32)}` : null);
  if (onceKey && opts.seen && !(await opts.seen.claim(onceKey)))
    return { status: 200, body: { ok: true, duplicate: true } };
  try {
    await handler(event);
  } catch (err) {
    if (onceKey) await opts.seen?.release(onceKey);
    // A failed handler answers 5xx so a sender that retries can deliver again; the log names the event only.
    console.error(
      `[webhook] ${type} ${event.id === null ? '' : logId(event.id)} handler failed (${err instanceof Error ? err.name : 'error'})`,
    );
    return { status: 500, body: { error: 'handler failed' } };
  }
  return { status: 200, body: { ok: true } };
}
