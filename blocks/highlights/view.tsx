import { Icon } from '@/components/ui/icons';
import { SectionHeading } from '@/components/ui/section-heading';
import { defineBlock } from '../define';
import * as highlights from './schema';

export const highlightsBlock = defineBlock(highlights, ({ props }) => (
  <section className="block highlights">
    <div className="container">
      <SectionHeading {...props} />
      <ul className="highlight-grid" role="list">
        {props.items.map((item) => (
          <li key={item.title} className="highlight">
            {item.icon ? (
              <span className="highlight-icon">
                <Icon name={item.icon} />
              </span>
            ) : null}
            <h3>{item.title}</h3>
            <p>{item.text}</p>
          </li>
        ))}
      </ul>
    </div>
  </section>
));
