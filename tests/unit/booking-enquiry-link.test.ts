import { describe, expect, it } from 'vitest';
import { enquiryHref } from '@/components/booking/enquiry-link';

describe('the way out of a dead end', () => {
  it('is the booking page at its enquiry section, with the treatment and the specialist chosen', () => {
    expect(enquiryHref('zapytanie', 'bs-higienizacja', 'br-julia')).toBe(
      '/umow-wizyte?service=bs-higienizacja&resource=br-julia#zapytanie',
    );
    expect(enquiryHref('zapytanie', 'bs-1', 'any')).toBe('/umow-wizyte?service=bs-1#zapytanie');
    expect(enquiryHref('zapytanie', 'a b&c', null)).toBe('/umow-wizyte?service=a+b%26c#zapytanie');
    expect(enquiryHref('zapytanie', null, null)).toBe('/umow-wizyte#zapytanie');
  });
});
