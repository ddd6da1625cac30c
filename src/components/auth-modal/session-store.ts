import { useSyncExternalStore } from 'react';
import type { SessionUser } from '@/server/identity';
import { getSession } from './identity-api';
import { loadPage } from '@/components/browser/load-page';

/**
 * The fan's session on the client: GET /api/auth/session on first use and again whenever the window regains focus
 * (spec §9), shared by every island that asks.
 */
export type SessionState = { status: 'loading' } | { status: 'signed-out' } | { status: 'signed-in'; user: SessionUser };

let session: SessionState = { status: 'loading' };
const listeners = new Set<() => void>();
let inflight: Promise<SessionState> | null = null;
let isWatchingFocus = false;

function publish(next: SessionState) {
  session = next;
  for (const listener of listeners) listener();
}

/** Fetches the session now (after login, logout, a nickname or language change). `query` passes the spec's flags. */
export function refreshSession(query?: Record<string, string>): Promise<SessionState> {
  // A plain refresh joins one in flight; one that carries a flag (nickname, subscribe_reminder) is always sent.
  if (!query) {
    inflight ??= fetchSession('').finally(() => {
      inflight = null;
    });
    return inflight;
  }
  return fetchSession(`?${new URLSearchParams(query).toString()}`);
}

/** The session as known now, fetched first when it is not known yet. */
export function knownSession(): Promise<SessionState> {
  return session.status === 'loading' ? refreshSession() : Promise.resolve(session);
}

function fetchSession(search: string): Promise<SessionState> {
  return getSession(search).then((result) => {
    // A failed fetch keeps what we knew; a first fetch that fails counts as signed out.
    if (result.ok) publish(result.data ? { status: 'signed-in', user: result.data } : { status: 'signed-out' });
    else if (session.status === 'loading') publish({ status: 'signed-out' });
    return session;
  });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (session.status === 'loading') void refreshSession();
  if (!isWatchingFocus) {
    isWatchingFocus = true;
    window.addEventListener('focus', () => void refreshSession());
  }
  return () => listeners.delete(listener);
}

const serverSnapshot: SessionState = { status: 'loading' };

export function useSession(): SessionState {
  return useSyncExternalStore(
    subscribe,
    () => session,
    () => serverSnapshot,
  );
}

/** Logout (spec §4): forget the browser's session state, then sign out to /. */
export async function signOut(brandSlug: string): Promise<void> {
  // What it forgets is loaded when a fan signs out, not with every page (issue 27).
  const { forgetBrowserSession } = await import('@/components/browser/forget-browser');
  forgetBrowserSession(brandSlug);
  await fetch('/api/auth/signout', { method: 'POST', credentials: 'same-origin' }).catch(() => undefined);
  loadPage('/');
}
