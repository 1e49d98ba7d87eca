import { ATTRIBUTION_KEYS } from '@/lib/attribution/params';
import { STORAGE_KEY as ATTRIBUTION_STORAGE_KEY } from '@/lib/attribution/browser';
import { ADDRESS_SOURCE } from '@/lib/consent/address';
import type { TagIds } from '@/lib/config/parse-env';
import { t } from '@/lib/i18n';
import { ConsentActions } from './consent-actions';

/** The one thing stored before any consent: the choice itself (strictly necessary, art. 399 PKE). */
const CONSENT_KEY = 'clinic:consent';
const ID = 'tag-consent';

/**
 * The site's one consent choice when the agency configured tags (docs/measurement.md): necessary (the choice itself,
 * in localStorage), analytics (GA4, GTM: analytics_storage) and marketing (Meta Pixel; ad_storage, ad_user_data,
 * ad_personalization; with LEAD_ATTRIBUTION_SESSION also keeping the campaign for the tab, which the attribution's
 * own bar asks otherwise). Refusing is one press, as accepting is, with the same look. Rendered only with an id set:
 * without one no script, no bar and no tag host in the CSP.
 *
 * The inline script runs before any tag can: it sets Google Consent Mode v2's defaults to "denied", reads a saved
 * choice, and loads only the tags that choice allows, each told the reduced address (lib/consent/address.ts), never
 * a form's value or a query string. A later refusal deletes the tags' cookies and reloads the page, so nothing
 * already loaded keeps running. The footer's "Ustawienia prywatności" reopens the choice.
 */
function source(tags: TagIds, attribution: boolean): string {
  const cfg = JSON.stringify({
    gtm: tags.gtm ?? null,
    ga4: tags.ga4 ?? null,
    pixel: tags.pixel ?? null,
    full: tags.fullPaths,
    attr: attribution,
    keys: ATTRIBUTION_KEYS,
    ak: ATTRIBUTION_STORAGE_KEY,
    key: CONSENT_KEY,
    id: ID,
  });
  return `(function(){var C=${cfg},w=window,d=document,loaded={};
${ADDRESS_SOURCE}
w.dataLayer=w.dataLayer||[];function gtag(){w.dataLayer.push(arguments)}w.gtag=w.gtag||gtag;
gtag('consent','default',{ad_storage:'denied',ad_user_data:'denied',ad_personalization:'denied',analytics_storage:'denied',functionality_storage:'denied',personalization_storage:'denied',security_storage:'granted'});
gtag('set','ads_data_redaction',true);gtag('set','url_passthrough',false);
function kind(){var m=d.querySelector('meta[name="clinic-page-kind"]');return (m&&m.getAttribute('content'))||'other'}
function page(){var k=kind();return {page_location:reducedLocation(location.origin,location.pathname,location.search,k,C.full,C.keys),page_referrer:reducedReferrer(d.referrer),page_title:reducedTitle(k,C.full,d.title),page_kind:k}}
function read(){try{var v=JSON.parse(localStorage.getItem(C.key)||'null');return v&&typeof v==='object'?{a:v.a===true,m:v.m===true}:null}catch(e){return null}}
function load(src,onload){var s=d.createElement('script');s.async=true;s.src=src;if(onload)s.onload=onload;d.head.appendChild(s)}
function apply(c){var g=function(b){return b?'granted':'denied'};
gtag('consent','update',{analytics_storage:g(c.a),ad_storage:g(c.m),ad_user_data:g(c.m),ad_personalization:g(c.m)});
w.clinicAnalytics=c.a;var p=page();gtag('set',{page_location:p.page_location,page_referrer:p.page_referrer,page_title:p.page_title});
if(c.a&&C.ga4&&!loaded.ga4){loaded.ga4=1;gtag('js',new Date());gtag('config',C.ga4,{page_location:p.page_location,page_referrer:p.page_referrer,page_title:p.page_title});load('https://www.googletagmanager.com/gtag/js?id='+encodeURIComponent(C.ga4))}
if(c.a&&C.gtm&&!loaded.gtm){loaded.gtm=1;w.dataLayer.push({event:'clinic_page',page_location:p.page_location,page_referrer:p.page_referrer,page_title:p.page_title,page_kind:p.page_kind});w.dataLayer.push({'gtm.start':Date.now(),event:'gtm.js'});load('https://www.googletagmanager.com/gtm.js?id='+encodeURIComponent(C.gtm))}
if(c.m&&C.pixel&&!loaded.pixel&&pixelMay()){loaded.pixel=1;var f=w.fbq=function(){f.callMethod?f.callMethod.apply(f,arguments):f.queue.push(arguments)};if(!w._fbq)w._fbq=f;f.push=f;f.loaded=true;f.version='2.0';f.queue=[];f('set','autoConfig',false,C.pixel);f('init',C.pixel);f('track','PageView');load('https://connect.facebook.net/en_US/fbevents.js')}
if(C.attr&&c.m)keepCampaign();}
function pixelMay(){if(C.full)return true;var k=kind();if(['service','doctor','booking','search'].indexOf(k)>=0)return false;var q=new URLSearchParams(location.search),ok=true;q.forEach(function(v,n){if(C.keys.indexOf(n)<0)ok=false});return ok}
function keepCampaign(){try{var q=new URLSearchParams(location.search),o={},n=0;for(var i=0;i<C.keys.length;i++){var v=q.get(C.keys[i]);if(v&&v.trim()){o[C.keys[i]]=v.trim().slice(0,256);n++}}if(n)sessionStorage.setItem(C.ak,JSON.stringify(o))}catch(e){}}
function forget(){try{sessionStorage.removeItem(C.ak)}catch(e){}var host=location.hostname.split('.');d.cookie.split(';').forEach(function(x){var n=x.split('=')[0].trim();if(!/^(_ga|_gid|_gat|_gcl|_fbp|_fbc)/.test(n))return;for(var i=0;i<host.length;i++){var dom=host.slice(i).join('.');d.cookie=n+'=;Max-Age=0;path=/;domain='+dom}d.cookie=n+'=;Max-Age=0;path=/'})}
var bar=d.getElementById(C.id);if(!bar)return;var boxes={a:bar.querySelector('[data-consent-kind=a]'),m:bar.querySelector('[data-consent-kind=m]')};
function choose(c){var before=read();try{localStorage.setItem(C.key,JSON.stringify({v:1,a:c.a,m:c.m}))}catch(e){}bar.hidden=true;
if(before&&((before.a&&!c.a)||(before.m&&!c.m))){forget();location.reload();return}apply(c)}
function open(){var c=read()||{a:false,m:false};boxes.a.checked=c.a;boxes.m.checked=c.m;bar.hidden=false;var h=bar.querySelector('h2');if(h)h.focus()}
bar.querySelector('[data-consent=none]').onclick=function(){choose({a:false,m:false})};
bar.querySelector('[data-consent=all]').onclick=function(){choose({a:true,m:true})};
bar.querySelector('[data-consent=save]').onclick=function(){choose({a:boxes.a.checked,m:boxes.m.checked})};
d.documentElement.setAttribute('data-consent','on');
d.addEventListener('click',function(e){var b=e.target&&e.target.closest&&e.target.closest('[data-consent-open]');if(b){e.preventDefault();open()}});
var saved=read();if(saved)apply(saved);else bar.hidden=false;
['pushState','replaceState'].forEach(function(m){var o=history[m];history[m]=function(){var r=o.apply(this,arguments);setTimeout(function(){var c=read();if(!c||!c.a)return;var p=page();gtag('set',{page_location:p.page_location,page_referrer:p.page_referrer,page_title:p.page_title});w.dataLayer.push({event:'clinic_page',page_location:p.page_location,page_title:p.page_title,page_kind:p.page_kind})},0);return r}});
})()`;
}

export function TagConsent({ tags, attribution }: { tags: TagIds; attribution: boolean }) {
  const w = t.legal.tagConsent;
  return (
    <>
      <section id={ID} className="consent-bar tag-consent" aria-labelledby={`${ID}-title`} hidden>
        <div className="container tag-consent-inner">
          <h2 id={`${ID}-title`} className="tag-consent-title" tabIndex={-1}>
            {w.title}
          </h2>
          <p>{w.intro}</p>
          <fieldset className="tag-consent-options">
            <legend className="visually-hidden">{w.optionsLabel}</legend>
            <label>
              <input type="checkbox" checked disabled readOnly />
              <span>
                <strong>{w.necessary}</strong>: {w.necessaryNote}
              </span>
            </label>
            <label>
              <input type="checkbox" data-consent-kind="a" />
              <span>
                <strong>{w.analytics}</strong>: {w.analyticsNote}
              </span>
            </label>
            <label>
              <input type="checkbox" data-consent-kind="m" />
              <span>
                <strong>{w.marketing}</strong>: {attribution ? w.marketingAttributionNote : w.marketingNote}
              </span>
            </label>
          </fieldset>
          <ConsentActions
            choices={[
              { value: 'none', label: w.rejectAll },
              { value: 'save', label: w.save },
              { value: 'all', label: w.acceptAll },
            ]}
          />
        </div>
      </section>
      <script dangerouslySetInnerHTML={{ __html: source(tags, attribution) }} />
    </>
  );
}
