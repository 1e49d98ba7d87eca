import type { Metadata } from 'next';
import { SiteFrame } from '@/components/site-frame';
import { getPageData, toPath } from '@/lib/content';
import { config } from '@/lib/server/env';
import { siteMetadata } from '@/lib/seo';
import { seoOptions } from '@/lib/server/seo-options';
import { FooterExtras } from '@/components/footer-extras';

type Params = { params: Promise<{ path?: string[] }> };

export const revalidate = 60;

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { site } = await getPageData(toPath((await params).path));
  return siteMetadata(site, seoOptions());
}

/** The clinic's frame around every content page, from the same GET /content the page uses. */
export default async function ContentLayout({ params, children }: Params & { children: React.ReactNode }) {
  const path = toPath((await params).path);
  const { site } = await getPageData(path);
  return (
    <SiteFrame site={site} currentPath={path} demo={config().mode === 'demo'} footerExtra={<FooterExtras path={path} />}>
      {children}
    </SiteFrame>
  );
}
