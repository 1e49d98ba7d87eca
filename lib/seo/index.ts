/** SEO of the clinic site: page metadata, structured data, and the pieces sitemap/robots/proxy share. */
export { siteMetadata, pageMetadata, TITLE_SEPARATOR } from './metadata';
export { pageJsonLd } from './jsonld/page';
export { serializeJsonLd } from './jsonld/serialize';
export { canonicalOrigin, pageUrl, type SeoOptions } from './options';
export { MEDICAL_ORGANIZATION_TYPES, parseClinicSchemaType, clinicSchemaType } from './schema-type';
export { sitemapEntries, sitemapXml, robotsRules } from './crawl';
export { rssXml } from './feed';
