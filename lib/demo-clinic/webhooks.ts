import { createHmac } from 'node:crypto';
import type { DemoEvent, DemoStore } from './store';

/**
 * The demo clinic's webhook events. The API description names the kinds and their identifiers but shows no
 * payload, delivery or signing, so what follows is THE DEMO'S OWN scheme (documented in docs/api-tools.md):
 *
 *   POST <webhook URL>   content-type: application/json
 *   X-Demo-Event: <type>        X-Demo-Event-Id: <event id>
 *   X-Demo-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, `${t}.${raw body}`)>
 *   body: {"id": "evt_…", "type": "lead.created", "createdAt": "<ISO>", "data": {"leadId": "…", …}}
 *
 * `data` carries identifiers only (leadId, conversationId, messageId, and the channel): the receiver reads the
 * records through the API with its key, so no patient data travels in a webhook. One delivery attempt with a
 * timeout; the outcome is recorded on the event in store.events (`delivered` on a 2xx, else `failed`).
 */

const WEBHOOK_SIGNATURE_HEADER = 'x-demo-signature';
/** Used when DEMO_WEBHOOK_SECRET is unset. Not a secret: it only signs the demo's made-up events. */
export const DEFAULT_DEMO_WEBHOOK_SECRET = 'demo_whsec_3b1f0c8e5a7d4f29';
const WEBHOOK_TIMEOUT_MS = 5_000;

export type DemoEventType = 'lead.created' | 'message.sent' | 'message.received';
export interface DemoEventData {
  leadId: string;
  conversationId?: string;
  messageId?: string;
  channel?: string;
}

/** Secret the demo signs with: the store's own (tests), else DEMO_WEBHOOK_SECRET, else the documented default. */
function webhookSecret(store: DemoStore): string {
  const own = store.areas.webhookSecret;
  return typeof own === 'string' && own ? own : process.env.DEMO_WEBHOOK_SECRET || DEFAULT_DEMO_WEBHOOK_SECRET;
}

/** The X-Demo-Signature value for `body` sent at `unixSeconds`. */
export function signWebhook(secret: string, body: string, unixSeconds: number): string {
  const mac = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${mac}`;
}

const deliveries = (store: DemoStore) => store.area<Set<Promise<void>>>('webhookDeliveries', () => new Set());

/**
 * Records an event and, when a webhook URL is configured, delivers it in the background. The one function other
 * areas call (e.g. POST /leads emits `lead.created` with `{leadId}`). The API call that caused the event does not
 * wait for the delivery, as a real platform answers before its webhook is called.
 */
export function emitEvent(store: DemoStore, type: DemoEventType, data: DemoEventData): DemoEvent {
  const url = typeof store.areas.webhookUrl === 'string' ? store.areas.webhookUrl : null;
  const event: DemoEvent = {
    id: store.nextId('evt'),
    type,
    at: new Date().toISOString(),
    data: { ...data },
    delivery: url ? 'pending' : 'not_configured',
  };
  store.events.push(event);
  if (url) {
    const p = deliver(url, webhookSecret(store), event).then((ok) => {
      event.delivery = ok ? 'delivered' : 'failed';
    });
    const all = deliveries(store);
    all.add(p);
    void p.finally(() => all.delete(p));
  }
  return event;
}

async function deliver(url: string, secret: string, event: DemoEvent): Promise<boolean> {
  const body = JSON.stringify({ id: event.id, type: event.type, createdAt: event.at, data: event.data });
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-demo-event': event.type,
        'x-demo-event-id': event.id,
        [WEBHOOK_SIGNATURE_HEADER]: signWebhook(secret, body, Math.floor(Date.now() / 1000)),
      },
      body,
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
      redirect: 'manual',
    });
    await res.body?.cancel();
    return res.ok;
  } catch (err) {
    // The event's kind and id only: the URL may hold a token, the payload is nobody's business in a log.
    console.warn(
      `[demo-clinic] webhook ${event.type} ${event.id} not delivered: ${err instanceof Error ? err.name : 'error'}`,
    );
    return false;
  }
}

/** Waits until every delivery started so far has finished (tests, and the control room's outbox). */
export async function flushWebhooks(store: DemoStore): Promise<void> {
  while (deliveries(store).size) await Promise.allSettled([...deliveries(store)]);
}
