import { pl } from './pl';

export type Dictionary = typeof pl;

/** The site's strings. The UI speaks Polish; a second language is another dictionary of this shape. */
export const t: Dictionary = pl;
export { LOCALE, LANG } from './locale';
// Code that runs in the browser imports its sections from ./leads, ./booking, ./feedback and ./errors instead:
// `t` is one object, so a browser bundle importing it carries every section (tests/unit/layers.test.ts checks).
