import { z } from 'zod';
import { defineBlock } from './define';
import { MediaRef, optionalCta, optionalMedia, optionalText } from './shared';
import { SectionHeading } from '@/components/ui/section-heading';
import { CaseStudyCard, DoctorCard, PostCard, ServiceCard } from '@/components/ui/cards';
import { ButtonLink } from '@/components/ui/button-link';
import type { Cta } from '@/lib/clinic-api/schemas';

const heading = { eyebrow: optionalText, title: optionalText, lead: optionalText };

function ListSection({ className, eyebrow, title, lead, cta, children }: { className: string; eyebrow?: string | null; title: string | null; lead?: string | null; cta: Cta | null; children: React.ReactNode }) {
  return (
    <section className={`block ${className}`}>
      <div className="container">
        <SectionHeading eyebrow={eyebrow} title={title} lead={lead} />
        {children}
        {cta ? (
          <div className="block-footer">
            <ButtonLink cta={cta} variant="secondary" />
          </div>
        ) : null}
      </div>
    </section>
  );
}

export const servicesListBlock = defineBlock({
  type: 'services-list.v1',
  schema: z.object({
    ...heading,
    items: z.array(
      z.object({
        name: z.string(),
        path: z.string(),
        category: optionalText,
        shortDesc: optionalText,
        priceFromLabel: optionalText,
        durationLabel: optionalText,
      }),
    ),
    cta: optionalCta,
  }),
  Component: ({ props }) => (
    <ListSection className="services-list" {...props}>
      <ul className="card-grid" role="list">
        {props.items.map((item) => (
          <li key={item.path}>
            <ServiceCard item={item} />
          </li>
        ))}
      </ul>
    </ListSection>
  ),
});

export const teamListBlock = defineBlock({
  type: 'team-list.v1',
  schema: z.object({
    ...heading,
    items: z.array(z.object({ name: z.string(), path: z.string(), title: optionalText, specializations: z.array(z.string()).default([]), photo: optionalMedia })),
    cta: optionalCta,
  }),
  Component: ({ props }) => (
    <ListSection className="team-list" {...props}>
      <ul className="card-grid card-grid-4" role="list">
        {props.items.map((item) => (
          <li key={item.path}>
            <DoctorCard item={item} />
          </li>
        ))}
      </ul>
    </ListSection>
  ),
});

export const latestPostsBlock = defineBlock({
  type: 'latest-posts.v1',
  schema: z.object({
    ...heading,
    items: z.array(z.object({ title: z.string(), path: z.string(), excerpt: optionalText, cover: MediaRef.nullable().optional(), publishedAt: optionalText })),
    cta: optionalCta,
  }),
  Component: ({ props }) => (
    <ListSection className="latest-posts" {...props}>
      <ul className="card-grid" role="list">
        {props.items.map((item) => (
          <li key={item.path}>
            <PostCard item={item} />
          </li>
        ))}
      </ul>
    </ListSection>
  ),
});

export const caseStudiesListBlock = defineBlock({
  type: 'case-studies-list.v1',
  schema: z.object({
    ...heading,
    items: z.array(z.object({ title: z.string(), path: z.string(), summary: optionalText, image: MediaRef.nullable().optional() })),
    cta: optionalCta,
  }),
  Component: ({ props }) => (
    <ListSection className="case-studies-list" {...props}>
      <ul className="card-grid" role="list">
        {props.items.map((item) => (
          <li key={item.path}>
            <CaseStudyCard item={item} />
          </li>
        ))}
      </ul>
    </ListSection>
  ),
});
