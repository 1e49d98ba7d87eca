import type { Offer } from 'schema-dts';

/**
 * An Offer for a treatment's price label ("od 250 zł", "300–450 zł", "200 PLN"). The label is kept as the offer's
 * description. Google rejects an Offer without `price`, so there is an Offer only when the label names a sum in
 * złoty: its `price` is the (lowest) sum, and "od …" or a range add a PriceSpecification with min/max. A label
 * without a sum ("wycena indywidualna") gives no Offer rather than a made-up price.
 */
export function offerFromPriceLabel(label: string | null | undefined, url: string): Offer | undefined {
  const text = label?.trim();
  if (!text || !/(zł|pln)/i.test(text)) return undefined;
  const numbers = [...text.matchAll(/\d[\d\s\u00a0.]*(?:,\d{1,2})?/g)].map((m) => toNumber(m[0])).filter((n) => n !== undefined);
  const [first, second] = numbers;
  if (first === undefined) return undefined;
  const offer = { '@type': 'Offer' as const, description: text, url, price: first, priceCurrency: 'PLN' };
  if (second !== undefined && second > first) {
    return { ...offer, priceSpecification: { '@type': 'PriceSpecification', minPrice: first, maxPrice: second, priceCurrency: 'PLN' } };
  }
  if (/^\s*(od|from)\b/i.test(text)) return { ...offer, priceSpecification: { '@type': 'PriceSpecification', minPrice: first, priceCurrency: 'PLN' } };
  return offer;
}

function toNumber(raw: string): number | undefined {
  // Polish formats: "1 200", "1.200", "99,50".
  const normalised = raw.replace(/[\s\u00a0.]/g, '').replace(',', '.');
  const n = Number(normalised);
  return Number.isFinite(n) && n > 0 ? n : undefined;
}
