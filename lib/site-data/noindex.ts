import 'server-only';
import { memo } from './memo';
import { NOINDEX_FLAG } from './rules';
import { readSite } from './site';

/** Whether the clinic asked to stay out of search engines (site.noindex), for the proxy's X-Robots-Tag header. */
export const siteNoindex = memo(NOINDEX_FLAG, async () => (await readSite()).noindex);
