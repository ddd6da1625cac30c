import { useSyncExternalStore } from 'react';
import type { SessionUser } from '@/server/identity';
import { getSession } from '../auth-modal/identity-api';
import { loadPage } from '../auth-modal/load-page';
import { clearGamePlayer } from '../games/game-storage';
import { PLAYABLE_AD_COOKIE } from '../games/playable-ad-cookie';
import { clearTracking } from '../videos/tracking-storage';
import { CACHES } from '@/sw/offline-rules';

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

/**
 * What the browser forgets when the fan leaves (logout, spec §4; account deletion, decision 019): the brand's cookies,
 * the playable ad's score cookie, the game's local storage and the videos' tracking queue (what the fan watched while
 * offline is theirs: never sent for the next person on a shared phone).
 */
export function forgetBrowserSession(brandSlug: string): void {
  for (const entry of document.cookie.split(';')) {
    const name = entry.split('=')[0]?.trim();
    if (name && (name.startsWith(brandSlug) || name === PLAYABLE_AD_COOKIE)) document.cookie = `${name}=; Max-Age=0; path=/`;
  }
  clearGamePlayer(brandSlug);
  clearTracking();
  // The stories kept for offline reading (decision 017) are this fan's reading list: not for the next person.
  if (typeof caches !== 'undefined')
    for (const name of [CACHES.stories, CACHES.storyImages]) void caches.delete(name).catch(() => undefined);
}

/** Logout (spec §4): forget the browser's session state, then sign out to /. */
export async function signOut(brandSlug: string): Promise<void> {
  forgetBrowserSession(brandSlug);
  await fetch('/api/auth/signout', { method: 'POST', credentials: 'same-origin' }).catch(() => undefined);
  loadPage('/');
}
