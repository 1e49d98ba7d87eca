import * as caseStudiesList from './case-studies-list/samples';
import * as contact from './contact/samples';
import * as cta from './cta/samples';
import * as faq from './faq/samples';
import * as hero from './hero/samples';
import * as highlights from './highlights/samples';
import * as imageText from './image-text/samples';
import * as latestPosts from './latest-posts/samples';
import * as leadForm from './lead-form/samples';
import * as priceList from './price-list/samples';
import * as richText from './rich-text/samples';
import * as servicesList from './services-list/samples';
import * as steps from './steps/samples';
import * as teamList from './team-list/samples';
import * as testimonials from './testimonials/samples';

export interface BlockSample {
  name: string;
  props: Record<string, unknown>;
}

/**
 * Sample props of every block type, by folder (each folder's samples.ts, beside its schema): the gallery at
 * /starter/galeria renders them, and tests/unit/block-samples.test.ts checks that every registered type has samples
 * that parse. Only the gallery and tests import this; content pages never load it.
 */
export const blockSamples: Record<string, readonly BlockSample[]> = {
  'case-studies-list': caseStudiesList.samples,
  contact: contact.samples,
  cta: cta.samples,
  faq: faq.samples,
  hero: hero.samples,
  highlights: highlights.samples,
  'image-text': imageText.samples,
  'latest-posts': latestPosts.samples,
  'lead-form': leadForm.samples,
  'price-list': priceList.samples,
  'rich-text': richText.samples,
  'services-list': servicesList.samples,
  steps: steps.samples,
  'team-list': teamList.samples,
  testimonials: testimonials.samples,
};

/** The folder of a block type: `hero.v1` → `hero`. */
export const blockFolder = (type: string) => type.replace(/\.v\d+$/, '');
