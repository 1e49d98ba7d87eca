import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { ContactDetails } from '@/components/ui/contact-details';
import { createDemoContent } from '@/lib/demo-clinic/fixtures';
import { SiteProfile } from '@/lib/clinic-api/schemas';

describe('ContactDetails (footer, contact block)', () => {
  // Parsed as the site reads it (the fixtures' input type leaves defaults optional).
  const profile = SiteProfile.parse(createDemoContent().site.profile);

  it('puts <address> in flow content, never inside a <span> (the Nu HTML checker rejects it)', () => {
    const html = renderToStaticMarkup(<ContactDetails profile={profile} showMap />);
    expect(html).toContain('<address>');
    // The element that directly holds <address> is a div.
    expect(html).toMatch(/<div><address>/);
    // No span is open where <address> starts.
    const before = html.slice(0, html.indexOf('<address>'));
    const openSpans = (before.match(/<span\b/g) ?? []).length - (before.match(/<\/span>/g) ?? []).length;
    expect(openSpans).toBe(0);
  });
});
