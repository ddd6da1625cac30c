'use client';

import { ArrowDown, ArrowUp } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, type RefObject } from 'react';
import { SECONDARY_BUTTON_CLASS } from '../form-field';

export const ICON_BUTTON_CLASS = `${SECONDARY_BUTTON_CLASS} px-2`;

/**
 * An ordered list arranged with move up / move down buttons, as easily with a keyboard as with a mouse: after a move
 * the focus stays on the moved item's button (on its other button once the item reaches the end it was moving
 * towards), and `announce` tells screen readers the new position. `focusAfterRender` does the same for other changes
 * (a removal): the element whose data-focus-key is given gets the focus once the list has re-rendered.
 */
export function useReorder<T>({
  root,
  items,
  setItems,
  keyOf,
  announce,
}: {
  root: RefObject<HTMLElement | null>;
  items: T[];
  setItems: (next: T[]) => void;
  keyOf: (item: T) => string | number;
  announce: (item: T, position: number, total: number) => void;
}) {
  const pendingFocus = useRef<string | null>(null);

  useEffect(() => {
    if (!pendingFocus.current) return;
    root.current?.querySelector<HTMLElement>(`[data-focus-key="${pendingFocus.current}"]`)?.focus();
    pendingFocus.current = null;
  }, [items, root]);

  const move = (index: number, by: -1 | 1) => {
    const target = index + by;
    const item = items[index];
    if (item === undefined || target < 0 || target >= items.length) return;
    const next = [...items];
    next.splice(index, 1);
    next.splice(target, 0, item);
    setItems(next);
    announce(item, target + 1, next.length);
    const atEnd = target === 0 || target === next.length - 1;
    const direction = by === -1 ? (atEnd ? 'down' : 'up') : atEnd ? 'up' : 'down';
    pendingFocus.current = `${keyOf(item)}-${direction}`;
  };

  const focusAfterRender = (focusKey: string) => {
    pendingFocus.current = focusKey;
  };

  return { move, focusAfterRender };
}

/** The move up / move down buttons of one item (data-focus-key `{itemKey}-up` and `-down`, for useReorder). */
export function ReorderButtons({
  itemKey,
  index,
  count,
  onMove,
  labels,
}: {
  itemKey: string | number;
  index: number;
  count: number;
  onMove: (index: number, by: -1 | 1) => void;
  /** Each button's accessible name, naming the item ("Move up: Rugby Rush"). */
  labels: { up: string; down: string };
}) {
  const t = useTranslations('widgets');
  return (
    <>
      <button
        type="button"
        data-focus-key={`${itemKey}-up`}
        className={ICON_BUTTON_CLASS}
        disabled={index === 0}
        onClick={() => onMove(index, -1)}
        aria-label={labels.up}
        title={t('moveUpShort')}
      >
        <ArrowUp size={16} aria-hidden />
      </button>
      <button
        type="button"
        data-focus-key={`${itemKey}-down`}
        className={ICON_BUTTON_CLASS}
        disabled={index === count - 1}
        onClick={() => onMove(index, 1)}
        aria-label={labels.down}
        title={t('moveDownShort')}
      >
        <ArrowDown size={16} aria-hidden />
      </button>
    </>
  );
}
