/**
 * The wording of the starter's legal pages (/regulamin, /prawa-pacjenta, /dostepnosc, /cennik), the operator's
 * identity and the attribution consent, in one block an agency adapts for its clinic (with the clinic's lawyer:
 * docs/compliance.md lists the sources). The facts (names, addresses, prices) come from the API and configuration.
 */
/** The accessibility statement's line about the forms: it holds only where the site has forms of its own. */
const FORMS_FEATURE = 'formularze z etykietami i komunikatami błędów, działające także bez JavaScriptu,';

export const legal = {
  footerNav: 'Informacje prawne',
  titles: {
    terms: 'Regulamin serwisu',
    patientRights: 'Prawa pacjenta',
    accessibility: 'Deklaracja dostępności',
    priceList: 'Cennik',
  },
  linkLabels: { terms: 'Regulamin', patientRights: 'Prawa pacjenta', accessibility: 'Dostępność', priceList: 'Cennik' },
  /** The name stays in the nominative (after a dash or as the subject): a clinic's name cannot be declined. */
  descriptions: {
    terms: (name: string) =>
      `Regulamin strony internetowej — ${name}: usługi, wymagania techniczne, rezerwacje i reklamacje.`,
    patientRights: (name: string) => `${name}: prawa pacjenta, Rzecznik Praw Pacjenta, skargi i numery alarmowe.`,
    accessibility: (name: string) => `Dostępność strony internetowej — ${name}: co spełnia i jak zgłosić barierę.`,
    priceList: (name: string) =>
      `${name}: cennik świadczeń odpłatnych, z czasem trwania i opłatą za kopię dokumentacji medycznej.`,
  },

  operator: {
    heading: 'Usługodawca',
    name: 'Nazwa',
    seat: 'Siedziba',
    address: 'Adres',
    email: 'E-mail',
    phone: 'Telefon',
    court: 'Sąd rejestrowy',
    shareCapital: 'Kapitał zakładowy',
  },

  terms: {
    /** The operator as the subject, so its name reads right as written (in the nominative). */
    intro: (operator: string) =>
      `Stronę internetową prowadzi ${operator} (usługodawca). Regulamin określa zasady korzystania ze strony, w tym rodzaje i zakres usług świadczonych drogą elektroniczną, warunki ich świadczenia oraz tryb reklamacji.`,
    servicesHeading: 'Usługi świadczone drogą elektroniczną',
    services: {
      browse: 'przeglądanie treści strony, w tym informacji o zabiegach, zespole i cenach,',
      enquiry: 'formularz kontaktowy: wysłanie zapytania do placówki,',
      booking: 'rezerwacja wizyty online w wybranym terminie,',
      report: 'zgłoszenie problemu z działaniem strony.',
    },
    free: 'Usługi są bezpłatne. Odpłatne są wyłącznie świadczenia zdrowotne, zgodnie z cennikiem.',
    requirementsHeading: 'Wymagania techniczne',
    requirements:
      'Do korzystania ze strony potrzebne jest urządzenie z dostępem do Internetu i aktualna przeglądarka internetowa. Formularze działają także bez JavaScriptu. Strona nie zapisuje na urządzeniu plików cookies ani innych danych bez zgody użytkownika.',
    /** The static export (npm run export): no forms of its own; the enquiry form, when there is one, is the clinic's embed. */
    static: {
      enquiryEmbed: 'formularz kontaktowy placówki: wysłanie zapytania do placówki (wymaga włączonego JavaScriptu),',
      bookingByPhone:
        'informacja o sposobie umówienia wizyty (wizyty umawiamy telefonicznie lub przez formularz kontaktowy).',
      requirements: (embed: boolean) =>
        `Do korzystania ze strony potrzebne jest urządzenie z dostępem do Internetu i aktualna przeglądarka internetowa.${embed ? ' Formularz kontaktowy wymaga włączonego JavaScriptu.' : ''} Strona nie zapisuje na urządzeniu plików cookies ani innych danych bez zgody użytkownika.`,
      contractEnquiry:
        'Umowa o wysłanie zapytania zostaje zawarta z chwilą wysłania formularza i wykonana z chwilą potwierdzenia jego przyjęcia na stronie.',
    },
    prohibitedHeading: 'Zakaz treści bezprawnych',
    prohibited:
      'Użytkownik nie może przesyłać przez stronę treści o charakterze bezprawnym, obraźliwym ani naruszającym prawa innych osób.',
    contractHeading: 'Zawarcie i rozwiązanie umowy',
    contractBrowse:
      'Umowa o przeglądanie strony zostaje zawarta z chwilą jej otwarcia i rozwiązana z chwilą jej opuszczenia.',
    contractForms:
      'Umowa o wysłanie zapytania, rezerwację wizyty albo zgłoszenie problemu zostaje zawarta z chwilą wysłania formularza i wykonana z chwilą potwierdzenia jego przyjęcia na stronie. Rezerwacja wizyty jest wiążąca po jej potwierdzeniu; wizytę można odwołać lub przełożyć, kontaktując się z placówką.',
    complaintsHeading: 'Reklamacje',
    complaints: (contact: string) =>
      `Reklamacje dotyczące działania strony można składać ${contact}. Reklamacja powinna zawierać opis problemu i dane kontaktowe do odpowiedzi. Odpowiadamy w ciągu 14 dni od jej otrzymania.`,
    complaintsByEmail: (email: string) => `na adres e-mail ${email}`,
    complaintsByPost: (address: string) => `pisemnie na adres ${address}`,
    complaintsFallback: 'przez formularz zgłoszenia problemu',
    complaintsOr: ' lub ',
    reportLink: 'Zgłoś problem ze stroną',
    dataHeading: 'Dane osobowe',
    data: 'Zasady przetwarzania danych osobowych opisuje polityka prywatności.',
    finalHeading: 'Postanowienia końcowe',
    final:
      'O zmianie regulaminu informujemy na tej stronie. W sprawach nieuregulowanych stosuje się przepisy prawa polskiego, w szczególności ustawy o świadczeniu usług drogą elektroniczną.',
  },

  patientRights: {
    emergencyHeading: 'W nagłym wypadku',
    emergency:
      'W stanie nagłego zagrożenia życia lub zdrowia zadzwoń pod numer alarmowy 112 lub 999 (pogotowie ratunkowe). Strona i formularze nie służą do wzywania pomocy.',
    rightsHeading: 'Twoje prawa',
    rightsIntro: 'Zgodnie z ustawą o prawach pacjenta i Rzeczniku Praw Pacjenta masz w szczególności prawo do:',
    rights: [
      'świadczeń zdrowotnych odpowiadających aktualnej wiedzy medycznej,',
      'informacji o swoim stanie zdrowia,',
      'wyrażenia zgody na udzielenie świadczenia albo odmowy takiej zgody,',
      'tajemnicy informacji z Tobą związanych,',
      'dostępu do dokumentacji medycznej,',
      'poszanowania intymności i godności,',
      'zgłoszenia sprzeciwu wobec opinii albo orzeczenia lekarza,',
      'zgłaszania działań niepożądanych produktów leczniczych.',
    ],
    complaintsHeading: 'Skargi i wnioski',
    complaints: (contact: string) =>
      `Uwagi i skargi dotyczące naszych świadczeń przyjmujemy ${contact}. Odpowiadamy bez zbędnej zwłoki.`,
    complaintsFallback: 'w placówce',
    ombudsmanHeading: 'Rzecznik Praw Pacjenta',
    ombudsman:
      'Jeśli uważasz, że Twoje prawa zostały naruszone, możesz zwrócić się do Rzecznika Praw Pacjenta. Bezpłatna infolinia:',
    ombudsmanPhone: '800 190 590',
    nfzHeading: 'Świadczenia w ramach NFZ',
    nfz: 'Udzielamy świadczeń w ramach umowy z Narodowym Funduszem Zdrowia. Skargi dotyczące tych świadczeń możesz złożyć także w wojewódzkim oddziale NFZ właściwym dla placówki. Informacji udziela Telefoniczna Informacja Pacjenta NFZ pod numerem 800 190 590.',
  },

  accessibility: {
    intro: (name: string) =>
      `${name} dba o to, aby strona internetowa była dostępna dla wszystkich, także dla osób z niepełnosprawnościami.`,
    standardHeading: 'Zgodność ze standardem',
    standard: 'Strona jest projektowana i sprawdzana pod kątem zgodności ze standardem WCAG 2.2 na poziomie AA.',
    featuresHeading: 'Co zapewnia strona',
    features: [
      'obsługę w całości z klawiatury i link „Przejdź do treści”,',
      'nagłówki, listy i punkty orientacyjne zgodne ze strukturą treści,',
      'kontrast kolorów sprawdzany dla motywu jasnego i ciemnego,',
      FORMS_FEATURE,
      'automatyczne testy dostępności (axe) każdego rodzaju strony przed każdym wdrożeniem.',
    ],
    /** The line of `features` that holds only where the site has forms of its own. */
    formsFeature: FORMS_FEATURE,
    limitsHeading: 'Ograniczenia',
    limits:
      'Treści dodawane przez placówkę (na przykład zdjęcia i dokumenty do pobrania) mogą nie być w pełni dostępne. Jeśli trafisz na taką treść, daj nam znać.',
    reviewed: 'Data ostatniego przeglądu dostępności:',
    reportHeading: 'Zgłoś barierę',
    report:
      'Jeśli coś na stronie jest dla Ciebie niedostępne, opisz problem w formularzu zgłoszenia albo skontaktuj się z nami. Odpowiemy bez zbędnej zwłoki i wskażemy, jak uzyskać potrzebną informację w inny sposób.',
    reportLink: 'Zgłoś barierę dostępności',
    authority:
      'Jeśli odpowiedź Cię nie zadowala, możesz złożyć skargę do organu nadzoru rynku w zakresie dostępności usług (Prezes Zarządu PFRON).',
  },

  priceList: {
    intro:
      'Ceny świadczeń odpłatnych. Cena ostateczna zależy od zakresu leczenia i zostanie przedstawiona przed zabiegiem.',
    caption: 'Cennik zabiegów',
    treatment: 'Zabieg',
    price: 'Cena',
    duration: 'Czas trwania',
    noDuration: '—',
    empty: 'Cennik zostanie wkrótce opublikowany. Ceny podamy telefonicznie.',
    updated: 'Aktualizacja cennika:',
    nfz: 'Świadczenia udzielane w ramach umowy z NFZ są dla pacjentów bezpłatne.',
    recordsHeading: 'Kopia dokumentacji medycznej',
    recordsFee: (fee: string) => `Opłata za wydanie kopii dokumentacji medycznej: ${fee}.`,
    recordsDefault:
      'Pierwszą kopię dokumentacji medycznej w żądanym zakresie wydajemy bezpłatnie. Za kolejne pobieramy opłatę nie wyższą niż limit z art. 28 ust. 4 ustawy o prawach pacjenta i Rzeczniku Praw Pacjenta, który zależy od przeciętnego wynagrodzenia ogłaszanego przez Prezesa GUS.',
  },

  centralRegistration: {
    heading: 'Zapisy przez centralną e-rejestrację',
    text: 'Na ten zabieg w ramach NFZ zapisujesz się przez Internetowe Konto Pacjenta lub telefonicznie.',
    ikp: 'Internetowe Konto Pacjenta (pacjent.gov.pl)',
    ikpHref: 'https://pacjent.gov.pl',
  },

  attributionConsent: {
    label: 'Zapamiętywanie źródła wizyty',
    question:
      'Czy możemy zapamiętać w tej karcie przeglądarki, z jakiej kampanii do nas trafiłeś? Dołączymy tę informację do wysłanego zapytania. Nic nie zapisujemy bez Twojej zgody.',
    accept: 'Zgadzam się',
    decline: 'Nie zgadzam się',
  },

  /** The one consent choice when the agency configured tags (GTM_ID, GA4_ID, META_PIXEL_ID; docs/measurement.md). */
  tagConsent: {
    title: 'Twoja prywatność na tej stronie',
    intro:
      'Niezbędne dane zapisujemy zawsze: to tylko Twój wybór poniżej. Na narzędzia analityczne i marketingowe potrzebujemy Twojej zgody. Na stronach zabiegów, specjalistów i rezerwacji przekazujemy im tylko rodzaj strony, nigdy to, co wpisujesz.',
    optionsLabel: 'Rodzaje plików cookies i podobnych technologii',
    necessary: 'Niezbędne',
    necessaryNote: 'zapamiętanie tego wyboru; zawsze włączone',
    analytics: 'Analityczne',
    analyticsNote: 'statystyki odwiedzin (Google Analytics, Google Tag Manager)',
    marketing: 'Marketingowe',
    marketingNote: 'skuteczność reklam (Google Ads, Meta Pixel)',
    marketingAttributionNote:
      'skuteczność reklam (Google Ads, Meta Pixel) i zapamiętanie w tej karcie, z jakiej kampanii do nas trafiłeś',
    rejectAll: 'Odrzuć wszystkie',
    save: 'Zapisz wybór',
    acceptAll: 'Akceptuj wszystkie',
    reopen: 'Ustawienia prywatności',
  },
} as const;
