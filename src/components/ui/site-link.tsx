'use client';
import NextLink from 'next/link';
import { useRouter } from 'next/navigation';
import type { ComponentProps } from 'react';
import { isDataLiteNow } from '@/components/browser/data-lite-state';

/**
 * The fan site's link (decision 018): next/link without prefetching on view. A page of story cards would otherwise
 * fetch every card's page as it scrolls past — bytes on a prepaid bundle for pages the fan mostly never opens. Here
 * a page is fetched ahead only when the fan shows intent (hover, touch, keyboard focus), and never in data-lite mode.
 * `prefetch={false}` turns even that off.
 */
export function Link({ prefetch, href, onMouseEnter, onTouchStart, onFocus, ...props }: ComponentProps<typeof NextLink>) {
  const router = useRouter();
  const target = typeof href === 'string' ? href : null;
  const prefetchOnIntent = () => {
    if (prefetch === false || target === null || !target.startsWith('/') || target.startsWith('//') || isDataLiteNow()) return;
    router.prefetch(target);
  };
  return (
    <NextLink
      {...props}
      href={href}
      prefetch={false}
      onMouseEnter={(event) => {
        prefetchOnIntent();
        onMouseEnter?.(event);
      }}
      onTouchStart={(event) => {
        prefetchOnIntent();
        onTouchStart?.(event);
      }}
      onFocus={(event) => {
        prefetchOnIntent();
        onFocus?.(event);
      }}
    />
  );
}
