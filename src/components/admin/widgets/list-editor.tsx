'use client';

import { ArrowDown, ArrowUp } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, useTransition, type RefObject } from 'react';
import { toast } from 'sonner';
import type { ActionResult } from '@/server/http/staff-actions';
import { BUTTON_CLASS, SECONDARY_BUTTON_CLASS } from '../form-field';

export const ICON_BUTTON_CLASS = `${SECONDARY_BUTTON_CLASS} px-2`;

/**
 * An ordered list edited in the browser and saved whole (the home page headlines, the games): the draft beside the
 * saved list, Save and Discard, and moves with up / down buttons that work as well with a keyboard as with a mouse —
 * after a move the focus stays on the moved item's button (on its other button once the item reaches the end it was
 * moving towards) and `moved` is announced. `focusAfterRender` does the same for other changes (a removal): the
 * element under `root` whose data-focus-key is given gets the focus once the list has re-rendered.
 */
export function useListEditor<T>({
  initial,
  root,
  keyOf,
  signature,
  save,
  messages,
}: {
  initial: T[];
  root: RefObject<HTMLElement | null>;
  keyOf: (item: T) => string | number;
  /** What Save would change: the draft is dirty while its signature differs from the saved list's. */
  signature: (list: T[]) => string;
  save: (list: T[]) => Promise<ActionResult<unknown>>;
  messages: { moved: (item: T, position: number, total: number) => string; saved: string };
}) {
  const shell = useTranslations('shell');
  const router = useRouter();
  const [saved, setSaved] = useState(initial);
  const [items, setItems] = useState(initial);
  const [announcement, announce] = useState('');
  const [isSaving, startSaving] = useTransition();
  const pendingFocus = useRef<string | null>(null);

  useEffect(() => {
    if (!pendingFocus.current) return;
    root.current?.querySelector<HTMLElement>(`[data-focus-key="${pendingFocus.current}"]`)?.focus();
    pendingFocus.current = null;
  }, [items, root]);

  const focusAfterRender = (focusKey: string) => {
    pendingFocus.current = focusKey;
  };

  const move = (index: number, by: -1 | 1) => {
    const target = index + by;
    const item = items[index];
    if (item === undefined || target < 0 || target >= items.length) return;
    const next = [...items];
    next.splice(index, 1);
    next.splice(target, 0, item);
    setItems(next);
    announce(messages.moved(item, target + 1, next.length));
    const atEnd = target === 0 || target === next.length - 1;
    focusAfterRender(`${keyOf(item)}-${by === -1 ? (atEnd ? 'down' : 'up') : atEnd ? 'up' : 'down'}`);
  };

  const runSave = () =>
    startSaving(async () => {
      const result = await save(items);
      if (!result.ok) {
        toast.error(shell('failed', { reason: result.message }));
        return;
      }
      setSaved(items);
      toast.success(messages.saved);
      router.refresh();
    });

  return {
    items,
    setItems,
    isDirty: signature(items) !== signature(saved),
    isSaving,
    runSave,
    discard: () => setItems(saved),
    move,
    focusAfterRender,
    announcement,
    announce,
  };
}

/** The move up / move down buttons of one item (data-focus-key `{itemKey}-up` and `-down`, for useListEditor). */
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

/** The list's announcements for screen readers, then Save, and Discard with a reminder while there are unsaved changes. */
export function SaveBar({
  label,
  editor,
}: {
  label: string;
  editor: Pick<ReturnType<typeof useListEditor>, 'announcement' | 'isDirty' | 'isSaving' | 'runSave' | 'discard'>;
}) {
  const t = useTranslations('widgets');
  const shell = useTranslations('shell');
  return (
    <>
      <p aria-live="polite" className="sr-only">
        {editor.announcement}
      </p>
      <div className="mt-4 flex flex-wrap items-center gap-2">
        <button type="button" className={BUTTON_CLASS} onClick={editor.runSave} disabled={editor.isSaving || !editor.isDirty}>
          {editor.isSaving ? shell('saving') : label}
        </button>
        {editor.isDirty && (
          <>
            <button type="button" className={SECONDARY_BUTTON_CLASS} onClick={editor.discard} disabled={editor.isSaving}>
              {t('discard')}
            </button>
            <span className="text-sm font-semibold text-amber-900">{t('unsaved')}</span>
          </>
        )}
      </div>
    </>
  );
}
