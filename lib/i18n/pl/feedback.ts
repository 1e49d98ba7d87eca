/** Strings of the "report a problem with this page" disclosure in the footer. */
export const feedback = {
  summary: 'Zgłoś problem z tą stroną',
  aboutPage: 'Dotyczy strony:',
  intro:
    'Coś nie działa, jest nieczytelne albo nieaktualne? Opisz to krótko. Zgłoszenie trafi do zespołu, który prowadzi stronę, razem z adresem tej strony.',
  label: 'Co jest nie tak?',
  privacyNote:
    'Nie wpisuj tu danych osobowych ani informacji o zdrowiu. To nie jest kontakt z rejestracją: aby umówić wizytę lub zadać pytanie, skorzystaj z formularza kontaktowego albo zadzwoń.',
  honeypotLabel: 'Zostaw to pole puste',
  submit: 'Wyślij zgłoszenie',
  sending: 'Wysyłanie…',
  sent: 'Dziękujemy, zgłoszenie zostało wysłane.',
  tooShort: 'Opisz problem w kilku słowach.',
  tooLong: (max: number) => `Opis może mieć najwyżej ${max} znaków.`,
  personalData:
    'Usuń z opisu dane osobowe (numer PESEL, numer telefonu, adres e-mail): zgłoszenie nie może zawierać danych pacjenta.',
  limited: (minutes: number) => `Przyjęliśmy już wiele zgłoszeń. Spróbuj ponownie ${minutesPl(minutes)}.`,
  failed: 'Nie udało się wysłać zgłoszenia. Spróbuj ponownie później.',
  sendAgain: 'Zgłoszenie nie zostało wysłane. Naciśnij „Wyślij zgłoszenie” jeszcze raz.',
  outdated:
    'Strona została w międzyczasie zaktualizowana i ten formularz nie może już zostać wysłany. Skopiuj opis, odśwież stronę i wyślij zgłoszenie ponownie.',
} as const;

/** „za 1 minutę”, „za 2 minuty”, „za 5 minut”, „za 22 minuty”: Polish plural forms. */
function minutesPl(n: number): string {
  const m = Math.max(1, Math.ceil(n));
  if (m === 1) return 'za minutę';
  const last = m % 10;
  const lastTwo = m % 100;
  const form = last >= 2 && last <= 4 && (lastTwo < 12 || lastTwo > 14) ? 'minuty' : 'minut';
  return `za ${m} ${form}`;
}
