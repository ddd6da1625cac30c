/**
 * A full page load, on purpose: after login, sign-up or logout the cookies (session, NEXT_LOCALE) choose a different
 * cached page, which a client-side navigation would not fetch again.
 */
export function loadPage(path: string): void {
  window.location.href = path;
}
