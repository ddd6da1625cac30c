'use client';

import { useFormatter, useTranslations } from 'next-intl';
import Link from 'next/link';
import { useId, useState, useTransition, type FormEvent } from 'react';
import type { ActionResult } from '@/server/http/staff-actions';
import type { UserListItem, UserSearchPage } from '@/server/identity';
import { BUTTON_CLASS, FormField, INPUT_CLASS, SECONDARY_BUTTON_CLASS } from '../form-field';

type Search = (input: { q: string; page: number }) => Promise<ActionResult<UserSearchPage>>;

/**
 * The user search: a number (0… or 27…), an email or a name. It runs as a server action, so a fan's number never
 * lands in an address, the browser history or a server log; the results come a page at a time.
 */
export function UserSearch({ search, initial }: { search: Search; initial: UserSearchPage }) {
  const t = useTranslations('users');
  const shell = useTranslations('shell');
  const format = useFormatter();
  const fieldId = useId();
  const [query, setQuery] = useState('');
  const [shown, setShown] = useState<{ q: string; result: UserSearchPage }>({ q: '', result: initial });
  const [error, setError] = useState<string | null>(null);
  const [isPending, startTransition] = useTransition();

  const run = (q: string, page: number) =>
    startTransition(async () => {
      const answer = await search({ q, page });
      if (!answer.ok) {
        setError(answer.fieldErrors?.q ?? answer.message);
        return;
      }
      setError(null);
      setShown({ q, result: answer.value });
    });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    run(query.trim(), 1);
  };

  const kind = (user: UserListItem) =>
    user.kind === 'staff' ? t('kindStaff', { role: user.staffRole ?? '' }) : user.kind === 'fan' ? t('kindFan') : t('kindAccount');
  const { result } = shown;

  return (
    <section aria-labelledby={`${fieldId}-results`}>
      <form onSubmit={onSubmit} role="search" className="max-w-2xl">
        <FormField id={fieldId} label={t('searchLabel')} hint={t('searchHint')} error={error ?? undefined}>
          <div className="flex gap-2">
            <input
              id={fieldId}
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              maxLength={100}
              autoComplete="off"
              aria-invalid={Boolean(error)}
              aria-describedby={`${fieldId}-hint${error ? ` ${fieldId}-error` : ''}`}
              className={INPUT_CLASS}
            />
            <button type="submit" className={BUTTON_CLASS} disabled={isPending}>
              {isPending ? t('searching') : shell('search')}
            </button>
          </div>
        </FormField>
      </form>

      <h2 id={`${fieldId}-results`} className="mt-4 text-lg font-bold" aria-live="polite">
        {shown.q ? t('resultsFor', { total: result.total, q: shown.q }) : t('newest')}
      </h2>
      {result.data.length === 0 ? (
        <p className="mt-2 text-sm text-muted">{shown.q ? t('noResults', { q: shown.q }) : shell('noRows')}</p>
      ) : (
        <div className="mt-2 overflow-x-auto">
          <table className="w-full min-w-[40rem] text-left text-sm" data-testid="user-results" aria-busy={isPending}>
            <thead className="border-b border-neutral-300 text-xs uppercase text-muted">
              <tr>
                <th className="py-2 pr-3">{t('name')}</th>
                <th className="py-2 pr-3">{t('msisdn')}</th>
                <th className="py-2 pr-3">{t('email')}</th>
                <th className="py-2 pr-3">{t('kind')}</th>
                <th className="py-2">{t('joined')}</th>
              </tr>
            </thead>
            <tbody>
              {result.data.map((user) => (
                <tr key={user.id} className="border-b border-neutral-200">
                  <td className="py-2 pr-3">
                    <Link href={`/admin/users/${user.id}`} className="font-semibold text-bok-green underline">
                      {user.name ?? t('noName')}
                    </Link>
                    {user.nickname && <span className="ml-1 text-muted">({user.nickname})</span>}
                  </td>
                  <td className="whitespace-nowrap py-2 pr-3 font-mono">{user.msisdn ?? '—'}</td>
                  <td className="py-2 pr-3">{user.email ?? '—'}</td>
                  <td className="py-2 pr-3">{kind(user)}</td>
                  <td className="whitespace-nowrap py-2">{format.dateTime(new Date(user.createdAt), { dateStyle: 'medium' })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <nav aria-label={t('pages')} className="mt-4 flex items-center gap-3">
        <button
          type="button"
          className={SECONDARY_BUTTON_CLASS}
          disabled={isPending || result.page <= 1}
          onClick={() => run(shown.q, result.page - 1)}
        >
          {shell('previous')}
        </button>
        <span className="text-sm text-muted">{shell('pageOf', { page: result.page, lastPage: result.lastPage, total: result.total })}</span>
        <button
          type="button"
          className={SECONDARY_BUTTON_CLASS}
          disabled={isPending || result.page >= result.lastPage}
          onClick={() => run(shown.q, result.page + 1)}
        >
          {shell('next')}
        </button>
      </nav>
    </section>
  );
}
