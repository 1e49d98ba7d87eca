/**
 * npm run check-api [-- --url … --key … | --demo] [--json]
 * Checks a clinic API key and reports what the server offers: key valid, clinic name, the minor-version features
 * the server answers with, the conversation scopes, the rate-limit headroom and the number of published pages.
 * It reads only, and never sends a message (the write probe is a request the API must refuse as invalid).
 */
import { ClinicApiError } from '../lib/clinic-api/errors';
import { isPageKind } from '../lib/clinic-api/schemas';
import type { ClinicClient } from '../lib/clinic-api/client';
import { CONNECTION_HELP, connect, EXIT, explain, fail, loadEnvFiles, parseCli, rateLimitOf } from './lib/cli';

const USAGE = `Usage: npm run check-api -- [--url <address> --key <key> | --demo] [--json]

${CONNECTION_HELP}
  --json            print the report as JSON`;

type Verdict = 'yes' | 'no' | 'unknown';
interface Feature {
  version: string;
  what: string;
  verdict: Verdict;
  note?: string;
  /** What the site does with the feature, and what it does instead when the server lacks it. */
  site?: { uses: string; without: string };
}

interface Probe {
  status: number;
  code?: string;
  json?: unknown;
  res?: Response;
}

/** One GET (or POST) whose refusal is an answer too: the status and code are what the report needs. */
async function probe(
  client: ClinicClient,
  path: string,
  init: { method?: 'GET' | 'POST'; body?: unknown; query?: Record<string, string> } = {},
): Promise<Probe> {
  try {
    const res = await client.raw(path, init);
    return { status: res.status, json: await res.json().catch(() => undefined), res };
  } catch (err) {
    if (
      err instanceof ClinicApiError &&
      err.status !== 0 &&
      err.status !== 401 &&
      err.status !== 429 &&
      err.status < 500
    )
      return { status: err.status, code: err.code };
    throw err;
  }
}

/** The address answers, but not as the clinic API: the message says what it answered. */
class NotTheApi extends Error {}

const has = (obj: unknown, key: string) => typeof obj === 'object' && obj !== null && key in obj;

async function main() {
  loadEnvFiles();
  const { values } = parseCli({ json: { type: 'boolean', default: false } }, USAGE);
  const conn = await connect(values);
  const { client, baseUrl } = conn;
  try {
    await report(client, baseUrl, values.json);
  } catch (err) {
    await conn.close();
    fail(err instanceof NotTheApi ? err.message : explain(err, baseUrl), EXIT.failed);
  }
  await conn.close();
}

async function report(client: ClinicClient, baseUrl: string, json: boolean) {
  const say = json ? () => {} : (line: string) => console.log(line);
  say(`Checking ${baseUrl}`);
  // GET /pages exists since 1.0: the key's test, and the page count.
  const pages = await probe(client, '/pages');
  const pageList = (pages.json as { pages?: { type?: unknown; path?: unknown }[] })?.pages;
  // Only an answer of the API proves the key: a 404 or 403 (another service at that address, a path without /api/v1)
  // or a 200 that is not GET /pages' body must not pass for "key accepted".
  if (pages.status !== 200 || !Array.isArray(pageList)) {
    throw new NotTheApi(
      pages.status !== 200
        ? `GET /pages answered ${pages.status}${pages.code ? ` (${pages.code})` : ''} at ${baseUrl}: not the clinic API, or not its address (CLINIC_API_URL or --url ends with /api/v1)`
        : `GET /pages at ${baseUrl} answered 200 without a list of pages: not the clinic API's address (CLINIC_API_URL or --url ends with /api/v1)`,
    );
  }
  const pageCount = Array.isArray(pageList) ? pageList.length : null;
  const unsupported = (Array.isArray(pageList) ? pageList : []).filter(
    (p) => typeof p.type !== 'string' || !isPageKind(p.type),
  );
  let last = pages.res;

  const siteAnswer = await probe(client, '/site');
  let site: unknown = (siteAnswer.json as { site?: unknown })?.site;
  const siteNote =
    siteAnswer.status === 404
      ? 'GET /site answered 404: a server older than 1.4, or the site is not published'
      : undefined;
  if (!site) site = ((await probe(client, '/content', { query: { path: '/' } })).json as { site?: unknown })?.site;
  const name = has(site, 'name') ? String((site as { name: unknown }).name) : null;
  say(`✓ Key accepted${name ? `: clinic "${name}"` : ''}`);

  const services = await probe(client, '/services');
  const catalog = await probe(client, '/booking/catalog');
  const privacy = await probe(client, '/privacy');
  const catalogServices = (catalog.json as { services?: unknown[] })?.services ?? [];
  const list = await probe(client, '/conversations', { query: { limit: '1' } });
  last = list.res ?? privacy.res ?? catalog.res ?? last;

  const yesNo = (v: boolean): Verdict => (v ? 'yes' : 'no');
  const features: Feature[] = [
    {
      version: '1.1',
      what: 'entity endpoints (GET /services …)',
      verdict: yesNo(services.status === 200),
      site: {
        uses: 'the enquiry form lists treatments and doctors from GET /services and GET /doctors',
        without: 'the form lists come from the treatments and team index pages (GET /content)',
      },
    },
    {
      version: '1.3',
      what: 'booking catalog (GET /booking/catalog)',
      verdict: yesNo(catalog.status === 200),
      site: {
        uses: 'online booking at /umow-wizyte',
        without: 'the booking page offers the phone and the enquiry form',
      },
    },
    {
      version: '1.4',
      what: 'site endpoint and profile',
      verdict: site ? yesNo(has(site, 'profile')) : 'unknown',
      note: siteNote,
      site: {
        uses: 'GET /site for pages without content (404, booking, privacy); contacts, hours, logo from the profile',
        without: 'the site object comes from GET /content; no contacts, hours or logo in the frame',
      },
    },
    {
      version: '1.5',
      what: 'noindex',
      verdict: site ? yesNo(has(site, 'noindex')) : 'unknown',
      site: {
        uses: 'noindex keeps the site out of search engines when the clinic asks',
        without: 'the site is always open to search engines',
      },
    },
    {
      version: '1.7',
      what: 'privacy notice (GET /privacy)',
      verdict: yesNo(privacy.status === 200),
      site: {
        uses: 'forms send the clause version and offer the marketing box; /polityka-prywatnosci shows the clause',
        without:
          'forms send no clause version and offer no marketing box; /polityka-prywatnosci names the controller only',
      },
    },
    {
      version: '1.8',
      what: 'nfz on booking services',
      verdict: catalogServices.length ? yesNo(catalogServices.some((s) => has(s, 'nfz'))) : 'unknown',
      note: catalogServices.length ? undefined : 'no booking services to look at',
      site: { uses: 'NFZ services are offered by phone only', without: 'every booking service is offered online' },
    },
    {
      version: '1.9',
      what: 'time requests with leads',
      verdict: 'unknown',
      note: 'shows only in the answer to a new lead; not created by a check',
    },
    {
      version: '1.14',
      what: 'conversations',
      verdict: yesNo(list.status !== 404),
      note: list.code === 'feature_disabled' ? 'switched off for this clinic' : undefined,
    },
  ];

  // Scopes. Read: the list itself. Write: a send with both text and templateId, which the API must refuse with
  // 400 invalid_body when the key may send, and 403 missing_scope when not. Nothing is ever sent.
  const read: Verdict = list.status === 200 ? 'yes' : list.code === 'missing_scope' ? 'no' : 'unknown';
  const firstId = (list.json as { conversations?: { id: string }[] })?.conversations?.[0]?.id;
  let write: Verdict = 'unknown';
  let writeNote = '';
  if (list.status !== 404) {
    const target = firstId ?? 'check-api-probe';
    const p = await probe(client, `/conversations/${encodeURIComponent(target)}/messages`, {
      method: 'POST',
      body: { channel: 'chat', text: 'check-api', templateId: 'check-api' },
    });
    if (p.code === 'missing_scope') write = 'no';
    else if (p.status === 400 && p.code === 'invalid_body') write = 'yes';
    else if (p.status === 404) writeNote = ' (no conversation to probe with: the made-up id was not found)';
    else writeNote = ` (the probe was answered ${p.status}${p.code ? ` ${p.code}` : ''})`;
  }

  const rate = last ? rateLimitOf(last) : null;
  const report = {
    baseUrl,
    keyValid: true,
    clinic: name,
    features,
    unsupportedPages: unsupported.map((p) => ({ path: p.path, type: p.type })),
    scopes: { 'conversations:read': read, 'conversations:write': write },
    rateLimit: rate,
    publishedPages: pageCount,
  };
  if (json) {
    console.log(JSON.stringify(report, null, 2));
    return;
  }
  const mark = (v: Verdict) => (v === 'yes' ? '✓' : v === 'no' ? '✗' : '?');
  say('Features the server answers with:');
  for (const f of features) say(`  ${mark(f.verdict)} ${f.version.padEnd(5)} ${f.what}${f.note ? `: ${f.note}` : ''}`);
  say('Conversation scopes:');
  say(`  ${mark(read)} conversations:read${list.code === 'feature_disabled' ? ' (conversations switched off)' : ''}`);
  say(`  ${mark(write)} conversations:write${writeNote}`);
  say(
    rate
      ? `Rate limit: ${rate.remaining} of ${rate.limit} requests left in this window (resets in ${rate.resetSec} s)`
      : 'Rate limit: the server sent no RateLimit headers',
  );
  say('What the site will do:');
  for (const f of features) {
    if (!f.site || f.verdict === 'unknown') continue;
    say(
      f.verdict === 'yes'
        ? `  uses      ${f.version.padEnd(5)} ${f.site.uses}`
        : `  degrades  ${f.version.padEnd(5)} ${f.site.without}`,
    );
  }
  if (unsupported.length) {
    const kinds = [...new Set(unsupported.map((p) => String(p.type)))].join(', ');
    say(
      `  leaves out ${unsupported.length} published page(s) of kinds it does not render (${kinds}): no pre-render, no sitemap entry, 404`,
    );
  }
  say(`Published pages: ${pageCount ?? 'unknown'}`);
}

main().catch((err) => fail(err instanceof Error ? err.message : String(err), EXIT.failed));
