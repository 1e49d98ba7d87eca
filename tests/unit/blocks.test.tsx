import { describe, expect, it, vi } from 'vitest';

// The enquiry section is a server component that reads the clinic: here it stands in as its outer element alone.
vi.mock('@/components/enquiry/enquiry-section', () => ({
  EnquirySection: ({ id }: { id: string }) => <section id={id} />,
}));
import { renderToStaticMarkup } from 'react-dom/server';
import { blockRegistry } from '@/blocks/registry';
import { resolveBlock } from '@/blocks/resolve';
import { RenderBlocks } from '@/blocks/render-blocks';
import { Site } from '@/lib/clinic-api/schemas';
import { testTheme } from '../support/theme';

const media = {
  url: 'https://cdn.example.pl/a.webp',
  focalX: 50,
  focalY: 40,
  alt: 'Gabinet',
  width: 1200,
  height: 800,
};
const cta = { label: 'Umów wizytę', href: '/umow-wizyte' };

/** One valid props example per block type of the catalogue (blocks/README.md). */
const samples: Record<string, Record<string, unknown>> = {
  'hero.v1': { eyebrow: null, title: 'Witamy', lead: 'Lead', image: media, ctas: [cta] },
  'rich-text.v1': { html: '<p>Tekst</p>' },
  'faq.v1': { title: 'Pytania', items: [{ question: 'Czy boli?', answer: 'Nie.' }] },
  'services-list.v1': {
    title: 'Zabiegi',
    items: [{ name: 'Higienizacja', path: '/zabiegi/higienizacja', priceFromLabel: 'od 300 zł' }],
  },
  'team-list.v1': {
    title: 'Zespół',
    items: [
      { name: 'Anna Kowalczyk', path: '/zespol/anna-kowalczyk', photo: media, specializations: ['Implantologia'] },
    ],
  },
  'latest-posts.v1': {
    title: 'Blog',
    items: [{ title: 'Post', path: '/blog/post', publishedAt: '2026-05-01T10:00:00Z' }],
  },
  'case-studies-list.v1': { title: 'Metamorfozy', items: [{ title: 'Licówki', path: '/metamorfozy/licowki' }] },
  'cta.v1': { title: 'Zapraszamy', primary: cta },
  'image-text.v1': { title: 'O nas', html: '<p>Tekst</p>', image: media },
  'highlights.v1': { title: 'Dlaczego', items: [{ icon: 'tooth', title: 'A', text: 'B' }] },
  'steps.v1': { title: 'Pierwsza wizyta', items: [{ title: 'Rejestracja', text: 'Zadzwoń' }] },
  'testimonials.v1': { title: 'Opinie', items: [{ quote: 'Dziękuję', author: 'Pani Ewa' }] },
  'price-list.v1': {
    title: 'Cennik',
    groups: [{ name: 'Profilaktyka', rows: [{ name: 'Przegląd', price: '150 zł' }] }],
  },
  'contact.v1': { title: 'Kontakt' },
  'lead-form.v1': { title: 'Napisz do nas', serviceSlug: 'implanty-zebowe', timeWindows: true },
};

describe('block registry', () => {
  it('knows every catalogued type and each accepts its documented props', () => {
    for (const [type, props] of Object.entries(samples)) {
      const r = resolveBlock({ id: 'b', type, props }, blockRegistry);
      expect(r.ok, `${type}: ${r.ok ? '' : r.reason}`).toBe(true);
    }
  });
  it('an unknown type is left out with a reason', () => {
    const r = resolveBlock({ id: 'x', type: 'carousel.v1', props: {} }, blockRegistry);
    expect(r).toMatchObject({ ok: false, type: 'carousel.v1', reason: 'unknown block type' });
  });
  it('props that do not parse are left out with the failing field named', () => {
    const r = resolveBlock({ id: 'x', type: 'hero.v1', props: { title: 42 } }, blockRegistry);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.reason).toContain('title');
  });
  it('a version the site does not know is unknown, not parsed as another version', () => {
    expect(resolveBlock({ id: 'x', type: 'hero.v2', props: samples['hero.v1']! }, blockRegistry).ok).toBe(false);
  });
});

describe('RenderBlocks', () => {
  const site = Site.parse({
    name: 'Klinika',
    primaryDomain: null,
    menu: [],
    theme: testTheme,
    profile: { phone: '+48 12 345 67 89', openingHours: { mon: [{ opens: '08:00', closes: '16:00' }] } },
  });

  it('renders good blocks in order, leaves out bad ones, and reports each once', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const blocks = [
      { id: 'a', type: 'hero.v1', props: samples['hero.v1']! },
      { id: 'b', type: 'mystery.v1', props: {} },
      { id: 'c', type: 'faq.v1', props: { items: 'nope' } },
      { id: 'd', type: 'rich-text.v1', props: { html: '<p>Koniec</p><script>alert(1)</script>' } },
      { id: 'e', type: 'mystery.v1', props: {} },
    ];
    const html = renderToStaticMarkup(<RenderBlocks blocks={blocks} site={site} path="/" firstIsPageTop />);
    expect(html).toContain('<h1>Witamy</h1>');
    expect(html.indexOf('Witamy')).toBeLessThan(html.indexOf('Koniec'));
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('Blok „'); // no placeholder outside development
    const messages = warn.mock.calls.map((c) => String(c[0]));
    expect(messages.filter((m) => m.includes('mystery.v1'))).toHaveLength(1);
    expect(messages.some((m) => m.includes('"faq.v1"'))).toBe(true);
    warn.mockRestore();
  });

  it('the contact block shows the profile phone as a tel: link with digits and plus only', () => {
    const html = renderToStaticMarkup(
      <RenderBlocks blocks={[{ id: 'c', type: 'contact.v1', props: {} }]} site={site} path="/kontakt" />,
    );
    expect(html).toContain('href="tel:+48123456789"');
    expect(html).toContain('Poniedziałek');
    expect(html).toContain('Wtorek');
    expect(html).toContain('nieczynne');
  });
});

describe('a blocks page keeps exactly one h1', () => {
  const site = Site.parse({ name: 'Klinika', primaryDomain: null, menu: [], theme: testTheme });
  const pageWith = (blocks: { id: string; type: string; props: unknown }[]) =>
    ({ kind: 'page', path: '/o-nas', title: 'O nas', seoTitle: null, seoDescription: null, blocks }) as never;

  it('when its opening hero is left out (a later version, or props that do not parse), the page title is the h1', async () => {
    const { BlocksPageView } = await import('@/app/[[...path]]/views/blocks-page');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const rich = { id: 'r', type: 'rich-text.v1', props: { html: '<p>Tekst</p>' } };
    for (const hero of [
      { id: 'h', type: 'hero.v2', props: samples['hero.v1']! },
      { id: 'h', type: 'hero.v1', props: { title: '' } },
    ]) {
      const html = renderToStaticMarkup(<BlocksPageView page={pageWith([hero, rich])} site={site} />);
      expect(html.match(/<h1[\s>]/g), hero.type).toHaveLength(1);
      expect(html).toContain('<h1>O nas</h1>');
    }
    // A hero that renders carries the h1 itself.
    const html = renderToStaticMarkup(
      <BlocksPageView page={pageWith([{ id: 'h', type: 'hero.v1', props: samples['hero.v1']! }, rich])} site={site} />,
    );
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(html).not.toContain('<h1>O nas</h1>');
    warn.mockRestore();
  });
});

describe('a page holding the enquiry form twice', () => {
  it('gives the second its own anchor, so no id, label or error link is shared; the first keeps #formularz-kontaktowy', () => {
    const site = Site.parse({ name: 'Klinika', primaryDomain: null, menu: [], theme: testTheme });
    const blocks = [
      { id: 'top', type: 'lead-form.v1', props: samples['lead-form.v1']! },
      { id: 'r', type: 'rich-text.v1', props: { html: '<p>Tekst</p>' } },
      { id: 'bottom', type: 'lead-form.v1', props: samples['lead-form.v1']! },
    ];
    const html = renderToStaticMarkup(<RenderBlocks blocks={blocks} site={site} path="/kontakt" />);
    expect([...html.matchAll(/<section id="([^"]+)"/g)].map((m) => m[1])).toEqual([
      'formularz-kontaktowy',
      'formularz-kontaktowy-2',
    ]);
  });
});

describe('the treatments index', () => {
  it('gives uncategorised treatments among categorised ones a heading of their own, last', async () => {
    const { ServicesIndex } = await import('@/app/[[...path]]/views/index-pages');
    const { pages } = await import('./seo-fixtures');
    const s = (id: string, category: string | null) => ({
      id,
      slug: id,
      path: `/zabiegi/${id}`,
      name: `Zabieg ${id}`,
      category,
      bookingServiceId: null,
    });
    const page = { ...pages.services, services: [s('a', 'Implanty'), s('b', null), s('c', 'Ortodoncja')] } as never;
    const html = renderToStaticMarkup(<ServicesIndex page={page} />);
    const order = [...html.matchAll(/<h2[^>]*>([^<]+)<\/h2>|Zabieg ([abc])/g)].map((m) => m[1] ?? m[2]);
    expect(order.filter((x) => x !== undefined)).toEqual(['Implanty', 'a', 'Ortodoncja', 'c', 'Inne zabiegi', 'b']);
  });
});

describe('the header’s logo', () => {
  it('without a known size stands whole in a logo-shaped box, not in a photo’s grey 3:2 placeholder', async () => {
    const { SiteHeader } = await import('@/components/ui/site-header');
    const site = Site.parse({
      name: 'Klinika',
      primaryDomain: null,
      menu: [],
      theme: testTheme,
      profile: { logo: { url: 'https://media.clinic.example/logo.svg', alt: null, focalX: null, focalY: null } },
    });
    const html = renderToStaticMarkup(<SiteHeader site={site} />);
    expect(html).not.toContain('aspect-ratio:3 / 2');
    expect(html).toContain('media-frame-contain');
    expect(html).toMatch(/object-fit:contain/);
  });
});

describe('small things editors meet', () => {
  const site = Site.parse({ name: 'Klinika', primaryDomain: null, menu: [], theme: testTheme });
  it('a list block with nothing to list is left out, not a heading over an empty grid', () => {
    const html = renderToStaticMarkup(
      <RenderBlocks
        blocks={[
          {
            id: 'p',
            type: 'latest-posts.v1',
            props: { eyebrow: null, title: 'Z bloga', lead: null, items: [], cta: null },
          },
        ]}
        site={site}
        path="/"
      />,
    );
    expect(html).toBe('');
  });
  it('FAQ answers written with Windows line endings keep their paragraphs', async () => {
    const { FaqList } = await import('@/components/ui/faq-list');
    const html = renderToStaticMarkup(
      <FaqList items={[{ question: 'Czy boli?', answer: 'Nie.\r\n\r\nZnieczulamy miejscowo.' }]} />,
    );
    expect(html.match(/<p[\s>]/g)).toHaveLength(2);
  });
});
