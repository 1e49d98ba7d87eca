/** The site's language and locale, apart from the dictionary: code that runs in the browser formats with them. */
export const LOCALE = 'pl-PL';
export const LANG = 'pl';
