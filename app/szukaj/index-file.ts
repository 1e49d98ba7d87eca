/** Where the static export's search index is written (app/szukaj/indeks.json/route.static.ts) and read from. */
export const INDEX_FILE = '/szukaj/indeks.json';
