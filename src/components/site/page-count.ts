/**
 * How many pages this tab has shown in this session (sessionStorage under `key`), counting a page once however often
 * its effect runs (a reload, or React's double effects in development).
 */
export function countPage(key: string, pathname: string): number {
  try {
    const [count = '0', last = ''] = (sessionStorage.getItem(key) ?? '').split('|');
    const next = last === pathname ? Number(count) : Number(count) + 1;
    sessionStorage.setItem(key, `${next}|${pathname}`);
    return next;
  } catch {
    return 1;
  }
}
