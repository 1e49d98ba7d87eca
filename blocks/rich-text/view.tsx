import { RichText } from '@/components/ui/rich-text';
import { defineBlock } from '../define';
import * as richText from './schema';

export const richTextBlock = defineBlock(richText, ({ props }) => (
  <section className="block rich-text">
    <div className="container container-narrow">
      <RichText html={props.html} />
    </div>
  </section>
));
