import { serializeJsonLd } from '@/lib/seo/jsonld/serialize';

/**
 * Structured data as `<script type="application/ld+json">`, one script per node (each node carries its own
 * @context), escaped so no text from the API can close the script.
 */
export function JsonLd({ data }: { data: object | object[] }) {
  const nodes = Array.isArray(data) ? data : [data];
  return (
    <>
      {nodes.map((node, i) => (
        <script
          key={'@id' in node && typeof node['@id'] === 'string' ? node['@id'] : i}
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: serializeJsonLd(node) }}
        />
      ))}
    </>
  );
}
