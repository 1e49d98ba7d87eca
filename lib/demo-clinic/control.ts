import { readFault } from './faults';
import { json } from './http';
import type { DemoStore } from './store';
import { handleInboxControl } from './conversations/control';
import { handleEdit } from './edit';
import { GENERATED_POST_PREFIX, generatedPosts } from './fixtures/generated';

/**
 * The demo's control room (not part of the API): lets tests and the curious see what the demo clinic received
 * and flip its switches. Served only by the demo (standalone server, or the site in demo mode).
 *   GET  /__demo/outbox            e-mails and webhook events the clinic would have sent
 *   GET  /__demo/leads             the leads received (demo data only)
 *   GET  /__demo/appointments      the appointments booked
 *   POST /__demo/switches          {takeNextSlot?, takeNextDay?, noindex?, sitePublished?, outage?, hiddenPages?: string[], loseBookingAnswers?,
 *                                   fault?: {kind, status?, paths?} | null, extraPosts?: n} (faults.ts;
 *                                   extraPosts: generated posts besides the own)
 *   POST /__demo/edit              {path, title}: renames the record published at path (see edit.ts)
 *   POST /__demo/reset-switches    every switch back to how the demo started (tests reset what they flipped)
 *   GET  /__demo/requests          the API requests received: ?method=POST&path=/leads&after=<seq>
 *                                  (path with or without its /api/v1 prefix; after: only those with a higher seq)
 *   inbox triggers, audit, feedback, webhooks, uploaded media: see conversations/control.ts
 */
export async function handleControl(store: DemoStore, req: Request, op?: string): Promise<Response> {
  const url = new URL(req.url);
  const what = op ?? url.pathname.replace(/^.*\/(?:__demo|api\/demo)\//, '').replace(/\/+$/, '');
  const headers = { 'cache-control': 'no-store' };
  if (req.method === 'GET' && what === 'outbox')
    return json(200, { emails: store.emails, events: store.events }, headers);
  if (req.method === 'GET' && what === 'leads') return json(200, { leads: store.leads }, headers);
  if (req.method === 'GET' && what === 'appointments') return json(200, { appointments: store.appointments }, headers);
  if (req.method === 'GET' && what === 'switches')
    return json(200, { ...store.switches, noindex: Boolean(store.content.site.noindex) }, headers);
  if (req.method === 'POST' && what === 'reset-switches') {
    store.resetSwitches();
    return json(200, { ...store.switches, noindex: Boolean(store.content.site.noindex) }, headers);
  }
  if (req.method === 'GET' && what === 'requests') return json(200, requestLog(store, url.searchParams), headers);
  if (req.method === 'POST' && what === 'switches') {
    const body = (await req.json().catch(() => ({}))) as Record<string, unknown>;
    if (typeof body.takeNextSlot === 'boolean') store.switches.takeNextSlot = body.takeNextSlot;
    if (typeof body.takeNextDay === 'boolean') store.switches.takeNextDay = body.takeNextDay;
    if (typeof body.sitePublished === 'boolean') store.switches.sitePublished = body.sitePublished;
    if (typeof body.outage === 'boolean') store.switches.outage = body.outage;
    if (typeof body.loseBookingAnswers === 'boolean') store.switches.loseBookingAnswers = body.loseBookingAnswers;
    const fault = readFault(body.fault);
    if (fault !== undefined) store.switches.fault = fault;
    if (typeof body.noindex === 'boolean') store.content.site.noindex = body.noindex;
    // `extraPosts`: that many generated posts published besides the clinic's own (a paged posts index); reset removes them.
    if (typeof body.extraPosts === 'number' && Number.isInteger(body.extraPosts) && body.extraPosts >= 0)
      store.content.posts = [
        ...store.content.posts.filter((p) => !p.id.startsWith(GENERATED_POST_PREFIX)),
        ...generatedPosts(Math.min(body.extraPosts, 1000)),
      ];
    if (Array.isArray(body.hiddenPages))
      store.switches.hiddenPages = body.hiddenPages.filter((p): p is string => typeof p === 'string').slice(0, 20);
    return json(200, { ...store.switches, noindex: Boolean(store.content.site.noindex) }, headers);
  }
  if (req.method === 'POST' && what === 'edit') return handleEdit(store, req);
  const inboxAnswer = await handleInboxControl(store, req, what);
  if (inboxAnswer) return inboxAnswer;
  return json(404, { error: 'Nieznana operacja panelu demo.' }, headers);
}

/** The request log, filtered; `last` is the newest seq, for a later `after=` (a test marks, acts, then counts). */
function requestLog(store: DemoStore, q: URLSearchParams) {
  const method = q.get('method')?.toUpperCase();
  const path = q.get('path');
  const after = Number(q.get('after') ?? 0) || 0;
  const samePath = (p: string) => p === path || p.replace(/^(?:\/api)?\/v1(?=\/)/, '') === path;
  const requests = store.requests.filter(
    (r) => r.seq > after && (!method || r.method === method) && (!path || samePath(r.path)),
  );
  return { last: store.requestSeq, requests };
}
