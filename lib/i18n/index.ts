import { pl } from './pl';

export type Dictionary = typeof pl;

/** The site's strings. The UI speaks Polish; a second language is another dictionary of this shape. */
export const t: Dictionary = pl;
export const LOCALE = 'pl-PL';
export const LANG = 'pl';
