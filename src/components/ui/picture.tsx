import { getImageProps, type ImageProps } from 'next/image';
import { preload } from 'react-dom';

/**
 * An optimised picture without next/image's client component (issue 27, decision 035): `getImageProps` computes on
 * the server the same `<img>` attributes (srcset through `/_next/image`, sizes, lazy loading, decoding) that `<Image>`
 * would, so a page of pictures ships no image code to the browser. `priority` still preloads the picture from the
 * document's head (as `<Image priority>` does) and fetches it eagerly at high priority: the page's LCP image.
 */
export function Picture({ priority, ...props }: Omit<ImageProps, 'loading' | 'fetchPriority' | 'preload'>) {
  const { props: attributes } = getImageProps({ ...props, ...(priority ? { loading: 'eager', fetchPriority: 'high' } : {}) });
  if (priority) {
    preload(attributes.src, {
      as: 'image',
      fetchPriority: 'high',
      ...(attributes.srcSet ? { imageSrcSet: attributes.srcSet, imageSizes: attributes.sizes } : {}),
    });
  }
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- next/image's own attributes, alt included.
  return <img {...attributes} />;
}
