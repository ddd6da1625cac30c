'use client';

import { Plus, X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useRef, useState, useTransition } from 'react';
import type { HeadlineStory } from '@/server/content';
import type { ActionResult } from '@/server/http/staff-actions';
import { INPUT_CLASS, SECONDARY_BUTTON_CLASS } from '../form-field';
import { ICON_BUTTON_CLASS, ReorderButtons, SaveBar, useListEditor } from './list-editor';

/**
 * The home page headlines: the chosen stories in order (move up / down, remove), a title search over the active
 * stories to add more, and Save, which sends the whole list at once. Moving keeps the focus on the moved story's
 * button and announces the new position, so the list is arranged as easily with a keyboard as with a mouse.
 */
export function HeadlinesEditor({
  initial,
  initialResults,
  max,
  save,
  search,
}: {
  initial: HeadlineStory[];
  initialResults: HeadlineStory[];
  max: number;
  save: (input: unknown) => Promise<ActionResult<unknown>>;
  search: (input: unknown) => Promise<ActionResult<HeadlineStory[]>>;
}) {
  const t = useTranslations('widgets');
  const shell = useTranslations('shell');
  const [query, setQuery] = useState('');
  const [results, setResults] = useState(initialResults);
  const [searchError, setSearchError] = useState<string | null>(null);
  const [isSearching, startSearching] = useTransition();
  const root = useRef<HTMLDivElement>(null);
  const editor = useListEditor({
    initial,
    root,
    keyOf: (item) => item.id,
    signature: (list) => list.map((item) => item.id).join(),
    save: (list) => save({ storyIds: list.map((item) => item.id) }),
    messages: {
      moved: (item, position, total) => t('headlines.moved', { title: item.title, position, total }),
      saved: t('headlines.saved'),
    },
  });
  const { items, setItems, announce, focusAfterRender } = editor;
  const isFull = items.length >= max;
  const hasInactive = items.some((item) => !item.isActive);

  const remove = (index: number) => {
    const item = items[index];
    if (!item) return;
    const next = items.filter((_, at) => at !== index);
    setItems(next);
    announce(t('headlines.removed', { title: item.title }));
    const neighbour = next[Math.min(index, next.length - 1)];
    focusAfterRender(neighbour ? `${neighbour.id}-remove` : 'search');
  };

  const add = (story: HeadlineStory) => {
    if (isFull || items.some((item) => item.id === story.id)) return;
    setItems([...items, story]);
    announce(t('headlines.added', { title: story.title, position: items.length + 1 }));
  };

  const runSearch = () =>
    startSearching(async () => {
      const result = await search({ q: query });
      if (!result.ok) {
        setSearchError(result.message);
        return;
      }
      setSearchError(null);
      setResults(result.value);
    });

  return (
    <div ref={root} className="grid gap-8 lg:grid-cols-2">
      <section aria-labelledby="headlines-list-heading">
        <h2 id="headlines-list-heading" className="mb-1 text-lg font-bold">
          {t('headlines.listTitle', { count: items.length, max })}
        </h2>
        <p className="mb-3 text-sm text-muted">{t('headlines.listIntro')}</p>
        {items.length === 0 ? (
          <p className="rounded border border-dashed border-neutral-400 p-4 text-sm text-muted">{t('headlines.empty')}</p>
        ) : (
          <ol className="flex flex-col gap-2" data-testid="headlines-list">
            {items.map((item, index) => (
              <li
                key={item.id}
                className="flex items-start gap-2 rounded border border-neutral-300 bg-white p-2"
                data-testid="headline-item"
              >
                <span className="w-6 shrink-0 pt-1.5 text-right font-bold tabular-nums text-muted" aria-hidden>
                  {index + 1}.
                </span>
                <span className="min-w-0 flex-1 pt-1.5 text-sm">
                  <span className="font-semibold" data-testid="headline-title">
                    {item.title}
                  </span>
                  {!item.isActive && (
                    <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900">
                      {t('headlines.inactive')}
                    </span>
                  )}
                </span>
                <span className="flex shrink-0 gap-1">
                  <ReorderButtons
                    itemKey={item.id}
                    index={index}
                    count={items.length}
                    onMove={editor.move}
                    labels={{ up: t('headlines.moveUp', { title: item.title }), down: t('headlines.moveDown', { title: item.title }) }}
                  />
                  <button
                    type="button"
                    data-focus-key={`${item.id}-remove`}
                    className={ICON_BUTTON_CLASS}
                    onClick={() => remove(index)}
                    aria-label={t('headlines.remove', { title: item.title })}
                    title={t('headlines.removeShort')}
                  >
                    <X size={16} aria-hidden />
                  </button>
                </span>
              </li>
            ))}
          </ol>
        )}
        {hasInactive && <p className="mt-3 text-sm text-amber-900">{t('headlines.inactiveHint')}</p>}
        <SaveBar label={t('headlines.save')} editor={editor} />
      </section>

      <section aria-labelledby="headlines-add-heading">
        <h2 id="headlines-add-heading" className="mb-1 text-lg font-bold">
          {t('headlines.addTitle')}
        </h2>
        <form
          role="search"
          className="mb-3 flex gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            runSearch();
          }}
        >
          <label htmlFor="headline-search" className="sr-only">
            {t('headlines.searchLabel')}
          </label>
          <input
            id="headline-search"
            data-focus-key="search"
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={t('headlines.searchPlaceholder')}
            className={INPUT_CLASS}
            aria-describedby={searchError ? 'headline-search-error' : undefined}
          />
          <button type="submit" className={SECONDARY_BUTTON_CLASS} disabled={isSearching}>
            {isSearching ? t('searching') : shell('search')}
          </button>
        </form>
        {searchError && (
          <p id="headline-search-error" role="alert" className="mb-2 text-sm text-red-700">
            {searchError}
          </p>
        )}
        {isFull && <p className="mb-2 text-sm text-amber-900">{t('headlines.full', { max })}</p>}
        {results.length === 0 ? (
          <p className="text-sm text-muted">{t('headlines.noResults')}</p>
        ) : (
          <ul className="flex flex-col gap-1" aria-label={t('headlines.resultsLabel')} data-testid="headline-results">
            {results.map((story) => {
              const isChosen = items.some((item) => item.id === story.id);
              return (
                <li key={story.id} className="flex items-center gap-2 border-b border-neutral-200 py-1.5 text-sm">
                  <span className="min-w-0 flex-1">{story.title}</span>
                  <button
                    type="button"
                    className={SECONDARY_BUTTON_CLASS}
                    disabled={isChosen || isFull}
                    onClick={() => add(story)}
                    aria-label={
                      isChosen ? t('headlines.alreadyChosen', { title: story.title }) : t('headlines.add', { title: story.title })
                    }
                  >
                    {isChosen ? (
                      t('headlines.chosen')
                    ) : (
                      <>
                        <Plus size={14} aria-hidden />
                        {t('headlines.addShort')}
                      </>
                    )}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </div>
  );
}
