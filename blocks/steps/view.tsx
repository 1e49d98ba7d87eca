import { SectionHeading } from '@/components/ui/section-heading';
import { defineBlock } from '../define';
import * as steps from './schema';

export const stepsBlock = defineBlock(steps, ({ props }) => (
  <section className="block steps">
    <div className="container">
      <SectionHeading {...props} />
      <ol className="step-list">
        {props.items.map((item) => (
          <li key={item.title} className="step">
            <h3>{item.title}</h3>
            <p>{item.text}</p>
          </li>
        ))}
      </ol>
    </div>
  </section>
));
