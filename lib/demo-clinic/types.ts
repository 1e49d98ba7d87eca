import type { z } from 'zod';
import type * as S from '../clinic-api/schemas';

/** Index pages of the entity lists (treatments, team, case studies, posts). */
export interface DemoIndexPage {
  path: string;
  title: string;
  eyebrow: string | null;
  lead: string | null;
  updatedAt: string;
}

/** A blocks page as the demo stores it. */
export interface DemoBlocksPage {
  path: string;
  title: string;
  seoTitle: string | null;
  seoDescription: string | null;
  blocks: z.input<typeof S.Block>[];
  updatedAt: string;
}

/** The demo clinic's published content, in the API's own shapes (media paths site-relative). */
export interface DemoContent {
  site: z.input<typeof S.Site>;
  pages: DemoBlocksPage[];
  indexes: { services: DemoIndexPage; team: DemoIndexPage; caseStudies: DemoIndexPage; posts: DemoIndexPage };
  services: z.input<typeof S.ServiceDetail>[];
  doctors: z.input<typeof S.DoctorDetail>[];
  caseStudies: z.input<typeof S.CaseStudyDetail>[];
  posts: z.input<typeof S.PostDetail>[];
  /** The default call to action on entity pages. */
  cta: z.input<typeof S.Cta>;
  /** Pages of kinds a later minor version added (only when the demo plays one, see versions.ts). */
  laterPages?: DemoLaterPage[];
}

/** A page of a kind this site does not know: GET /pages lists it, GET /content answers it with its own fields. */
interface DemoLaterPage {
  path: string;
  title: string;
  kind: string;
  updatedAt: string;
  fields: Record<string, unknown>;
}
