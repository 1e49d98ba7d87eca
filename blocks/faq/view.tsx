import { FaqList } from '@/components/ui/faq-list';
import { defineBlock } from '../define';
import * as faq from './schema';

export const faqBlock = defineBlock(faq, ({ props }) => (
  <section className="block faq">
    <div className="container container-narrow">
      {props.title ? <h2>{props.title}</h2> : null}
      <FaqList items={props.items} />
    </div>
  </section>
));
