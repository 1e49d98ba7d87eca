import { z } from 'zod';
import { t } from '@/lib/i18n';

/** One field of a block's props, in words an agency reads without opening the schema. */
export interface PropWords {
  name: string;
  words: string;
  required: boolean;
}

type Json = {
  type?: string | string[];
  properties?: Record<string, Json>;
  required?: string[];
  items?: Json;
  anyOf?: Json[];
  enum?: unknown[];
  default?: unknown;
  pattern?: string;
};

const w = t.gallery.words;

function words(s: Json, name = ''): string {
  if (s.anyOf) {
    const parts = s.anyOf.filter((x) => x.type !== 'null');
    const inner = parts.length === 1 ? words(parts[0]!, name) : parts.map((p) => words(p, name)).join(' / ');
    return s.anyOf.length > parts.length ? w.orNone(inner) : inner;
  }
  const types = Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];
  if (types.includes('null') && types.length > 1)
    return w.orNone(words({ ...s, type: types.filter((x) => x !== 'null') }, name));
  if (s.enum) return w.oneOf(s.enum.map(String).join(', '));
  const type = types[0];
  if (type === 'string') return name === 'html' ? w.html : s.pattern ? w.slug : w.text;
  if (type === 'integer') return w.integer;
  if (type === 'number') return w.number;
  if (type === 'boolean') return w.boolean;
  if (type === 'array') return w.listOf(s.items ? words(s.items) : w.any);
  if (type === 'object' && s.properties) {
    const keys = Object.keys(s.properties);
    if (keys.includes('url') && keys.includes('focalX')) return w.image;
    if (keys.length === 2 && keys.includes('label') && keys.includes('href')) return w.link;
    return w.objectOf(keys.join(', '));
  }
  return w.any;
}

/** The top-level props of a block schema, in Polish words, from its JSON Schema (input side: what the API sends). */
export function describeProps(schema: z.ZodType): PropWords[] {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Json;
  const required = new Set(json.required ?? []);
  return Object.entries(json.properties ?? {}).map(([name, s]) => ({
    name,
    words:
      s.default !== undefined && s.default !== null && !(Array.isArray(s.default) && s.default.length === 0)
        ? `${words(s, name)}; ${w.defaultIs(JSON.stringify(s.default))}`
        : words(s, name),
    required: required.has(name),
  }));
}
