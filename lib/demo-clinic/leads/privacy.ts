import type { PrivacyNotice } from '../../clinic-api/schemas';
import type { DemoStore } from '../store';

/** The version of the demo clinic's information clause; a form that showed another version gets no consent recorded. */
export const DEMO_PRIVACY_VERSION = '2025-10-01';
const UPDATED_AT = '2025-10-01T08:00:00.000Z';

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The demo clinic's information clause (GDPR art. 13), written from its site profile. */
export function demoPrivacyNotice(store: DemoStore): PrivacyNotice {
  const site = store.content.site;
  const p: NonNullable<typeof site.profile> = site.profile ?? {};
  const controller = p.legalName ?? site.name;
  const address = p.address ? `${p.address.street}, ${p.address.postalCode} ${p.address.city}` : null;
  // The registered office may repeat the company's name ("X sp. z o.o., ul. …"): the sentence names it once.
  const office =
    (p.privacy?.registeredOffice ?? address)?.replace(new RegExp(`^${escapeRegExp(controller)}[,\\s]*`), '') || null;
  const contact = p.privacy?.contactEmail ?? p.email ?? null;
  const dpo = p.privacy?.dpoEmail ? `${p.privacy.dpoName ?? 'Inspektor ochrony danych'}, ${p.privacy.dpoEmail}` : null;
  const paragraphs = [
    `Administratorem Twoich danych osobowych jest ${controller}${office ? `, z siedzibą: ${office}` : ''}. ` +
      `W sprawach dotyczących danych możesz pisać${contact ? ` na adres ${contact}` : ''}${p.phone ? ` lub zadzwonić pod numer ${p.phone}` : ''}.`,
    dpo ? `Wyznaczyliśmy inspektora ochrony danych: ${dpo}.` : null,
    'Dane z formularzy na stronie (imię i nazwisko, telefon, e-mail, treść wiadomości, preferowane terminy) przetwarzamy, ' +
      'aby odpowiedzieć na zapytanie i umówić wizytę, czyli w celu podjęcia działań przed zawarciem umowy na Twoje żądanie ' +
      '(art. 6 ust. 1 lit. b RODO). Jeśli w wiadomości podasz informacje o zdrowiu, przetwarzamy je w celu udzielenia ' +
      'świadczeń zdrowotnych (art. 9 ust. 2 lit. h RODO).',
    'Dokumentację medyczną prowadzimy, bo wymaga tego prawo (art. 6 ust. 1 lit. c oraz art. 9 ust. 2 lit. h RODO w związku ' +
      'z ustawą o prawach pacjenta i Rzeczniku Praw Pacjenta).',
    'Jeśli zaznaczysz zgodę marketingową, wyślemy Ci SMS-em lub e-mailem informacje o nowościach, promocjach i przypomnienia ' +
      'o profilaktyce (art. 6 ust. 1 lit. a RODO). Zgoda jest dobrowolna; możesz ją wycofać w każdej chwili, a wycofanie ' +
      'nie wpływa na zgodność z prawem wcześniejszego przetwarzania.',
    'Z informacji o tym, z jakiej kampanii trafiłeś na stronę (parametry utm i identyfikatory kliknięć), korzystamy, ' +
      'aby wiedzieć, które działania reklamowe działają (prawnie uzasadniony interes, art. 6 ust. 1 lit. f RODO). ' +
      'Nie łączymy ich z profilami w serwisach reklamowych.',
    'Dane mogą otrzymać wyłącznie firmy, które pomagają nam prowadzić placówkę i działają na nasze polecenie: dostawca ' +
      'systemu do obsługi pacjentów, poczty e-mail i bramki SMS oraz firma hostingowa. Nie przekazujemy danych poza ' +
      'Europejski Obszar Gospodarczy.',
    'Dane z zapytania, które nie zakończyło się wizytą, przechowujemy do 12 miesięcy od ostatniego kontaktu. Dane ' +
      'przetwarzane na podstawie zgody przechowujemy do jej wycofania. Dokumentację medyczną przechowujemy przez okres ' +
      'wymagany przepisami (co do zasady 20 lat).',
    'Masz prawo dostępu do swoich danych, ich sprostowania, usunięcia, ograniczenia przetwarzania, przenoszenia danych ' +
      'oraz wniesienia sprzeciwu. Możesz też złożyć skargę do Prezesa Urzędu Ochrony Danych Osobowych (ul. Stawki 2, ' +
      '00-193 Warszawa).',
    'Podanie danych jest dobrowolne, ale bez numeru telefonu lub adresu e-mail nie będziemy mogli odpowiedzieć na ' +
      'zapytanie. Nie podejmujemy decyzji w sposób zautomatyzowany i nie profilujemy pacjentów.',
  ];
  return {
    version: DEMO_PRIVACY_VERSION,
    title: 'Polityka prywatności',
    text: paragraphs.filter((x): x is string => Boolean(x)).join('\n\n'),
    marketingText:
      'Zgadzam się na otrzymywanie SMS-em i e-mailem informacji o nowościach i promocjach oraz przypomnień o wizytach ' +
      'kontrolnych. Zgodę mogę wycofać w każdej chwili.',
    updatedAt: UPDATED_AT,
  };
}
