import type { Block, MediaRef } from '../clinic-api/schemas';
import * as hero from '../../blocks/hero/schema';
import * as richText from '../../blocks/rich-text/schema';
import * as faq from '../../blocks/faq/schema';
import { htmlToText } from './text';

/*
 * The few block props SEO reads (hero lead/image, rich text, FAQ), parsed with the blocks' own schemas (pure zod,
 * blocks/<type>/schema.ts): a block that does not parse is skipped, as the page skips it.
 */

export interface FaqItem {
  question: string;
  answer: string;
}

/** Questions and answers of every faq.v1 block, in page order. */
export function faqItemsOf(blocks: Block[]): FaqItem[] {
  return blocks.flatMap((b) => {
    if (b.type !== faq.type) return [];
    const parsed = faq.schema.safeParse(b.props);
    if (!parsed.success) return [];
    const items = parsed.data.items.map((i) => ({ question: i.question.trim(), answer: i.answer.trim() }));
    // Structured data needs a question and an answer for every entry: a block with an empty one is not offered.
    return items.every((i) => i.question && i.answer) ? items : [];
  });
}

/** The first readable sentence(s) of the blocks: a hero's lead, else the first rich text. */
export function leadTextOf(blocks: Block[]): string | undefined {
  for (const b of blocks) {
    if (b.type === hero.type) {
      const lead = hero.schema.safeParse(b.props);
      if (lead.success && lead.data.lead?.trim()) return lead.data.lead;
    }
    if (b.type === richText.type) {
      const rt = richText.schema.safeParse(b.props);
      // Headings ("Wykształcenie", "Przebieg") are labels, not a description: read the paragraphs.
      const text = rt.success ? htmlToText(rt.data.html.replace(/<h[1-6]\b[^>]*>[\s\S]*?<\/h[1-6]>/gi, ' ')) : '';
      if (text) return text;
    }
  }
  return undefined;
}

/** The first hero image (a blocks page's own picture for sharing). */
export function heroImageOf(blocks: Block[]): MediaRef | undefined {
  for (const b of blocks) {
    if (b.type !== hero.type) continue;
    const parsed = hero.schema.safeParse(b.props);
    if (parsed.success && parsed.data.image) return parsed.data.image;
  }
  return undefined;
}
