import { MediaImage } from '@/components/ui/media-image';
import { ButtonLink } from '@/components/ui/button-link';
import { defineBlock } from '../define';
import * as hero from './schema';

export const heroBlock = defineBlock(hero, ({ props, ctx }) => (
  <section className={props.image ? 'block hero has-image' : 'block hero'}>
    <div className="container hero-inner">
      <div className="hero-text">
        {props.eyebrow ? <p className="eyebrow">{props.eyebrow}</p> : null}
        {/* The first hero of a page carries the page's h1. */}
        {ctx.first ? <h1>{props.title}</h1> : <h2>{props.title}</h2>}
        {props.lead ? <p className="lead">{props.lead}</p> : null}
        {props.ctas.length > 0 ? (
          <div className="button-row">
            {props.ctas.slice(0, 2).map((cta, i) => (
              <ButtonLink key={cta.href + i} cta={cta} variant={i === 0 ? 'primary' : 'secondary'} />
            ))}
          </div>
        ) : null}
      </div>
      {props.image ? (
        <div className="hero-media">
          <MediaImage media={props.image} sizes="(min-width: 960px) 50vw, 100vw" aspect="4 / 3" priority={ctx.first} />
        </div>
      ) : null}
    </div>
  </section>
));
