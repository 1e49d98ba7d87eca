import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { readConfig } from '@/lib/config/parse-env';
import { operatorFacts } from '@/lib/legal/operator';
import { isLegalPath, LEGAL_PATHS, starterLegalPaths } from '@/lib/legal/paths';
import { shownLocations, type OperatorExtras, type SiteWithExtras } from '@/lib/legal/site-extras';
import type { Location } from '@/lib/clinic-api/schemas';
import { pageJsonLd, sitemapEntries, sitemapXml } from '@/lib/seo';
import { SiteFooter } from '@/components/ui/site-footer';
import { t } from '@/lib/i18n';
import { CLINIC_NAME } from '@/lib/demo-clinic/fixtures/site';
import { bareSite, makeSite, nodesOfType, opts, pages } from './seo-fixtures';

const loc = (id: string, primary: boolean, phone: string | null = null): Location => ({
  id,
  name: `Placówka ${id}`,
  primary,
  address: { street: `ul. ${id} 1`, postalCode: '00-001', city: 'Warszawa' },
  phone,
});
const withExtras = (locations: Location[], operator: OperatorExtras = {}): SiteWithExtras => ({
  ...makeSite(),
  extras: { locations, operator },
});

describe('legal configuration (lib/config/parse-env.ts)', () => {
  it('leaves everything off or unset by default: nothing stored, nothing shown empty', () => {
    const c = readConfig({});
    expect(c).toMatchObject({
      attribution: true,
      attributionSession: false,
      operator: {},
      recordsCopyFee: null,
      accessibilityReviewedAt: null,
      centralRegistrationServices: [],
    });
  });
  it('reads the operator facts, the records fee, the review date and the central services; blank counts as unset', () => {
    const c = readConfig({
      OPERATOR_REGISTRY_COURT: ' Sąd Rejonowy ',
      OPERATOR_SHARE_CAPITAL: '   ',
      OPERATOR_NOTE: '',
      RECORDS_COPY_FEE: '0,50 zł',
      ACCESSIBILITY_REVIEWED_AT: '2026-03-31',
      CENTRAL_REGISTRATION_SERVICES: 'bs-a, bs-b,,bs-a',
    });
    expect(c.operator).toEqual({ registryCourt: 'Sąd Rejonowy' });
    expect(c).toMatchObject({
      recordsCopyFee: '0,50 zł',
      accessibilityReviewedAt: '2026-03-31',
      centralRegistrationServices: ['bs-a', 'bs-b'],
    });
  });
  it('refuses a review date that is not YYYY-MM-DD', () => {
    expect(() => readConfig({ ACCESSIBILITY_REVIEWED_AT: '31.03.2026' })).toThrow(/ACCESSIBILITY_REVIEWED_AT/);
  });
  it('keeps attribution for the session only when attribution itself is on', () => {
    expect(readConfig({ LEAD_ATTRIBUTION_SESSION: '1' }).attributionSession).toBe(true);
    expect(readConfig({ LEAD_ATTRIBUTION_SESSION: '1', LEAD_ATTRIBUTION: '0' }).attributionSession).toBe(false);
  });
});

describe('legal paths', () => {
  it('are the four pages, and only those the clinic does not publish are the starter’s', () => {
    expect(LEGAL_PATHS).toEqual(['/regulamin', '/prawa-pacjenta', '/dostepnosc', '/cennik']);
    expect(isLegalPath('/cennik')).toBe(true);
    expect(isLegalPath('/toString')).toBe(false);
    expect(starterLegalPaths(new Set(['/', '/cennik']))).toEqual(['/regulamin', '/prawa-pacjenta', '/dostepnosc']);
  });
  it('join the sitemap without a date of their own; a path the clinic publishes appears once, with its date', () => {
    const entries = sitemapEntries(
      makeSite(),
      [{ path: '/cennik', title: 'Cennik', type: 'page', updatedAt: '2026-03-01T10:00:00Z' }],
      opts,
      ['/regulamin', '/cennik'],
    );
    expect(entries).toEqual([
      { url: 'https://www.klinika-usmiech.pl/cennik', lastModified: '2026-03-01T10:00:00Z' },
      { url: 'https://www.klinika-usmiech.pl/regulamin' },
    ]);
    const xml = sitemapXml(entries);
    expect(xml).toContain('<loc>https://www.klinika-usmiech.pl/regulamin</loc>\n</url>');
    expect(xml.match(/<lastmod>/g)).toHaveLength(1);
  });
});

describe('the operator', () => {
  it('lists the API’s facts, then the configured court and capital, in a fixed order; blank registry numbers are left out', () => {
    const facts = operatorFacts(
      withExtras([], { registryCourt: 'Sąd Rejonowy dla m.st. Warszawy', shareCapital: '5 000 zł' }),
    );
    expect(facts.map((f) => [f.key, f.value])).toEqual([
      ['name', 'Uśmiech Sp. z o.o.'],
      ['address', 'ul. Kwiatowa 5, 00-001 Warszawa'],
      ['email', 'recepcja@klinika-usmiech.pl'],
      ['nip', '5250000000'],
      ['rpwdl', '000000012345'],
      ['court', 'Sąd Rejonowy dla m.st. Warszawy'],
      ['capital', '5 000 zł'],
    ]);
  });
  it('is the site’s name alone for a clinic without a profile', () => {
    expect(operatorFacts(bareSite())).toEqual([{ key: 'name', label: 'Nazwa', value: 'Nowa Klinika' }]);
  });
});

describe('locations', () => {
  it('are shown only for a clinic with several, the primary first, then the API’s order', () => {
    expect(shownLocations(withExtras([loc('a', true)]))).toEqual([]);
    expect(shownLocations(makeSite())).toEqual([]);
    expect(shownLocations(withExtras([loc('b', false), loc('a', true), loc('c', false)])).map((l) => l.id)).toEqual([
      'a',
      'b',
      'c',
    ]);
  });
  it('appear in the footer with name, address and phone; one location looks as before', () => {
    const many = renderToStaticMarkup(
      <SiteFooter site={withExtras([loc('b', false, '+48 22 000 00 02'), loc('a', true, '+48 22 000 00 01')])} />,
    );
    expect(many.indexOf('Placówka a')).toBeLessThan(many.indexOf('Placówka b'));
    expect(many).toContain('href="tel:+48220000002"');
    expect(many).toContain('ul. b 1');
    const one = renderToStaticMarkup(<SiteFooter site={withExtras([loc('a', true)])} />);
    expect(one).not.toContain('location-name');
    expect(one).toContain('ul. Kwiatowa 5');
  });
  it('keep the clinic’s main phone where no location lists it (a location’s phone may be null), once', () => {
    const profilePhone = makeSite().profile!.phone!;
    const tel = `href="tel:${profilePhone.replace(/[^\d+]/g, '')}"`;
    const none = renderToStaticMarkup(<SiteFooter site={withExtras([loc('a', true), loc('b', false)])} />);
    expect(none).toContain(tel);
    const listed = renderToStaticMarkup(
      <SiteFooter site={withExtras([loc('a', true, profilePhone), loc('b', false)])} />,
    );
    expect(listed.split(tel)).toHaveLength(2);
  });
  it('join the clinic’s JSON-LD as Places, the primary first; absent for one location', () => {
    const node = (site: SiteWithExtras) =>
      nodesOfType<Record<string, unknown>>(pageJsonLd(site, pages.home, opts), 'Dentist')[0]!;
    expect(node(withExtras([loc('b', false, '+48 22 000 00 02'), loc('a', true)])).location).toEqual([
      {
        '@type': 'Place',
        name: 'Placówka a',
        address: {
          '@type': 'PostalAddress',
          streetAddress: 'ul. a 1',
          postalCode: '00-001',
          addressLocality: 'Warszawa',
          addressCountry: 'PL',
        },
      },
      {
        '@type': 'Place',
        name: 'Placówka b',
        address: {
          '@type': 'PostalAddress',
          streetAddress: 'ul. b 1',
          postalCode: '00-001',
          addressLocality: 'Warszawa',
          addressCountry: 'PL',
        },
        telephone: '+48 22 000 00 02',
      },
    ]);
    expect(node(withExtras([loc('a', true)]))).not.toHaveProperty('location');
  });
});

describe('the footer', () => {
  it('links the four legal pages and never shows a label without its value', () => {
    const html = renderToStaticMarkup(<SiteFooter site={withExtras([], { shareCapital: '5 000 zł' })} />);
    for (const path of LEGAL_PATHS) expect(html).toContain(`href="${path}"`);
    expect(html).toContain('Kapitał zakładowy: 5 000 zł');
    expect(html).not.toContain('Sąd rejestrowy');
    expect(html).not.toMatch(/: <\/span>|:\s*<\/p>/);
  });
});

describe('the footer’s NFZ section', () => {
  it('says there is no NFZ contract rather than show a bare NFZ heading', () => {
    const html = renderToStaticMarkup(
      <SiteFooter site={makeSite({ profile: { ...makeSite().profile, nfz: { contract: false } } })} />,
    );
    expect(html).toContain('>NFZ</h2>');
    expect(html).toContain(t.site.nfzNoContract);
    expect(html).not.toContain(t.site.nfzContract);
  });
  it('says there is a contract when there is one', () => {
    const html = renderToStaticMarkup(
      <SiteFooter
        site={makeSite({ profile: { ...makeSite().profile, nfz: { contract: true, note: 'Ortodoncja dzieci.' } } })}
      />,
    );
    expect(html).toContain(t.site.nfzContract);
    expect(html).toContain('Ortodoncja dzieci.');
  });
});

describe('legal wording with the clinic’s name', () => {
  // Names cannot be declined: the name must stand where the nominative is correct ("w Przychodnia …" is wrong).
  const wrongCase = /\b(w|we|ze|przez|internetowej|odpłatnych|pacjenta) Przychodnia\b/;
  it('meta descriptions keep the name in the nominative and within ~155 characters', () => {
    for (const [kind, build] of Object.entries(t.legal.descriptions)) {
      const text = build(CLINIC_NAME);
      expect(text, kind).toContain(CLINIC_NAME);
      expect(text, kind).not.toMatch(wrongCase);
      expect(text.length, kind).toBeLessThanOrEqual(155);
    }
  });
  it('the terms’ and the accessibility statement’s intros too', () => {
    for (const text of [t.legal.terms.intro(CLINIC_NAME), t.legal.accessibility.intro(CLINIC_NAME)]) {
      expect(text).toContain(CLINIC_NAME);
      expect(text).not.toMatch(wrongCase);
    }
  });
});

describe('the terms and the accessibility statement name only what the site offers', () => {
  it('the server site: its own forms (enquiry, online booking, problem report), working without JavaScript', async () => {
    const { TermsView } = await import('@/app/[[...path]]/views/legal/terms');
    const html = renderToStaticMarkup(<TermsView site={makeSite()} />);
    for (const line of [t.legal.terms.services.enquiry, t.legal.terms.services.booking, t.legal.terms.services.report])
      expect(html).toContain(line);
    expect(html).toContain('Formularze działają także bez JavaScriptu');
  });

  it('the static export: no online booking, no report form, no claim about forms without JavaScript', async () => {
    const { TermsView } = await import('@/app/[[...path]]/views/legal/terms');
    const { AccessibilityView } = await import('@/app/[[...path]]/views/legal/accessibility');
    for (const forms of ['none', 'embed'] as const) {
      const html = renderToStaticMarkup(<TermsView site={makeSite()} forms={forms} />);
      expect(html, forms).not.toContain(t.legal.terms.services.booking);
      expect(html, forms).not.toContain(t.legal.terms.services.report);
      expect(html, forms).not.toContain('bez JavaScriptu');
      expect(html.includes(t.legal.terms.static.enquiryEmbed), forms).toBe(forms === 'embed');
    }
    const statement = renderToStaticMarkup(<AccessibilityView site={makeSite()} reviewedAt={null} ownForms={false} />);
    expect(statement).not.toContain('bez JavaScriptu');
    expect(renderToStaticMarkup(<AccessibilityView site={makeSite()} reviewedAt={null} />)).toContain(
      'bez JavaScriptu',
    );
  });
});
