import { ATTRIBUTION_KEYS, ATTRIBUTION_MAX } from '@/lib/attribution/params';
import { STORAGE_KEY } from '@/lib/attribution/browser';

/**
 * Keeps the landing URL's campaign parameters for the browser session, as an inline script of a few hundred bytes:
 * content pages stay free of the site's own JavaScript bundles. It writes what lib/attribution/browser.ts reads
 * (which cleans the values again); a landing with new parameters replaces the old set. No cookie, no personal data.
 */
const source = `(function(){try{var p=new URLSearchParams(location.search),k=${JSON.stringify(ATTRIBUTION_KEYS)},o={},n=0;for(var i=0;i<k.length;i++){var v=p.get(k[i]);if(v&&v.trim()){o[k[i]]=v.trim().slice(0,${ATTRIBUTION_MAX});n++}}if(n)sessionStorage.setItem(${JSON.stringify(STORAGE_KEY)},JSON.stringify(o))}catch(e){}})()`;

export function AttributionScript() {
  return <script dangerouslySetInnerHTML={{ __html: source }} />;
}
