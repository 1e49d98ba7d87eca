'use client';

import type { ComponentProps } from 'react';
import { preload } from 'react-dom';

/**
 * The page's main picture (its likely largest paint), as `<img>` attributes from next/image's `getImageProps`
 * (./picture.tsx sets its high priority), preloaded from `<head>` at that priority with the `srcset` and `sizes`
 * the `<img>` has, as `<Image preload>` does.
 *
 * A client component on purpose, though it has no state. React preloads an eager `<img>` (and honours `preload()`)
 * wherever it meets one: a server component's becomes a hint in the page's RSC payload, and the router applies the
 * hints of every page it prefetches. Every link in view then downloaded its page's main picture at high priority,
 * for pages the visitor had not opened (16 pictures while scrolling the home page). A client component is drawn
 * into the HTML on the server, where its preload lands in `<head>`, and in the browser only when its page is shown;
 * a prefetch carries its props but draws nothing.
 */
export function MainPicture(props: ComponentProps<'img'>) {
  if (props.src || props.srcSet) {
    preload(String(props.src ?? ''), {
      as: 'image',
      imageSrcSet: props.srcSet,
      imageSizes: props.sizes,
      crossOrigin: props.crossOrigin,
      referrerPolicy: props.referrerPolicy,
      fetchPriority: props.fetchPriority,
    });
  }
  return <img {...props} alt={props.alt ?? ''} />;
}
