import { BEACON_PATH } from '@/lib/conversions/browser';

/**
 * The page's kind for the conversion counts and the reduced address sent to tags (issue 37): a <meta> React hoists
 * into <head>. Only the kind (`service`, `doctor`, ...): never the path.
 */
export function PageKindMeta({ kind }: { kind: string }) {
  return <meta name="clinic-page-kind" content={kind} />;
}

/**
 * "Phone tapped", counted without consent or identifiers: a tap on any tel: link sends `phone_tapped <kind>` with
 * navigator.sendBeacon (no cookie, no answer read) to app/api/conversions, in the server build only (`beacon`; the
 * export has no server), and pushes the event to the data layer once the visitor agreed to analytics. A capture
 * listener on the document: it does not delay the call, and needs none of the site's bundles.
 */
export function ConversionBeacon({ beacon }: { beacon: boolean }) {
  const source = `(function(){${beacon ? 'window.clinicBeacon=true;' : ''}document.addEventListener('click',function(e){var a=e.target&&e.target.closest&&e.target.closest('a[href^="tel:"]');if(!a)return;var m=document.querySelector('meta[name="clinic-page-kind"]'),k=(m&&m.getAttribute('content'))||'other';${beacon ? `try{navigator.sendBeacon(${JSON.stringify(BEACON_PATH)},'phone_tapped '+k)}catch(x){}` : ''}if(window.clinicAnalytics===true)(window.dataLayer=window.dataLayer||[]).push({event:'phone_tapped',page_kind:k})},true)})()`;
  return <script dangerouslySetInnerHTML={{ __html: source }} />;
}
