import { ButtonLink } from '@/components/ui/button-link';
import { defineBlock } from '../define';
import * as cta from './schema';

export const ctaBlock = defineBlock(cta, ({ props }) => (
  <section className={`block cta-band tone-${props.tone}`}>
    <div className="container cta-inner">
      <div>
        <h2>{props.title}</h2>
        {props.text ? <p>{props.text}</p> : null}
      </div>
      <div className="button-row">
        <ButtonLink cta={props.primary} variant={props.tone === 'primary' ? 'secondary' : 'primary'} />
        {props.secondary ? <ButtonLink cta={props.secondary} variant="ghost" /> : null}
      </div>
    </div>
  </section>
));
