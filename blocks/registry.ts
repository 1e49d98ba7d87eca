import type { BlockType } from './define';
import { heroBlock } from './hero/view';
import { richTextBlock } from './rich-text/view';
import { faqBlock } from './faq/view';
import { servicesListBlock } from './services-list/view';
import { teamListBlock } from './team-list/view';
import { latestPostsBlock } from './latest-posts/view';
import { caseStudiesListBlock } from './case-studies-list/view';
import { ctaBlock } from './cta/view';
import { imageTextBlock } from './image-text/view';
import { highlightsBlock } from './highlights/view';
import { stepsBlock } from './steps/view';
import { testimonialsBlock } from './testimonials/view';
import { priceListBlock } from './price-list/view';
import { contactBlock } from './contact/view';
import { leadFormBlock } from './lead-form/view';

/** Every block type the site renders, keyed by `type` (with version). Add a new type here. */
const blockTypes: BlockType[] = [
  heroBlock,
  richTextBlock,
  faqBlock,
  servicesListBlock,
  teamListBlock,
  latestPostsBlock,
  caseStudiesListBlock,
  ctaBlock,
  imageTextBlock,
  highlightsBlock,
  stepsBlock,
  testimonialsBlock,
  priceListBlock,
  contactBlock,
  leadFormBlock,
];

export const blockRegistry: ReadonlyMap<string, BlockType> = new Map(blockTypes.map((d) => [d.type, d]));
