import { search } from './pl/search';

/** The search's strings alone, shaped like `t` (`t.search`), for the static export's search island in the browser. */
export const t = { search } as const;
