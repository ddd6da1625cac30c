/**
 * Runs `callback` once the page has loaded and the browser is first idle (issue 27): work a fan did not ask for —
 * the service worker, prompts, reminders — waits until what they came to read is on screen and interactive. Browsers
 * without `requestIdleCallback` (Safari) wait a moment after the load event instead. Returns a cancel function.
 */
export function onIdle(callback: () => void): () => void {
  let isCancelled = false;
  let cancelIdle = () => {};
  const schedule = () => {
    if (isCancelled) return;
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(callback, { timeout: 4000 });
      cancelIdle = () => window.cancelIdleCallback(handle);
    } else {
      const handle = setTimeout(callback, 200);
      cancelIdle = () => clearTimeout(handle);
    }
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    isCancelled = true;
    window.removeEventListener('load', schedule);
    cancelIdle();
  };
}
