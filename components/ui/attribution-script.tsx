import { ATTRIBUTION_KEYS, ATTRIBUTION_MAX } from '@/lib/attribution/params';
import { STORAGE_KEY } from '@/lib/attribution/browser';
import { t } from '@/lib/i18n';
import { ConsentActions } from './consent-actions';

/**
 * Keeping the landing page's campaign parameters for the browser session, only with the visitor's consent (art. 399
 * of Prawo komunikacji elektronicznej: storing on a device needs consent unless strictly necessary). Rendered only
 * when the agency turns LEAD_ATTRIBUTION_SESSION on; by default the enquiry form reads the current address alone and
 * nothing is written to the device (lib/attribution/browser.ts).
 *
 * A landing with parameters shows the choice; "accept" saves them, "decline" saves nothing (and so is asked again
 * on the next such landing: remembering the refusal would itself be storage). Once the visitor has agreed in this
 * tab, a later landing replaces the saved set without asking again. Without JavaScript nothing is shown or kept.
 * An inline script of a few hundred bytes: content pages stay free of the site's own JavaScript bundles.
 */
const ID = 'attribution-consent';
const source = `(function(){try{var p=new URLSearchParams(location.search),k=${JSON.stringify(ATTRIBUTION_KEYS)},o={},n=0,s=sessionStorage,K=${JSON.stringify(STORAGE_KEY)};for(var i=0;i<k.length;i++){var v=p.get(k[i]);if(v&&v.trim()){o[k[i]]=v.trim().slice(0,${ATTRIBUTION_MAX});n++}}if(!n)return;var save=function(){s.setItem(K,JSON.stringify(o))};if(s.getItem(K)!==null){save();return}var d=document.getElementById(${JSON.stringify(ID)});if(!d)return;var close=function(){d.hidden=true};d.querySelector('[data-consent=yes]').onclick=function(){save();close()};d.querySelector('[data-consent=no]').onclick=close;d.hidden=false}catch(e){}})()`;

export function AttributionConsent() {
  const w = t.legal.attributionConsent;
  return (
    <>
      <section id={ID} className="consent-bar" aria-label={w.label} hidden>
        <div className="container consent-inner">
          <p>{w.question}</p>
          <ConsentActions
            choices={[
              { value: 'yes', label: w.accept },
              { value: 'no', label: w.decline },
            ]}
          />
        </div>
      </section>
      <script dangerouslySetInnerHTML={{ __html: source }} />
    </>
  );
}
