import type { Channel } from '../../clinic-api/schemas';
import type { DemoLead, DemoStore } from '../store';
import type { ClinicInboxConfig, DemoConversation, DemoMessage, DemoTemplate, InboxState } from './types';

/**
 * The demo inbox: made-up Polish patients (phone numbers from the mobile ranges, e-mail on example.com) whose
 * conversations cover all five channels and the rules worth trying: an open and a closed 24-hour window, an
 * opt-out, a chat lead, a lead without messages, an archived lead, an echo from the phone app, a failed SMS.
 * Times are relative to the moment the inbox is first used, so the windows behave the same on every run.
 */

type Att = { filename: string; mime: string; size: number };
type SeedMessage = {
  ago: number; // minutes before now
  ch: Channel;
  dir: 'inbound' | 'outbound' | 'outbound_echo';
  text: string | null;
  status?: 'queued' | 'sent' | 'delivered' | 'read' | 'failed';
  unread?: boolean;
  subject?: string;
  attachments?: Att[];
  enquiry?: boolean;
};
type SeedLead = Pick<DemoLead, 'name' | 'phone' | 'email' | 'message' | 'source' | 'stage' | 'locationId'> & {
  clinicId?: string;
  createdAgo: number;
  updatedAgo?: number;
  archived?: boolean;
  optedOut?: Channel[];
  closed?: boolean;
  igUserId?: string;
  messages: SeedMessage[];
};

const DAY = 24 * 60;

const SEEDS: SeedLead[] = [
  {
    name: 'Anna Kowalska',
    phone: '+48 601 234 567',
    email: 'anna.kowalska@example.com',
    source: 'form',
    stage: 'new',
    locationId: 'loc_centrum',
    createdAgo: DAY + 120,
    message:
      'Dzień dobry, chciałabym zapytać o koszt implantu zęba trzonowego i czy możliwa jest konsultacja w przyszłym tygodniu.',
    messages: [
      {
        ago: 180,
        ch: 'whatsapp',
        dir: 'inbound',
        text: 'Dzień dobry, wysłałam wczoraj formularz. Czy ktoś mógłby oddzwonić po 16:00?',
      },
      {
        ago: 170,
        ch: 'whatsapp',
        dir: 'outbound',
        status: 'read',
        text: 'Dzień dobry Pani Anno, oczywiście, zadzwonimy dziś po 16:00. Konsultacja implantologiczna kosztuje 200 zł i jest odliczana od kosztu leczenia.',
      },
      { ago: 40, ch: 'whatsapp', dir: 'inbound', text: 'Dziękuję, czekam na telefon.', unread: true },
    ],
  },
  {
    name: 'Piotr Nowak',
    phone: '+48 602 345 678',
    email: null,
    source: 'form',
    stage: 'scheduled',
    locationId: 'loc_kazimierz',
    createdAgo: 4 * DAY,
    updatedAgo: 3 * DAY,
    message: 'Proszę o wolny termin na higienizację, najlepiej rano.',
    messages: [
      {
        ago: 3 * DAY,
        ch: 'sms',
        dir: 'outbound',
        status: 'delivered',
        text: 'Dzień dobry, potwierdzamy wizytę higienizacyjną w czwartek o 10:30 w gabinecie na Kazimierzu (ul. Starowiślna 60).',
      },
      { ago: 3 * DAY - 12, ch: 'sms', dir: 'inbound', text: 'Potwierdzam, dziękuję.' },
      {
        ago: DAY,
        ch: 'sms',
        dir: 'outbound',
        status: 'sent',
        text: 'Przypominamy o jutrzejszej wizycie o 10:30. W razie zmiany planów prosimy o odpowiedź na tę wiadomość.',
      },
    ],
  },
  {
    name: 'Magdalena Wiśniewska',
    phone: null,
    email: null,
    source: 'inbound',
    stage: 'new',
    locationId: null,
    createdAgo: 31 * 60,
    igUserId: 'ig_17841400000001',
    message: null,
    messages: [
      { ago: 30 * 60, ch: 'instagram', dir: 'inbound', text: 'Hej! Ile kosztuje wybielanie nakładkowe? 😊' },
      {
        ago: 29 * 60,
        ch: 'instagram',
        dir: 'outbound',
        status: 'read',
        text: 'Dzień dobry! Wybielanie nakładkowe kosztuje od 900 zł, w cenie są nakładki i żel na dwa tygodnie. Zapraszamy na bezpłatną konsultację.',
      },
    ],
  },
  {
    name: 'Tomasz Wójcik',
    phone: '+48 603 456 789',
    email: 'tomasz.wojcik@example.com',
    source: 'chat',
    stage: 'new',
    locationId: 'loc_centrum',
    createdAgo: 50,
    message: 'Dzień dobry, czy przyjmujecie dzieci w wieku 5 lat? Syn bardzo boi się dentysty.',
    messages: [
      {
        ago: 50,
        ch: 'chat',
        dir: 'inbound',
        enquiry: true,
        text: 'Dzień dobry, czy przyjmujecie dzieci w wieku 5 lat? Syn bardzo boi się dentysty.',
      },
      {
        ago: 45,
        ch: 'chat',
        dir: 'outbound',
        status: 'read',
        text: 'Dzień dobry! Tak, przyjmujemy dzieci od 3. roku życia. Pierwsza wizyta to spokojne oswojenie z gabinetem, bez leczenia.',
      },
      { ago: 10, ch: 'chat', dir: 'inbound', text: 'Super, a czy w soboty też przyjmujecie?', unread: true },
    ],
  },
  {
    name: 'Katarzyna Kamińska',
    phone: '+48 604 567 890',
    email: 'katarzyna.kaminska@example.com',
    source: 'form',
    stage: 'visited',
    locationId: 'loc_centrum',
    createdAgo: 9 * DAY,
    updatedAgo: 2 * DAY,
    optedOut: ['sms'],
    closed: true,
    message: 'Proszę o wycenę leczenia kanałowego zęba 36.',
    messages: [
      {
        ago: 5 * DAY,
        ch: 'email',
        dir: 'inbound',
        subject: 'Skierowanie i zdjęcie RTG',
        text: 'Dzień dobry, w załączniku przesyłam skierowanie i zdjęcie pantomograficzne. Pozdrawiam, Katarzyna Kamińska',
        attachments: [
          { filename: 'skierowanie.pdf', mime: 'application/pdf', size: 184_320 },
          { filename: 'pantomogram.jpg', mime: 'image/jpeg', size: 912_384 },
        ],
      },
      {
        ago: 5 * DAY - 90,
        ch: 'email',
        dir: 'outbound',
        status: 'delivered',
        subject: 'Re: Skierowanie i zdjęcie RTG',
        text: 'Dzień dobry, dziękujemy za dokumenty. Wycenę przygotujemy po konsultacji; proponujemy wtorek o 12:00.',
      },
    ],
  },
  {
    name: 'Michał Lewandowski',
    phone: '+48 605 678 901',
    email: 'michal.lewandowski@example.com',
    source: 'manual',
    stage: 'not_interested',
    locationId: 'loc_centrum',
    createdAgo: 40 * DAY,
    updatedAgo: 20 * DAY,
    optedOut: ['sms', 'email', 'whatsapp'],
    closed: true,
    message: null,
    messages: [
      {
        ago: 20 * DAY,
        ch: 'sms',
        dir: 'outbound',
        status: 'delivered',
        text: 'Dzień dobry, minął rok od ostatniego przeglądu. Zapraszamy na wizytę kontrolną.',
      },
      { ago: 20 * DAY - 30, ch: 'sms', dir: 'inbound', text: 'STOP' },
    ],
  },
  {
    name: 'Ewa Zielińska',
    phone: '+48 606 789 012',
    email: null,
    source: 'form',
    stage: 'new',
    locationId: 'loc_centrum',
    createdAgo: 6 * DAY,
    archived: true,
    message: 'Test formularza, proszę zignorować.',
    messages: [
      {
        ago: 6 * DAY - 5,
        ch: 'sms',
        dir: 'outbound',
        status: 'delivered',
        text: 'Dzień dobry, dziękujemy za wiadomość. Oddzwonimy w ciągu dnia roboczego.',
      },
    ],
  },
  {
    name: 'Jan Szymański',
    phone: '+48 607 890 123',
    email: null,
    source: 'api',
    stage: 'new',
    locationId: 'loc_kazimierz',
    createdAgo: 300,
    message: 'Interesuje mnie leczenie ortodontyczne dla dorosłych. Czy robicie nakładki?',
    messages: [],
  },
  {
    name: 'Zofia Dąbrowska',
    phone: '+48 608 901 234',
    email: null,
    source: 'inbound',
    stage: 'new',
    locationId: 'loc_kazimierz',
    createdAgo: 25,
    message: null,
    messages: [
      {
        ago: 25,
        ch: 'whatsapp',
        dir: 'inbound',
        unread: true,
        text: 'Dzień dobry, od wczoraj boli mnie ząb po leczeniu kanałowym. Czy mogę przyjść dziś?',
      },
      { ago: 20, ch: 'whatsapp', dir: 'inbound', unread: true, text: 'Ból nasila się przy nagryzaniu.' },
      {
        ago: 19,
        ch: 'whatsapp',
        dir: 'inbound',
        unread: true,
        text: null,
        attachments: [{ filename: 'zdjecie.jpg', mime: 'image/jpeg', size: 245_760 }],
      },
    ],
  },
  {
    name: 'Krzysztof Kozłowski',
    phone: '+48 609 012 345',
    email: 'krzysztof.kozlowski@example.com',
    source: 'form',
    stage: 'scheduled',
    locationId: 'loc_centrum',
    createdAgo: 12 * DAY,
    updatedAgo: 2 * DAY,
    message: 'Chciałbym umówić przegląd i konsultację protetyczną.',
    messages: [
      {
        ago: 2 * DAY + 30,
        ch: 'whatsapp',
        dir: 'inbound',
        text: 'Czy mogę przesunąć wizytę z piątku na poniedziałek?',
      },
      {
        ago: 2 * DAY,
        ch: 'whatsapp',
        dir: 'outbound_echo',
        status: 'read',
        text: 'Tak, przesunęliśmy wizytę na poniedziałek na 9:00.',
      },
      { ago: DAY, ch: 'sms', dir: 'outbound', status: 'failed', text: 'Przypominamy o wizycie w poniedziałek o 9:00.' },
      {
        ago: DAY - 1,
        ch: 'email',
        dir: 'outbound',
        status: 'sent',
        subject: 'Potwierdzenie zmiany terminu',
        text: 'Dzień dobry, potwierdzamy wizytę w poniedziałek o 9:00 w przychodni przy ul. Limanowskiego.',
      },
    ],
  },
  {
    clinicId: 'other',
    name: 'Barbara Jankowska',
    phone: '+48 501 111 222',
    email: null,
    source: 'inbound',
    stage: 'new',
    locationId: 'loc_other_main',
    createdAgo: 60,
    message: null,
    messages: [
      { ago: 60, ch: 'sms', dir: 'inbound', unread: true, text: 'Dzień dobry, czy jest wolny termin na jutro rano?' },
    ],
  },
];

const TEMPLATES: Omit<DemoTemplate, 'id'>[] = [
  {
    clinicId: 'demo',
    name: 'Przypomnienie o wizycie',
    channels: ['sms', 'whatsapp', 'email'],
    text: 'Dzień dobry{imie}, przypominamy o jutrzejszej wizycie. Jeśli termin nie pasuje, prosimy o odpowiedź na tę wiadomość. {klinika}',
  },
  {
    clinicId: 'demo',
    name: 'Prośba o kontakt',
    channels: null,
    text: 'Dzień dobry{imie}, próbowaliśmy się skontaktować w sprawie Pani/Pana zgłoszenia. Prosimy o telefon lub odpowiedź w wolnej chwili. {klinika}',
  },
  {
    clinicId: 'demo',
    name: 'Prośba o opinię',
    channels: ['email', 'sms'],
    text: 'Dzień dobry{imie}, dziękujemy za wizytę. Będzie nam miło, jeśli podzieli się Pani/Pan opinią o naszej pracy. {klinika}',
  },
];

/** The demo clinic has every channel connected; the other clinic only SMS (so its reasons show the set-up codes). */
const INBOX_CONFIGS: Record<string, ClinicInboxConfig> = {
  demo: { enabled: true, emailDomain: true, smsapiToken: true, metaPlatform: true, whatsapp: true, instagram: true },
  other: {
    enabled: true,
    emailDomain: false,
    smsapiToken: true,
    metaPlatform: false,
    whatsapp: false,
    instagram: false,
  },
};

const iso = (ms: number) => new Date(ms).toISOString();

function seedMessage(
  store: DemoStore,
  clinicId: string,
  conversationId: string,
  m: SeedMessage,
  now: number,
): DemoMessage {
  const at = now - m.ago * 60_000;
  const inbound = m.dir === 'inbound';
  const status = inbound ? 'received' : (m.status ?? 'sent');
  const reached = status === 'delivered' || status === 'read';
  return {
    id: store.nextId('msg'),
    clinicId,
    conversationId,
    channel: m.ch,
    direction: m.dir,
    status,
    subject: m.ch === 'email' ? (m.subject ?? null) : null,
    text: m.text,
    attachments: m.attachments ?? [],
    createdAt: iso(at),
    sentAt: !inbound && status !== 'failed' && status !== 'queued' ? iso(at) : null,
    deliveredAt: reached ? iso(at + 60_000) : null,
    // Inbound: opened at the clinic a few minutes later, unless left unread. Outbound: the provider's read receipt.
    readAt: inbound ? (m.unread ? null : iso(at + 4 * 60_000)) : status === 'read' ? iso(at + 3 * 60_000) : null,
    ...(m.enquiry ? { enquiry: true } : {}),
  };
}

/** Builds the inbox and adds its leads to the store's CRM. */
export function seedInbox(store: DemoStore, now: number): InboxState {
  const state: InboxState = {
    conversations: [],
    messages: [],
    templates: TEMPLATES.map((t) => ({ ...t, id: store.nextId('tpl') })),
    configs: structuredClone(INBOX_CONFIGS),
    failNextSend: false,
  };
  for (const s of SEEDS) {
    const clinicId = s.clinicId ?? 'demo';
    const createdAt = iso(now - s.createdAgo * 60_000);
    const lead: DemoLead = {
      id: store.nextId('lead'),
      clinicId,
      name: s.name,
      phone: s.phone,
      email: s.email,
      message: s.message,
      source: s.source,
      stage: s.stage,
      locationId: s.locationId,
      archived: s.archived ?? false,
      createdAt,
      updatedAt: iso(now - (s.updatedAgo ?? s.createdAgo) * 60_000),
      tracking: {},
      extra: {},
      submissions: [],
      consents: [],
      optedOut: s.optedOut ?? [],
      timeRequests: [],
    };
    store.leads.push(lead);
    const conversation: DemoConversation = {
      id: store.nextId('conv'),
      clinicId,
      leadId: lead.id,
      status: s.closed ? 'closed' : 'open',
      createdAt,
      updatedAt: createdAt,
      igUserId: s.igUserId ?? null,
    };
    const messages = s.messages.map((m) => seedMessage(store, clinicId, conversation.id, m, now));
    // The conversation's own last change: its newest message, or a patient message being opened.
    const changes = messages
      .flatMap((m) => [m.createdAt, m.direction === 'inbound' ? m.readAt : null])
      .filter((x): x is string => x !== null);
    conversation.updatedAt = [createdAt, ...changes].sort().at(-1)!;
    state.conversations.push(conversation);
    state.messages.push(...messages);
  }
  return state;
}
