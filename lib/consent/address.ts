/**
 * What tags are told of the page (issue 37, RODO art. 9): the address of a treatment, a specialist or the booking
 * page reveals a health interest (`/zabiegi/leczenie-kanalowe` says what the visitor is looking into), so unless
 * the agency sets TAGS_FULL_PATHS the path sent to third parties is only the page's kind (`/zabiegi/[service]`),
 * and so is the title. Never a query string (a search, a prefilled form) other than the campaign parameters, never a
 * fragment; a referrer is only an origin.
 *
 * Browser code the consent script (components/ui/tag-consent.tsx) embeds as it is written here, so a build's
 * minifier cannot change it and the tests (tests/unit/tag-consent.test.tsx) run the very source the browser runs:
 * - reducedPath(pathname, kind, full): for a sensitive kind, the first segment and the kind, e.g. /zabiegi/[service];
 * - reducedLocation(origin, pathname, search, kind, full, keys): origin, reduced path, only the campaign parameters;
 * - reducedReferrer(referrer): its origin only;
 * - reducedTitle(kind, full, title): for a sensitive kind, the kind only (a treatment's title names it too).
 */
const SENSITIVE_KINDS = ['service', 'doctor', 'booking'];

export const ADDRESS_SOURCE = `function reducedPath(p,k,full){if(full||${JSON.stringify(SENSITIVE_KINDS)}.indexOf(k)<0)return p;var s=p.split('/').filter(function(x){return x!==''});if(k==='booking'&&s.length<=1)return p;return s.length>1?'/'+s[0]+'/['+k+']':'/['+k+']'}
function reducedLocation(o,p,q,k,full,keys){var a=new URLSearchParams(q),b=new URLSearchParams();for(var i=0;i<keys.length;i++){var v=a.get(keys[i]);if(v)b.set(keys[i],v)}var s=b.toString();return o+reducedPath(p,k,full)+(s?'?'+s:'')}
function reducedReferrer(r){try{return r?new URL(r).origin+'/':''}catch(e){return ''}}
function reducedTitle(k,full,title){return full||${JSON.stringify(SENSITIVE_KINDS)}.indexOf(k)<0?title:'['+k+']'}`;
