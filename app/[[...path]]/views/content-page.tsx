import type { ContentPage, Site } from '@/lib/clinic-api/schemas';
import type { Paging } from '@/lib/paging';
import { BlocksPageView } from './blocks-page';
import { CaseStudiesIndex, PostsIndex, ServicesIndex, TeamIndex } from './index-pages';
import { CaseStudyView, DoctorView, PostView, ServiceView } from './entity-pages';

/** One switch over every page kind of GET /content. */
export function ContentPageView({
  page,
  site,
  enquiry,
  paging,
}: {
  page: ContentPage;
  site: Site;
  enquiry?: React.ReactNode;
  /** Where a posts or case-studies index page stands among its pages (lib/paging.ts). */
  paging?: Paging | null;
}) {
  switch (page.kind) {
    case 'page':
      return <BlocksPageView page={page} site={site} />;
    case 'services':
      return <ServicesIndex page={page} />;
    case 'service':
      return <ServiceView page={page} site={site} enquiry={enquiry} />;
    case 'team':
      return <TeamIndex page={page} />;
    case 'doctor':
      return <DoctorView page={page} site={site} enquiry={enquiry} />;
    case 'case-studies':
      return <CaseStudiesIndex page={page} paging={paging} />;
    case 'case-study':
      return <CaseStudyView page={page} site={site} />;
    case 'posts':
      return <PostsIndex page={page} paging={paging} />;
    case 'post':
      return <PostView page={page} site={site} />;
  }
}
