'use client';

import { useTranslations } from 'next-intl';
import { useRef } from 'react';
import type { StaffHomeGame } from '@/server/content';
import type { ActionResult } from '@/server/http/staff-actions';
import { ReorderButtons, SaveBar, useListEditor } from './list-editor';

/** The home page games: shown or hidden, and their order; Save sends the whole list at once. */
export function GamesEditor({ initial, save }: { initial: StaffHomeGame[]; save: (input: unknown) => Promise<ActionResult<unknown>> }) {
  const t = useTranslations('widgets');
  const root = useRef<HTMLElement>(null);
  const editor = useListEditor({
    initial,
    root,
    keyOf: (game) => game.slug,
    signature: (list) => list.map((game) => `${game.slug}:${game.isVisible}`).join(),
    save: (list) => save({ games: list.map((game) => ({ slug: game.slug, isVisible: game.isVisible })) }),
    messages: { moved: (game, position, total) => t('games.moved', { name: game.name, position, total }), saved: t('games.saved') },
  });
  const { items: games, setItems: setGames } = editor;

  return (
    <section ref={root} aria-labelledby="games-list-heading" className="max-w-2xl">
      <h2 id="games-list-heading" className="mb-1 text-lg font-bold">
        {t('games.listTitle')}
      </h2>
      <p className="mb-3 text-sm text-muted">{t('games.listIntro')}</p>
      <ol className="flex flex-col gap-2" data-testid="games-list">
        {games.map((game, index) => (
          <li
            key={game.slug}
            className="flex flex-wrap items-center gap-3 rounded border border-neutral-300 bg-white p-3"
            data-testid="game-item"
          >
            <span className="w-6 text-right font-bold tabular-nums text-muted" aria-hidden>
              {index + 1}.
            </span>
            <span className="min-w-0 flex-1 font-semibold">{game.name}</span>
            <label className="inline-flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="h-4 w-4 accent-bok-green"
                checked={game.isVisible}
                onChange={(event) =>
                  setGames(games.map((item) => (item.slug === game.slug ? { ...item, isVisible: event.target.checked } : item)))
                }
                aria-label={t('games.show', { name: game.name })}
              />
              <span aria-hidden>{t('games.showShort')}</span>
            </label>
            <span className="flex gap-1">
              <ReorderButtons
                itemKey={game.slug}
                index={index}
                count={games.length}
                onMove={editor.move}
                labels={{ up: t('games.moveUp', { name: game.name }), down: t('games.moveDown', { name: game.name }) }}
              />
            </span>
          </li>
        ))}
      </ol>
      {games.every((game) => !game.isVisible) && <p className="mt-3 text-sm text-amber-900">{t('games.noneVisible')}</p>}
      <SaveBar label={t('games.save')} editor={editor} />
    </section>
  );
}
