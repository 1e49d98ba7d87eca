import { z } from 'zod';
import { MediaRef, type Block } from '../clinic-api/schemas';
import { htmlToText } from './text';

/*
 * The few block props SEO reads (hero lead/image, rich text, FAQ), parsed tolerantly with the same shapes as the
 * block catalogue (blocks/README.md). lib/ must not import blocks/, so the shapes are restated here; a block that
 * does not parse is skipped, as the page skips it.
 */
const Hero = z.object({ lead: z.string().nullable().optional(), image: MediaRef.nullable().optional() });
const RichText = z.object({ html: z.string() });
const Faq = z.object({
  items: z.array(z.object({ question: z.string().trim().min(1), answer: z.string().trim().min(1) })),
});

export interface FaqItem {
  question: string;
  answer: string;
}

/** Questions and answers of every faq.v1 block, in page order. */
export function faqItemsOf(blocks: Block[]): FaqItem[] {
  return blocks.flatMap((b) => {
    if (b.type !== 'faq.v1') return [];
    const parsed = Faq.safeParse(b.props);
    return parsed.success ? parsed.data.items.map((i) => ({ question: i.question.trim(), answer: i.answer.trim() })) : [];
  });
}

/** The first readable sentence(s) of the blocks: a hero's lead, else the first rich text. */
export function leadTextOf(blocks: Block[]): string | undefined {
  for (const b of blocks) {
    if (b.type === 'hero.v1') {
      const lead = Hero.safeParse(b.props);
      if (lead.success && lead.data.lead?.trim()) return lead.data.lead;
    }
    if (b.type === 'rich-text.v1') {
      const rt = RichText.safeParse(b.props);
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
    if (b.type !== 'hero.v1') continue;
    const hero = Hero.safeParse(b.props);
    if (hero.success && hero.data.image) return hero.data.image;
  }
  return undefined;
}
