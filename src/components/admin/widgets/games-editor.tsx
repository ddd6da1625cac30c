'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useRef, useState, useTransition } from 'react';
import { toast } from 'sonner';
import type { StaffHomeGame } from '@/server/content';
import type { ActionResult } from '@/server/http/staff-actions';
import { BUTTON_CLASS, SECONDARY_BUTTON_CLASS } from '../form-field';
import { ReorderButtons, useReorder } from './reorder';

/** The home page games: shown or hidden, and their order; Save sends the whole list at once. */
export function GamesEditor({ initial, save }: { initial: StaffHomeGame[]; save: (input: unknown) => Promise<ActionResult<unknown>> }) {
  const t = useTranslations('widgets');
  const shell = useTranslations('shell');
  const router = useRouter();
  const [saved, setSaved] = useState(initial);
  const [games, setGames] = useState(initial);
  const [announcement, setAnnouncement] = useState('');
  const [isSaving, startSaving] = useTransition();
  const root = useRef<HTMLElement>(null);
  const { move } = useReorder({
    root,
    items: games,
    setItems: setGames,
    keyOf: (game) => game.slug,
    announce: (game, position, total) => setAnnouncement(t('games.moved', { name: game.name, position, total })),
  });

  const signature = (list: StaffHomeGame[]) => list.map((game) => `${game.slug}:${game.isVisible}`).join();
  const isDirty = signature(games) !== signature(saved);
  const visibleCount = games.filter((game) => game.isVisible).length;

  const runSave = () =>
    startSaving(async () => {
      const result = await save({ games: games.map((game) => ({ slug: game.slug, isVisible: game.isVisible })) });
      if (!result.ok) {
        toast.error(shell('failed', { reason: result.message }));
        return;
      }
      setSaved(games);
      toast.success(t('games.saved'));
      router.refresh();
    });

  return (
    <section ref={root} aria-labelledby="games-list-heading" className="max-w-2xl">
      <h2 id="games-list-heading" className="mb-1 text-lg font-bold">
        {t('games.listTitle')}
      </h2>
      <p className="mb-3 text-sm text-muted">{t('games.listIntro')}</p>
      <ol className="flex flex-col gap-2" data-testid="games-list">
        {games.map((game, index) => (
          <li key={game.slug} className="flex flex-wrap items-center gap-3 rounded border border-neutral-300 bg-white p-3" data-testid="game-item">
            <span className="w-6 text-right font-bold tabular-nums text-muted" aria-hidden>
              {index + 1}.
            </span>
            <span className="min-w-0 flex-1 font-semibold">{game.name}</span>
            <label className="inline-flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="h-4 w-4 accent-bok-green"
                checked={game.isVisible}
                onChange={(event) => setGames(games.map((item) => (item.slug === game.slug ? { ...item, isVisible: event.target.checked } : item)))}
                aria-label={t('games.show', { name: game.name })}
              />
              <span aria-hidden>{t('games.showShort')}</span>
            </label>
            <span className="flex gap-1">
              <ReorderButtons
                itemKey={game.slug}
                index={index}
                count={games.length}
                onMove={move}
                labels={{ up: t('games.moveUp', { name: game.name }), down: t('games.moveDown', { name: game.name }) }}
              />
            </span>
          </li>
        ))}
      </ol>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {visibleCount === 0 && <p className="mt-3 text-sm text-amber-900">{t('games.noneVisible')}</p>}
      <div className="mt-4 flex flex-wrap items-center gap-2">
        <button type="button" className={BUTTON_CLASS} onClick={runSave} disabled={isSaving || !isDirty}>
          {isSaving ? shell('saving') : t('games.save')}
        </button>
        {isDirty && (
          <>
            <button type="button" className={SECONDARY_BUTTON_CLASS} onClick={() => setGames(saved)} disabled={isSaving}>
              {t('discard')}
            </button>
            <span className="text-sm font-semibold text-amber-900">{t('unsaved')}</span>
          </>
        )}
      </div>
    </section>
  );
}
