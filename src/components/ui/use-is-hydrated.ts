import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False in the server's HTML and during hydration, true once React runs the page in the browser: a form marks
 * itself with it, so a test (or a script) waits for the form to be live before typing into it.
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
