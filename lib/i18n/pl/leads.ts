/** Strings of the enquiry form, the shared form pieces, consent and the privacy page. */
export const leads = {
  // Shared form pieces
  optional: 'opcjonalnie',
  required: 'wymagane',
  errorSummaryTitle: 'Popraw zaznaczone pola, aby wysłać formularz:',
  errorSummaryTitleOne: 'Popraw zaznaczone pole, aby wysłać formularz:',

  // Fields
  nameLabel: 'Imię i nazwisko',
  phoneLabel: 'Telefon',
  emailLabel: 'E-mail',
  contactLegend: 'Jak możemy się z Tobą skontaktować?',
  contactHint: 'Podaj telefon lub e-mail (albo oba), abyśmy mogli odpowiedzieć.',
  messageLabel: 'Wiadomość',
  messageHint: 'Napisz krótko, w czym możemy pomóc. Nie musisz podawać szczegółów dotyczących zdrowia.',
  serviceLabel: 'Zabieg',
  serviceAny: 'Nie wiem / do ustalenia',
  doctorLabel: 'Lekarz',
  doctorAny: 'Dowolny lekarz',

  // Preferred times
  timesLegend: 'Preferowane terminy',
  timesToggle: 'Chcę podać preferowane terminy wizyty',
  timesHint: 'Podaj od 1 do 3 przedziałów czasu. Recepcja potwierdzi termin lub zaproponuje inny.',
  windowLegend: (n: number) => `Termin ${n}`,
  windowDate: 'Dzień',
  windowFrom: 'Od godziny',
  windowTo: 'Do godziny',
  addWindow: 'Dodaj kolejny termin',

  // Validation messages (tied to fields)
  nameRequired: 'Podaj imię i nazwisko.',
  nameTooShort: 'Imię i nazwisko jest za krótkie.',
  nameTooLong: 'Imię i nazwisko może mieć najwyżej 120 znaków.',
  phoneRequired: 'Podaj numer telefonu.',
  phoneInvalid: 'Podaj numer telefonu, np. 600 100 200 lub +48 600 100 200.',
  phoneTooShort: 'Numer telefonu musi mieć co najmniej 6 cyfr.',
  phoneTooLong: 'Numer telefonu ma za dużo cyfr.',
  contactRequired: 'Podaj telefon lub e-mail, abyśmy mogli odpowiedzieć.',
  emailRequired: 'Podaj adres e-mail.',
  emailInvalid: 'Podaj poprawny adres e-mail, np. jan.kowalski@example.pl.',
  messageTooLong: (max: number) => `Wiadomość może mieć najwyżej ${max} znaków.`,
  dateRequired: 'Podaj dzień.',
  dateInvalid: 'Podaj prawdziwą datę w formacie RRRR-MM-DD.',
  datePast: 'Ten dzień już minął. Wybierz dzisiejszy lub późniejszy.',
  dateTooFar: 'Wybierz dzień w ciągu najbliższego roku.',
  timeRequired: 'Podaj godzinę.',
  timeInvalid: 'Podaj godzinę w formacie GG:MM, np. 09:30.',
  timeOrder: 'Koniec musi być później niż początek.',
  choiceInvalid: 'Wybierz pozycję z listy.',

  // Consent
  // A legal name may end with a full stop ("sp. z o.o."); the sentence must not get a second one.
  privacyShort: (controller: string) =>
    `Administratorem Twoich danych jest ${controller.replace(/\.+$/, '')}. Użyjemy ich, aby odpowiedzieć na Twoje zapytanie.`,
  privacyLink: 'Więcej o przetwarzaniu danych',
  marketingOptionalNote: 'Zgoda jest dobrowolna i nie wpływa na odpowiedź na zapytanie.',

  // Submitting and outcomes
  submit: 'Wyślij zapytanie',
  submitting: 'Wysyłanie…',
  sentTitle: 'Dziękujemy, zapytanie zostało wysłane',
  sentText: 'Recepcja odezwie się najszybciej, jak to możliwe, zwykle w ciągu jednego dnia roboczego.',
  sentTimes: 'Twoje preferowane terminy czekają na potwierdzenie przez recepcję:',
  sendAnother: 'Wyślij kolejne zapytanie',
  // The API could not take the enquiry; the site keeps it and delivers it later (lib/outbox).
  queuedTitle: 'Mamy Twoje zapytanie',
  queuedText: 'Mamy Twoje zapytanie; recepcja dostanie je, gdy tylko system kliniki odpowie.',
  queuedUrgent: (phone: string) => `W pilnej sprawie zadzwoń do nas: ${phone}.`,
  queuedUrgentNoPhone: 'W pilnej sprawie skontaktuj się z przychodnią telefonicznie.',
  failedWithPhone: (phone: string) =>
    `Nie udało się teraz wysłać zapytania. Twoje dane są nadal w formularzu: spróbuj ponownie za chwilę albo zadzwoń do nas: ${phone}.`,
  failedNoPhone:
    'Nie udało się teraz wysłać zapytania. Twoje dane są nadal w formularzu: spróbuj ponownie za kilka minut.',
  outdated: (phone: string | null) =>
    'Strona została w międzyczasie zaktualizowana i ten formularz nie może już zostać wysłany. Skopiuj swoją wiadomość, odśwież stronę i wyślij zapytanie ponownie' +
    (phone ? ` albo zadzwoń do nas: ${phone}.` : '.'),
  callUs: 'Zadzwoń',
  limited: 'Wysłano już kilka zapytań z tego połączenia. Spróbuj ponownie za kilka minut albo zadzwoń do nas.',
  busy: 'Mamy teraz wiele zgłoszeń. Spróbuj ponownie za minutę albo zadzwoń do nas.',
  expired: 'Formularz był otwarty zbyt długo. Sprawdź dane i wyślij go ponownie.',
  tooFast:
    'Zapytanie nie zostało wysłane, bo formularz wysłano chwilę po jego otwarciu. Twoje dane są w formularzu: wyślij go ponownie.',

  // Honeypot (never seen by people: hidden from view and from assistive technology)
  honeypotLabel: 'Nie wypełniaj tego pola',

  // Enquiry section and block defaults
  sectionTitle: 'Masz pytanie? Napisz do nas',
  sectionLeadService: (service: string) => `Zapytaj o zabieg: ${service}. Oddzwonimy i odpowiemy na pytania.`,
  sectionLeadDoctor: (doctor: string) =>
    `Chcesz umówić się do: ${doctor}? Zostaw kontakt, a recepcja zaproponuje termin.`,
  sectionLead: 'Zostaw kontakt, a recepcja odpowie na pytania i pomoże dobrać termin.',

  // Privacy page
  privacyUpdated: 'Ostatnia aktualizacja:',
  privacyVersion: 'Wersja:',
  privacyUnpublished: (clinic: string) =>
    `${clinic} nie publikuje jeszcze pełnej klauzuli informacyjnej w serwisie. Administratorem danych podanych w formularzach jest ${clinic}; pełną treść klauzuli otrzymasz w rejestracji.`,
} as const;
