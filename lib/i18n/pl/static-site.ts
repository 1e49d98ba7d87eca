/** Strings of the static export (npm run export): the contact panels and the embed that stand in for the forms. */
export const staticSite = {
  contactTitle: 'Skontaktuj się z nami',
  contactLead: 'Zadzwoń lub napisz: recepcja odpowie na pytania i umówi wizytę.',
  phone: 'Telefon',
  email: 'E-mail',
  address: 'Adres',
  bookingByPhone: 'Wizytę umówisz telefonicznie: recepcja dobierze zabieg, specjalistę i termin.',
  bookingOnline: 'Zarezerwuj wizytę online',
  bookingOnlineNote: 'Rezerwacja online otworzy się na stronie systemu rejestracji kliniki.',
  reportTitle: 'Zgłoś problem ze stroną',
  reportLead:
    'Coś nie działa, jest nieczytelne albo nieaktualne? Napisz do nas, podając adres strony. Nie wpisuj danych o zdrowiu.',
  embedNoScript: 'Formularz wymaga JavaScriptu. Możesz też zadzwonić lub napisać.',
} as const;
