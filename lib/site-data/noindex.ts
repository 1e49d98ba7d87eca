import 'server-only';
import { getSite } from '../clinic-api/content';
import { clinic } from '../server/clinic';
import { memo } from './memo';
import { NOINDEX_FLAG } from './rules';

/** Whether the clinic asked to stay out of search engines (site.noindex), for the proxy's X-Robots-Tag header. */
export const siteNoindex = memo(NOINDEX_FLAG, async () => (await getSite(clinic())).noindex);
