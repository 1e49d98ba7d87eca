/** Strings of online booking: the wizard, its messages, the slots route and the booking action. */
export const booking = {
  pageTitle: 'Umów wizytę',
  pageLead: 'Wybierz zabieg, specjalistę i wolny termin. Rezerwacja zajmuje około minuty.',
  metaDescription: (clinic: string) => `${clinic}: umów wizytę online. Wybierz zabieg, specjalistę i wolny termin.`,

  // Steps
  progressLabel: 'Etapy rezerwacji',
  steps: { service: 'Zabieg', resource: 'Specjalista', slot: 'Termin', details: 'Twoje dane' },
  stepOf: (n: number, total: number) => `Krok ${n} z ${total}`,
  stepDone: 'ukończony',
  stepCurrent: 'bieżący',
  change: 'Zmień',
  back: 'Wstecz',
  announceStep: (n: number, total: number, title: string) => `Krok ${n} z ${total}: ${title}`,

  // Step 1: treatment
  serviceTitle: 'Wybierz zabieg',
  serviceOnlyFor: (name: string) => `Zabiegi, które wykonuje ${name}.`,
  showAllServices: 'Pokaż wszystkie zabiegi',
  duration: (min: number) => `${min} min`,
  phoneOnly: 'Dostępna tylko telefonicznie',
  phoneOnlyNfz: 'Wizyty w ramach NFZ umawiamy tylko telefonicznie.',
  noServices: 'Rezerwacja online nie obejmuje teraz żadnego zabiegu.',

  // Step 2: specialist
  resourceTitle: 'Wybierz specjalistę',
  anyResource: 'Dowolny specjalista',
  anyResourceHint: 'Pokażemy najbliższe wolne terminy wszystkich specjalistów.',

  // Step 3: slot
  slotTitle: 'Wybierz termin',
  slotsLoading: 'Szukamy wolnych terminów…',
  prevWeek: 'Poprzedni tydzień',
  nextWeek: 'Następny tydzień',
  daysLabel: 'Dni tygodnia',
  dayNoSlots: 'brak wolnych terminów',
  daySlotsCount: (n: number) =>
    n === 1
      ? '1 wolny termin'
      : n % 10 >= 2 && n % 10 <= 4 && (n % 100 < 10 || n % 100 >= 20)
        ? `${n} wolne terminy`
        : `${n} wolnych terminów`,
  timesFor: (day: string) => `Wolne godziny: ${day}`,
  emptyWeek: 'W tym tygodniu nie ma wolnych terminów.',
  jumpTo: (day: string) => `Pokaż najbliższy wolny termin: ${day}`,
  // The API sets how far ahead it offers slots: no horizon is named here.
  noSlotsAtAll: 'Nie ma teraz wolnych terminów do rezerwacji online.',
  noSlotsCall: 'Zadzwoń do nas, a recepcja poszuka terminu:',
  /** The enquiry form below the wizard, with the treatment and specialist chosen: reception calls back. */
  callbackRequest: 'Poproś o telefon z propozycją terminu',
  chooseOtherResource: 'Wybierz innego specjalistę',
  retry: 'Spróbuj ponownie',

  // 409
  takenTitle: 'Ten termin został właśnie zajęty',
  takenText:
    'Ktoś zarezerwował go przed chwilą. Twoje dane są zapisane: wybierz inną godzinę, a potem potwierdź rezerwację.',
  takenNoneThatDay: 'Tego dnia nie ma już wolnych terminów.',
  takenAnnounce: (day: string, n: number) =>
    n > 0
      ? `Wybrany termin został zajęty. Wolne godziny tego dnia (${day}): ${n}.`
      : `Wybrany termin został zajęty. Tego dnia (${day}) nie ma już wolnych terminów.`,

  // Step 4: details
  detailsTitle: 'Podaj swoje dane',
  summaryTitle: 'Twoja wizyta',
  summaryService: 'Zabieg',
  summaryResource: 'Specjalista',
  summaryDate: 'Data',
  summaryTime: 'Godzina',
  nameLabel: 'Imię i nazwisko',
  /** When the visit is for someone else: the contact fields are the booking person's own. */
  contactNameLabel: 'Twoje imię i nazwisko',
  visitForLegend: 'Dla kogo jest wizyta?',
  visitForMe: 'Dla mnie',
  visitForChild: 'Dla mojego dziecka',
  visitForOther: 'Dla innej osoby',
  patientNameLabel: 'Imię i nazwisko pacjenta',
  patientNameHint: 'Telefon i e-mail poniżej są Twoje: to z Tobą recepcja skontaktuje się w sprawie wizyty.',
  patientNameRequired: 'Podaj imię i nazwisko pacjenta.',
  patientNameTooShort: 'Imię i nazwisko pacjenta jest za krótkie.',
  patientNameTooLong: (max: number) => `Imię i nazwisko pacjenta może mieć najwyżej ${max} znaków.`,
  firstVisitLegend: 'Czy to pierwsza wizyta pacjenta w naszej przychodni?',
  firstVisitYes: 'Tak, pierwsza',
  firstVisitNo: 'Nie, był(a) już u nas',
  /** The patient's own note and the visit's line share the note's limit. */
  noteTooLongWithContext: (room: number) =>
    `Uwagi mogą mieć najwyżej ${room} znaków (razem z informacją, dla kogo jest wizyta). Skróć je, proszę.`,
  /** The line the appointment's note starts with (components/booking/visit-context.ts); reception reads it. */
  visitNote: {
    me: 'osoba rezerwująca',
    child: (name: string) => `dziecko osoby rezerwującej, ${name}`,
    other: (name: string) => `inna osoba niż rezerwująca, ${name}`,
    firstYes: 'pierwsza wizyta w przychodni',
    firstNo: 'była już w przychodni',
    line: (who: string, first: string | null) => `Pacjent: ${who}${first ? `; ${first}` : ''}.`,
  },
  phoneLabel: 'Telefon',
  phoneHint: 'Zadzwonimy lub wyślemy SMS, jeśli trzeba będzie zmienić termin.',
  emailLabel: 'E-mail',
  emailHint: 'Wyślemy na niego przypomnienie o wizycie.',
  noteLabel: 'Uwagi dla recepcji',
  noteHint: 'Na przykład: pierwsza wizyta, ból zęba. Nie musisz podawać szczegółów dotyczących zdrowia.',
  // The controller's name sits mid-sentence: legal names often end in a full stop ("sp. z o.o.").
  privacyShort: (controller: string) =>
    `Administrator Twoich danych, ${controller}, użyje ich, aby umówić wizytę i skontaktować się w jej sprawie.`,
  marketingNote: 'Zgoda jest dobrowolna i nie wpływa na rezerwację. Możesz ją wycofać w każdej chwili.',
  submit: 'Umów wizytę',
  submitting: 'Rezerwuję…',
  changeSlot: 'Zmień termin',

  // Outcomes
  doneTitle: 'Wizyta umówiona',
  doneText: 'Dziękujemy. Recepcja ma już Twoją rezerwację; jeśli trzeba będzie coś zmienić, zadzwonimy.',
  addToCalendar: 'Dodaj do kalendarza (.ics)',
  addToGoogle: 'Dodaj do Kalendarza Google',
  addToOutlook: 'Dodaj do Outlooka',
  /** After a link that opens in a new tab. */
  newTab: '(otwiera się w nowej karcie)',
  confirmAddress: 'Adres',
  confirmAccess: 'Dojazd i wejście',
  bookAnother: 'Umów kolejną wizytę',
  icsFileName: 'wizyta.ics',
  icsSummary: (service: string, clinic: string) => `${service}: ${clinic}`,
  /** The Google and Outlook links' title: the treatment stays out of an address another company keeps. */
  calendarLinkSummary: (clinic: string) => `Wizyta: ${clinic}`,
  calendarLinkDescription: (phone: string | null, access?: string | null) =>
    [access ? `Dojazd i wejście: ${access}` : '', phone ? `Zmiana terminu: ${phone}` : ''].filter(Boolean).join('\n'),
  icsDescription: (service: string, resource: string, phone: string | null, access?: string | null) =>
    `Zabieg: ${service}\nSpecjalista: ${resource}` +
    (access ? `\nDojazd i wejście: ${access}` : '') +
    (phone ? `\nZmiana terminu: ${phone}` : ''),
  unavailable:
    'Nie udało się teraz połączyć z systemem rezerwacji. Twoje dane są nadal w formularzu: spróbuj ponownie za chwilę albo zadzwoń.',
  outdated:
    'Strona rezerwacji została w międzyczasie zaktualizowana i nie może już wysłać tej rezerwacji: wizyta nie została umówiona. Odśwież stronę i wybierz termin ponownie albo zadzwoń.',
  uncertain:
    'Nie wiemy, czy wizyta została umówiona: system przychodni nie odpowiedział. Zanim spróbujesz ponownie, sprawdź SMS lub e-mail od przychodni albo zadzwoń. Jeśli wyślesz te same dane jeszcze raz w ciągu kilku minut, nie powstanie druga wizyta.',
  resent:
    'Ta rezerwacja została już wysłana z tej strony, ale odpowiedź do Ciebie nie dotarła, więc wizyta mogła zostać umówiona. Sprawdź SMS lub e-mail od przychodni albo zadzwoń. Jeśli wyślesz te same dane jeszcze raz w ciągu kilku minut, nie powstanie druga wizyta.',
  busy: 'Mamy teraz wiele rezerwacji naraz. Twoje dane są nadal w formularzu: spróbuj ponownie za minutę albo zadzwoń.',
  limited: 'Z tego połączenia wysłano już kilka rezerwacji. Spróbuj ponownie za kilka minut albo zadzwoń.',
  phoneLimited:
    'Na ten numer telefonu zarezerwowano dziś już kilka wizyt. Kolejną umówimy przez telefon: zadzwoń do nas.',
  expired:
    'Strona z formularzem była otwarta zbyt długo i rezerwacja nie została wysłana. Twoje dane są w formularzu: sprawdź je i wyślij ponownie.',
  tooFast:
    'Rezerwacja nie została wysłana, bo formularz wysłano chwilę po otwarciu strony. Twoje dane są w formularzu: wyślij go ponownie.',
  // Honeypot (never seen by people: hidden from view and from assistive technology)
  honeypotLabel: 'Nie wypełniaj tego pola',
  nfzRejected: 'Tego zabiegu nie można zarezerwować online. Zadzwoń, a recepcja umówi wizytę.',
  invalid: 'Nie udało się zarezerwować wizyty: sprawdź wybrany zabieg i termin.',
  callUs: 'Zadzwoń',
  slotsUnavailable: 'Nie udało się wczytać wolnych terminów. Spróbuj ponownie za chwilę albo zadzwoń.',
  slotsStale: 'Nie udało się odświeżyć listy wolnych terminów. Niektóre z nich mogą być już zajęte.',
  slotsBusy: 'Mamy teraz wiele zapytań naraz. Spróbuj ponownie za minutę albo zadzwoń.',
  slotsInvalid: 'Nie ma takiego zabiegu lub specjalisty w rezerwacji online.',
  // Without JavaScript: "… JavaScriptem. Możesz też umówić wizytę telefonicznie: <phone> albo <napisać … poniżej>."
  // (with no phone: "… JavaScriptem. Możesz też <napisać … poniżej>.")
  noScript: 'Rezerwacja online działa z włączonym JavaScriptem.',
  noScriptPhone: 'Możesz też umówić wizytę telefonicznie:',
  noScriptOr: 'albo',
  noScriptEnquiryOnly: 'Możesz też',
  noScriptEnquiry: 'napisać do nas przez formularz poniżej',
  catalogUnavailable: 'Rezerwacja online jest chwilowo niedostępna. Zadzwoń, a recepcja umówi wizytę.',

  // Localised calendar (clinic-local dates from the API's localDate; never the browser's zone)
  monthsGenitive: [
    'stycznia',
    'lutego',
    'marca',
    'kwietnia',
    'maja',
    'czerwca',
    'lipca',
    'sierpnia',
    'września',
    'października',
    'listopada',
    'grudnia',
  ],
  weekdays: ['poniedziałek', 'wtorek', 'środa', 'czwartek', 'piątek', 'sobota', 'niedziela'],
  weekdaysShort: ['pn', 'wt', 'śr', 'cz', 'pt', 'sb', 'nd'],
  // The next free time on treatment and doctor pages
  nextFree: {
    label: 'Najbliższy wolny termin',
    /** The label while nothing fresh is known (no slots, a short budget, a failed read, JavaScript off). */
    check: 'Sprawdź wolne terminy',
    today: 'dziś',
    tomorrow: 'jutro',
    /** Link name of one time: "Umów wizytę: jutro, 9:30". */
    bookAt: (when: string) => `Umów wizytę: ${when}`,
  },
  enquiryTitle: 'Wolisz, żebyśmy oddzwonili?',
  enquiryLead:
    'Jeśli nie pasuje żaden termin albo wolisz ustalić wizytę z recepcją, zostaw kontakt i preferowane godziny. Oddzwonimy w dniu roboczym.',
} as const;
