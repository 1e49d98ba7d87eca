import { ATTRIBUTION_KEYS } from '@/lib/attribution/params';
import { STORAGE_KEY } from '@/lib/attribution/browser';
import type { EmbedConfig } from '@/lib/config/embed';
import { t } from '@/lib/i18n';

// Before the embed script runs: the campaign parameters the attribution snippet kept for this visit go onto the
// container as data- attributes (utm_source → data-utm_source), which is where the embed reads them.
const copyAttribution = (id: string) =>
  `(function(){try{var c=document.getElementById(${JSON.stringify(id)}),k=${JSON.stringify(ATTRIBUTION_KEYS)},o=JSON.parse(sessionStorage.getItem(${JSON.stringify(STORAGE_KEY)})||'{}');for(var i=0;i<k.length;i++){if(typeof o[k[i]]==='string')c.setAttribute('data-'+k[i],o[k[i]])}}catch(e){}})()`;

/**
 * The clinic's own enquiry form on a static site (docs/static-export.md, "The clinic's embed script"): an empty
 * container, the kept attribution copied onto it while the page is parsed, and the platform's script with the
 * clinic's PUBLIC embed key.
 * React hoists the async script into <head> (and loads it after a client-side navigation as well); like any embed,
 * it fills containers once the document is parsed, by which time the copy has run. The secret key is never part of it.
 */
export function ClinicEmbed({ embed, id, attribution }: { embed: EmbedConfig; id: string; attribution: boolean }) {
  const container = `${id}-embed`;
  return (
    <>
      <div id={container} data-clinic-embed="lead">
        <noscript>{t.staticSite.embedNoScript}</noscript>
      </div>
      {attribution ? <script dangerouslySetInnerHTML={{ __html: copyAttribution(container) }} /> : null}
      <script src={embed.scriptUrl} data-embed-key={embed.key} data-form="lead" async />
    </>
  );
}
