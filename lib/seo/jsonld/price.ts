import type { Offer } from 'schema-dts';

/**
 * An Offer for a treatment's price label ("od 250 zł", "300–450 zł", "200 PLN"). The label itself is kept as the
 * offer's description; numbers are added only when the label names złoty, so "wycena indywidualna" never becomes a
 * made-up price.
 */
export function offerFromPriceLabel(label: string | null | undefined, url: string): Offer | undefined {
  const text = label?.trim();
  if (!text) return undefined;
  const offer = { '@type': 'Offer' as const, description: text, url };
  if (!/(zł|pln)/i.test(text)) return offer;
  const numbers = [...text.matchAll(/\d[\d\s\u00a0.]*(?:,\d{1,2})?/g)].map((m) => toNumber(m[0])).filter((n) => n !== undefined);
  const [first, second] = numbers;
  if (first === undefined) return offer;
  const from = /^\s*(od|from)\b/i.test(text);
  if (second !== undefined && second > first) {
    return { ...offer, priceSpecification: { '@type': 'PriceSpecification', minPrice: first, maxPrice: second, priceCurrency: 'PLN' } };
  }
  if (from) return { ...offer, priceSpecification: { '@type': 'PriceSpecification', minPrice: first, priceCurrency: 'PLN' } };
  return { ...offer, price: first, priceCurrency: 'PLN' };
}

function toNumber(raw: string): number | undefined {
  // Polish formats: "1 200", "1.200", "99,50".
  const normalised = raw.replace(/[\s\u00a0.]/g, '').replace(',', '.');
  const n = Number(normalised);
  return Number.isFinite(n) && n > 0 ? n : undefined;
}
