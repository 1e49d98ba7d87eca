import { ButtonLink } from '@/components/ui/button-link';
import { MediaImage } from '@/components/ui/media-image';
import { RichText } from '@/components/ui/rich-text';
import { defineBlock } from '../define';
import * as imageText from './schema';

export const imageTextBlock = defineBlock(imageText, ({ props }) => (
  <section className={`block image-text image-${props.imageSide}`}>
    <div className={`container image-text-inner${props.image ? '' : ' image-text-alone'}`}>
      <div className="image-text-copy">
        {props.eyebrow ? <p className="eyebrow">{props.eyebrow}</p> : null}
        <h2>{props.title}</h2>
        <RichText html={props.html} />
        {props.cta ? (
          <div className="button-row">
            <ButtonLink cta={props.cta} variant="secondary" />
          </div>
        ) : null}
      </div>
      {props.image ? (
        <div className="image-text-media">
          <MediaImage media={props.image} sizes="(min-width: 960px) 45vw, 100vw" />
        </div>
      ) : null}
    </div>
  </section>
));
