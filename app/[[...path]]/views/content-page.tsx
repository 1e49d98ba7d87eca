import type { ContentPage, Site } from '@/lib/clinic-api/schemas';
import { BlocksPageView } from './blocks-page';
import { CaseStudiesIndex, PostsIndex, ServicesIndex, TeamIndex } from './index-pages';
import { CaseStudyView, DoctorView, PostView, ServiceView } from './entity-pages';

/** One switch over every page kind of GET /content. */
export function ContentPageView({ page, site, enquiry }: { page: ContentPage; site: Site; enquiry?: React.ReactNode }) {
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
      return <CaseStudiesIndex page={page} />;
    case 'case-study':
      return <CaseStudyView page={page} site={site} />;
    case 'posts':
      return <PostsIndex page={page} />;
    case 'post':
      return <PostView page={page} site={site} />;
  }
}
