import type { BlockDefinition } from './define';
import { heroBlock } from './hero';
import { richTextBlock } from './rich-text';
import { faqBlock } from './faq';
import { caseStudiesListBlock, latestPostsBlock, servicesListBlock, teamListBlock } from './lists';
import { leadFormBlock } from './lead-form';
import { contactBlock, ctaBlock, highlightsBlock, imageTextBlock, priceListBlock, stepsBlock, testimonialsBlock } from './sections';

/** Every block type the site renders, keyed by `type` (with version). Add a new type here. */
const definitions: BlockDefinition[] = [
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
] as BlockDefinition[];

export const blockRegistry: ReadonlyMap<string, BlockDefinition> = new Map(definitions.map((d) => [d.type, d]));
