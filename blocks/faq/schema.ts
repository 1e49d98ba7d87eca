import { z } from 'zod';
import { optionalText } from '../schema-parts';

/** `faq.v1`: questions and answers (plain text). */
export const type = 'faq.v1';
export const FaqItem = z.object({ question: z.string().min(1), answer: z.string() });
export const schema = z.object({ title: optionalText, items: z.array(FaqItem).min(1) });
