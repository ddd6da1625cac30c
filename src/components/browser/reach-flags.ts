/** What keeps the reach prompts closed (spec §3, §4), shared by the prompts' opener and their views. */

/** slow_connection's cookie: 10800 s. */
export const SLOW_CONNECTION_COOKIE = 'closed_slow_connection_modal';
export const SLOW_CONNECTION_SECONDS = 10_800;
/** ios-pwa's local-storage flag. */
export const IOS_MODAL_CLOSED = 'IOSModalClosed';

export function rememberSlowConnectionClosed(): void {
  document.cookie = `${SLOW_CONNECTION_COOKIE}=1; Max-Age=${SLOW_CONNECTION_SECONDS}; Path=/; SameSite=Lax`;
}

export function rememberIosModalClosed(): void {
  try {
    localStorage.setItem(IOS_MODAL_CLOSED, '1');
  } catch {
    // Storage refused (private browsing): the prompt may show again in a later session.
  }
}

export function isIosModalClosed(): boolean {
  try {
    return localStorage.getItem(IOS_MODAL_CLOSED) !== null;
  } catch {
    return true;
  }
}
