'use client';

import { Link } from '@/components/ui/site-link';
import { useSyncExternalStore } from 'react';
import { LAST_ERROR_KEY } from './report-client-error';

interface StoredError {
  message: string;
  page: string;
  stack: string;
  /** The request id the server logged the report under (issue 39): a fan who quotes it can be found in the logs. */
  reference: string;
}

function readStoredError(): string | null {
  try {
    return sessionStorage.getItem(LAST_ERROR_KEY);
  } catch {
    return null;
  }
}

function parse(raw: string | null): StoredError | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredError>;
    return typeof value.message === 'string'
      ? {
          message: value.message,
          page: String(value.page ?? ''),
          stack: String(value.stack ?? ''),
          reference: String(value.reference ?? ''),
        }
      : null;
  } catch {
    return null;
  }
}

const noSubscribe = () => () => {};

/** The details the error boundary kept in sessionStorage. */
export interface ErrorDetailsLabels {
  message: string;
  page: string;
  stack: string;
  reference: string;
  home: string;
}

export function ErrorDetails({ isStackShown, labels }: { isStackShown: boolean; labels: ErrorDetailsLabels }) {
  const raw = useSyncExternalStore(noSubscribe, readStoredError, () => null);
  const error = parse(raw);
  return (
    <>
      {error && (
        <dl
          className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-lg bg-white p-4 text-sm ring-1 ring-black/10"
          data-testid="error-details"
        >
          <dt className="font-semibold">{labels.message}</dt>
          <dd data-testid="error-message">{error.message}</dd>
          <dt className="font-semibold">{labels.page}</dt>
          <dd data-testid="error-page">{error.page}</dd>
          {error.reference && (
            <>
              <dt className="font-semibold">{labels.reference}</dt>
              <dd className="font-mono break-all" data-testid="error-reference">
                {error.reference}
              </dd>
            </>
          )}
          {isStackShown && error.stack && (
            <>
              <dt className="font-semibold">{labels.stack}</dt>
              <dd>
                <pre className="overflow-x-auto text-xs whitespace-pre-wrap" data-testid="error-stack">
                  {error.stack}
                </pre>
              </dd>
            </>
          )}
        </dl>
      )}
      <Link href="/" className="self-start rounded bg-bok-green px-5 py-3 font-bold text-white">
        {labels.home}
      </Link>
    </>
  );
}
