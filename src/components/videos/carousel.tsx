'use client';
import { ChevronLeft, ChevronRight } from 'lucide';
import { Icon as LucideIcon } from '@/components/ui/icon';
import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A row of cards that scrolls by touch (CSS scroll-snap), mouse (the buttons, or the scrollbar) and keyboard (the
 * list is focusable, so the arrow keys scroll it; the buttons are buttons). The cards are server-rendered children:
 * this island only moves the row, and marks each card `data-seen` once it has been in view: in data-lite mode a
 * card's picture waits for that (shared.css, decision 018), so no bytes go on cards the fan never scrolls to.
 */
export function Carousel({
  label,
  previous,
  next,
  children,
  testId,
}: {
  label: string;
  previous: string;
  next: string;
  children: ReactNode;
  testId?: string;
}) {
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const element = list.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          (entry.target as HTMLElement).dataset.seen = '';
          observer.unobserve(entry.target);
        }
      },
      { root: element },
    );
    for (const item of Array.from(element.children)) observer.observe(item);
    return () => observer.disconnect();
  }, []);
  const move = (direction: 1 | -1) => {
    const element = list.current;
    if (!element) return;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    element.scrollBy({ left: direction * element.clientWidth * 0.9, behavior: reduced ? 'auto' : 'smooth' });
  };
  const button =
    'hidden h-10 w-10 shrink-0 items-center justify-center rounded-full bg-white text-ink shadow ring-1 ring-black/10 hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-bok-green sm:inline-flex';
  return (
    <div className="flex items-center gap-2" data-testid={testId}>
      <button type="button" className={button} onClick={() => move(-1)} aria-label={previous}>
        <LucideIcon icon={ChevronLeft} aria-hidden="true" size={20} />
      </button>
      <ul
        ref={list}
        role="list"
        tabIndex={0}
        aria-label={label}
        data-carousel
        className="flex min-w-0 flex-1 snap-x snap-mandatory gap-3 overflow-x-auto scroll-smooth pb-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-bok-green motion-reduce:scroll-auto"
      >
        {children}
      </ul>
      <button type="button" className={button} onClick={() => move(1)} aria-label={next}>
        <LucideIcon icon={ChevronRight} aria-hidden="true" size={20} />
      </button>
    </div>
  );
}
