import { common } from './common';
import { site } from './site';
import { leads } from './leads';
import { feedback } from './feedback';
import { booking } from './booking';
import { gallery } from './gallery';
import { legal } from './legal';
import { staticSite } from './static-site';
import { search } from './search';

/** The Polish dictionary: one section per area; a second language is a sibling folder with the same shape. */
export const pl = {
  common,
  site,
  leads,
  feedback,
  booking,
  gallery,
  legal,
  staticSite,
  search,
} as const;
