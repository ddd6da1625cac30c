'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { BUTTON_CLASS, INPUT_CLASS } from '../form-field';
import { useIsHydrated } from '@/components/ui/use-is-hydrated';

/**
 * Export Entries: reads the streamed CSV, counting rows as they arrive (the progress), then hands the file to the
 * browser. The server streams in constant memory; the browser holds the file it is downloading.
 */
export function ExportEntries({ competitions }: { competitions: { id: number; title: string; entries: number }[] }) {
  const t = useTranslations('competitions.export');
  const id = useId();
  const isHydrated = useIsHydrated();
  const [competitionId, setCompetitionId] = useState(competitions[0]?.id ?? 0);
  const [state, setState] = useState<{ kind: 'idle' | 'running' | 'done' | 'failed'; rows: number; total: number; message?: string }>({
    kind: 'idle',
    rows: 0,
    total: 0,
  });

  const run = async () => {
    setState({ kind: 'running', rows: 0, total: 0 });
    try {
      const response = await fetch(`/api/admin/competitions/export?competition_id=${competitionId}`, {
        credentials: 'same-origin',
        cache: 'no-store',
      });
      if (!response.ok || !response.body) {
        const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
        setState({ kind: 'failed', rows: 0, total: 0, message: body?.error?.message ?? response.statusText });
        return;
      }
      const total = Number(response.headers.get('x-entry-count') ?? '0');
      const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'entries.csv';
      const reader = response.body.getReader();
      const chunks: Uint8Array<ArrayBuffer>[] = [];
      let newlines = 0;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        chunks.push(value as Uint8Array<ArrayBuffer>);
        for (const byte of value) if (byte === 10) newlines += 1;
        setState({ kind: 'running', rows: Math.max(0, newlines - 1), total });
      }
      const url = URL.createObjectURL(new Blob(chunks, { type: 'text/csv' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = name;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      setState({ kind: 'done', rows: Math.max(0, newlines - 1), total });
    } catch (error) {
      setState({ kind: 'failed', rows: 0, total: 0, message: error instanceof Error ? error.message : String(error) });
    }
  };

  return (
    <div className="flex max-w-2xl flex-col gap-4" data-testid="export-entries" data-hydrated={isHydrated ? 'true' : undefined}>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-competition`} className="text-sm font-semibold">
          {t('competition')}
        </label>
        <select
          id={`${id}-competition`}
          value={competitionId}
          onChange={(event) => setCompetitionId(Number(event.target.value))}
          className={INPUT_CLASS}
        >
          {competitions.map((competition) => (
            <option key={competition.id} value={competition.id}>
              {competition.title} — {t('entries', { entries: competition.entries })}
            </option>
          ))}
        </select>
      </div>
      <button
        type="button"
        onClick={() => void run()}
        disabled={state.kind === 'running' || competitions.length === 0}
        className={`${BUTTON_CLASS} self-start`}
        data-testid="export-download"
      >
        {t('download')}
      </button>
      <div aria-live="polite" data-testid="export-status">
        {state.kind === 'running' && (
          <>
            <p className="text-sm">{t('downloading', { rows: state.rows, total: state.total })}</p>
            <progress max={Math.max(1, state.total)} value={state.rows} className="w-full" />
          </>
        )}
        {state.kind === 'done' && <p className="text-sm font-semibold text-bok-green">{t('done', { rows: state.rows })}</p>}
        {state.kind === 'failed' && <p className="text-sm text-red-700">{t('failed', { reason: state.message ?? '' })}</p>}
      </div>
    </div>
  );
}
