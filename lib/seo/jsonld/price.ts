import type { Offer } from 'schema-dts';

/**
 * A sum as Polish labels write it: thousands with a space, a no-break space, nothing or a dot followed by exactly
 * three digits ("1 200", "1200", "1.200"); decimals with a comma or a dot and one or two digits ("149,50", "99.99").
 */
const AMOUNT = String.raw`(?<![\d.,])(?:\d{1,3}(?:[ \u00a0.]\d{3})+|\d+)(?:[,.]\d{1,2})?(?!\d)`;
const CURRENCY = String.raw`\s*(?:zł|pln)`;
/** "150–300 zł", "od 150 do 300 zł", "150 zł - 300 zł": both ends tied to the currency after the second. */
const RANGE = new RegExp(String.raw`(${AMOUNT})(?:${CURRENCY})?\s*(?:[–—-]|\bdo\b)\s*(${AMOUNT})${CURRENCY}`, 'i');
/** A sum followed by the currency ("800 zł"), or after "od" ("od 250"); other numbers are counts ("1 łuk", "3 wizyty"). */
const SUM = new RegExp(String.raw`(${AMOUNT})${CURRENCY}|\bod\s+(${AMOUNT})`, 'gi');
/** An upper bound alone ("do 250 zł", "maks. 250 zł"): not a price a patient pays, so not one to claim. */
const UPPER_BOUND = new RegExp(
  String.raw`(?:\bdo|\bmaks\.?|\bmax\.?|\bnajwyżej|\bnie więcej niż)\s*(${AMOUNT})(?:${CURRENCY})?`,
  'gi',
);

/**
 * An Offer for a treatment's price label ("od 250 zł", "300–450 zł", "200 PLN"). The label is kept as the offer's
 * description. Google rejects an Offer without `price`, so there is an Offer only when the label names a sum in
 * złoty: its `price` is the (lowest) sum, and "od …" or a range add a PriceSpecification with min/max. A label
 * without a sum ("wycena indywidualna", "bezpłatnie", "NFZ") or with an upper bound only ("do 250 zł") gives no Offer
 * rather than a made-up price; a range written high to low ("250–180 zł") still starts at its lower end.
 */
export function offerFromPriceLabel(label: string | null | undefined, url: string): Offer | undefined {
  const text = label?.trim();
  if (!text || !/(zł|pln)/i.test(text)) return undefined;
  const range = RANGE.exec(text);
  const ends = range ? [toNumber(range[1]!), toNumber(range[2]!)] : [];
  const [low, high] = ends.every((n) => n !== undefined) ? ends.sort((a, b) => a! - b!) : [];
  const sums = [...text.replace(UPPER_BOUND, ' ').matchAll(SUM)]
    .map((m) => toNumber(m[1] ?? m[2]!))
    .filter((n) => n !== undefined);
  const price = low ?? (sums.length > 0 ? Math.min(...sums) : undefined);
  if (price === undefined) return undefined;
  const offer = { '@type': 'Offer' as const, description: text, url, price, priceCurrency: 'PLN' };
  if (high !== undefined && high > price) {
    return {
      ...offer,
      priceSpecification: { '@type': 'PriceSpecification', minPrice: price, maxPrice: high, priceCurrency: 'PLN' },
    };
  }
  if (/^\s*(od|from)\b/i.test(text))
    return { ...offer, priceSpecification: { '@type': 'PriceSpecification', minPrice: price, priceCurrency: 'PLN' } };
  return offer;
}

/** The number of an AMOUNT match: a trailing one or two digits after a comma or dot are decimals, the rest groups. */
function toNumber(raw: string): number | undefined {
  const [, whole, decimals] = /^(.*?)(?:[,.](\d{1,2}))?$/.exec(raw)!;
  const n = Number(`${whole!.replace(/\D/g, '')}${decimals ? `.${decimals}` : ''}`);
  return Number.isFinite(n) && n > 0 ? n : undefined;
}
