import type { DemoLead, DemoStore } from '../store';
import { emitEvent } from '../webhooks';

/** Where the demo clinic's reception would receive enquiries: the clinic's e-mail from its profile. */
function receptionAddress(store: DemoStore): string {
  return store.content.site.profile?.email ?? 'recepcja@klinika-demo.invalid';
}

const line = (label: string, value: string | null | undefined) => (value ? `${label}: ${value}` : null);

/** The e-mail reception gets for a new enquiry, the same as for one from the clinic's own site (kept in the outbox). */
export function sendReceptionEmail(store: DemoStore, lead: DemoLead, at: string): void {
  const tr = lead.timeRequests.at(-1);
  // Stryker disable next-line MethodExpression,ConditionalExpression: a new lead: all its consents are from now
  const consent = lead.consents.filter((c) => c.at === at).map((c) => (c.channel === 'sms' ? 'SMS' : 'e-mail'));
  const extra = Object.entries(lead.extra).map(([k, v]) => `  ${k}: ${typeof v === 'string' ? v : JSON.stringify(v)}`);
  const text = [
    'Nowe zapytanie ze strony (API).',
    '',
    line('Imię i nazwisko', lead.name),
    line('Telefon', lead.phone),
    line('E-mail', lead.email),
    line('Wiadomość', lead.message),
    tr
      ? `Preferowane terminy (do potwierdzenia):\n${tr.windows.map((w) => `  ${w.date} ${w.from}–${w.to}`).join('\n')}` +
        (tr.service ? `\n  Zabieg: ${tr.service}` : '') +
        `\n  Lekarz: ${tr.doctor ?? 'dowolny'}`
      : null,
    consent.length ? `Zgoda marketingowa: ${consent.join(', ')}` : null,
    Object.keys(lead.tracking).length
      ? `Źródło: ${Object.entries(lead.tracking)
          .map(([k, v]) => `${k}=${v}`)
          .join(', ')}`
      : null,
    extra.length ? `Inne pola:\n${extra.join('\n')}` : null,
  ].filter((x): x is string => x !== null);
  store.emails.push({
    id: store.nextId('mail'),
    at,
    to: receptionAddress(store),
    subject: `Nowe zapytanie: ${lead.name ?? lead.phone ?? lead.email ?? 'bez danych kontaktowych'}`,
    text: text.join('\n'),
    attachments: [],
  });
}

/** Emits `lead.created` (identifiers only: `{leadId}`), delivered to the demo's webhook when one is configured. */
export function emitLeadCreated(store: DemoStore, lead: DemoLead): void {
  emitEvent(store, 'lead.created', { leadId: lead.id });
}
