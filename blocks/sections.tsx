import { z } from 'zod';
import { defineBlock } from './define';
import { Cta, MediaRef, optionalCta, optionalText } from './shared';
import { SectionHeading } from '@/components/ui/section-heading';
import { RichText } from './rich-text';
import { ButtonLink } from '@/components/ui/button-link';
import { MediaImage } from '@/components/ui/media-image';
import { Icon, iconNames, type IconName } from '@/components/ui/icons';
import { ContactDetails } from '@/components/ui/contact-details';
import { OpeningHours } from '@/components/ui/opening-hours';
import { t } from '@/lib/i18n';

const heading = { eyebrow: optionalText, title: optionalText, lead: optionalText };

export const ctaBlock = defineBlock({
  type: 'cta.v1',
  schema: z.object({ title: z.string().min(1), text: optionalText, primary: Cta, secondary: optionalCta, tone: z.enum(['primary', 'surface']).default('primary') }),
  Component: ({ props }) => (
    <section className={`block cta-band tone-${props.tone}`}>
      <div className="container cta-inner">
        <div>
          <h2>{props.title}</h2>
          {props.text ? <p>{props.text}</p> : null}
        </div>
        <div className="button-row">
          <ButtonLink cta={props.primary} variant={props.tone === 'primary' ? 'secondary' : 'primary'} />
          {props.secondary ? <ButtonLink cta={props.secondary} variant="ghost" /> : null}
        </div>
      </div>
    </section>
  ),
});

export const imageTextBlock = defineBlock({
  type: 'image-text.v1',
  schema: z.object({ eyebrow: optionalText, title: z.string().min(1), html: z.string(), image: MediaRef, imageSide: z.enum(['left', 'right']).default('right'), cta: optionalCta }),
  Component: ({ props }) => (
    <section className={`block image-text image-${props.imageSide}`}>
      <div className="container image-text-inner">
        <div className="image-text-copy">
          {props.eyebrow ? <p className="eyebrow">{props.eyebrow}</p> : null}
          <h2>{props.title}</h2>
          <RichText html={props.html} />
          {props.cta ? (
            <div className="button-row">
              <ButtonLink cta={props.cta} variant="secondary" />
            </div>
          ) : null}
        </div>
        <div className="image-text-media">
          <MediaImage media={props.image} sizes="(min-width: 960px) 45vw, 100vw" />
        </div>
      </div>
    </section>
  ),
});

const IconNameSchema = z.string().transform((v) => ((iconNames as string[]).includes(v) ? (v as IconName) : null));

export const highlightsBlock = defineBlock({
  type: 'highlights.v1',
  schema: z.object({ ...heading, items: z.array(z.object({ icon: IconNameSchema.nullable().optional(), title: z.string(), text: z.string() })).min(1) }),
  Component: ({ props }) => (
    <section className="block highlights">
      <div className="container">
        <SectionHeading {...props} />
        <ul className="highlight-grid" role="list">
          {props.items.map((item) => (
            <li key={item.title} className="highlight">
              {item.icon ? (
                <span className="highlight-icon">
                  <Icon name={item.icon} />
                </span>
              ) : null}
              <h3>{item.title}</h3>
              <p>{item.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  ),
});

export const stepsBlock = defineBlock({
  type: 'steps.v1',
  schema: z.object({ ...heading, items: z.array(z.object({ title: z.string(), text: z.string() })).min(1) }),
  Component: ({ props }) => (
    <section className="block steps">
      <div className="container">
        <SectionHeading {...props} />
        <ol className="step-list">
          {props.items.map((item) => (
            <li key={item.title} className="step">
              <h3>{item.title}</h3>
              <p>{item.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  ),
});

export const testimonialsBlock = defineBlock({
  type: 'testimonials.v1',
  schema: z.object({
    title: optionalText,
    items: z.array(z.object({ quote: z.string(), author: z.string(), context: optionalText, source: optionalText })).min(1),
    note: optionalText,
  }),
  Component: ({ props, ctx }) => (
    <section className="block testimonials">
      <div className="container">
        <SectionHeading title={props.title} />
        <ul className="quote-grid" role="list">
          {props.items.map((item) => (
            <li key={item.author + item.quote.slice(0, 20)}>
              <figure className="quote">
                <blockquote>
                  <p>{item.quote}</p>
                </blockquote>
                <figcaption>
                  <span className="quote-author">{item.author}</span>
                  {item.context || item.source ? <span className="quote-meta">{[item.context, item.source].filter(Boolean).join(' · ')}</span> : null}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
        {props.note || ctx.site.profile?.reviewsPolicy ? <p className="block-note">{props.note ?? ctx.site.profile?.reviewsPolicy}</p> : null}
      </div>
    </section>
  ),
});

export const priceListBlock = defineBlock({
  type: 'price-list.v1',
  schema: z.object({
    title: optionalText,
    lead: optionalText,
    groups: z.array(z.object({ name: z.string(), rows: z.array(z.object({ name: z.string(), price: z.string(), note: optionalText })).min(1) })).min(1),
    note: optionalText,
  }),
  Component: ({ props }) => (
    <section className="block price-list">
      <div className="container container-narrow">
        <SectionHeading title={props.title} lead={props.lead} />
        {props.groups.map((g) => (
          <table key={g.name} className="price-table">
            <caption>{g.name}</caption>
            <tbody>
              {g.rows.map((r) => (
                <tr key={r.name}>
                  <th scope="row">
                    {r.name}
                    {r.note ? <span className="price-note">{r.note}</span> : null}
                  </th>
                  <td>{r.price}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
        {props.note ? <p className="block-note">{props.note}</p> : null}
      </div>
    </section>
  ),
});

export const contactBlock = defineBlock({
  type: 'contact.v1',
  schema: z.object({ title: optionalText, lead: optionalText, showHours: z.boolean().default(true), showMap: z.boolean().default(true) }),
  Component: ({ props, ctx }) => {
    const p = ctx.site.profile;
    if (!p) return null;
    return (
      <section className="block contact">
        <div className="container">
          <SectionHeading title={props.title} lead={props.lead} />
          <div className="contact-grid">
            <div className="contact-card">
              <h3>{t.site.contact}</h3>
              <ContactDetails profile={p} showMap={props.showMap} />
            </div>
            {props.showHours && p.openingHours ? (
              <div className="contact-card">
                <h3>{t.site.openingHours}</h3>
                <OpeningHours hours={p.openingHours} note={p.openingHoursNote} />
              </div>
            ) : null}
          </div>
        </div>
      </section>
    );
  },
});
