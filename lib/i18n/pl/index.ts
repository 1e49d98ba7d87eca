import { common } from './common';

/** The Polish dictionary: one section per area; a second language is a sibling folder with the same shape. */
export const pl = {
  common,
} as const;
