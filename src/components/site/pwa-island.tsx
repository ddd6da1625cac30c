'use client';
import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getModalState } from '../auth-modal/modal-store';
import { isDataLiteNow } from '@/components/browser/data-lite-state';
import { countPage } from './page-count';
import type { PwaPrompt, PwaToastLabels } from './pwa-toasts';

const PwaToasts = dynamic(() => import('./pwa-toasts'), { ssr: false });

/** The service worker (src/app/serwist/[path]/route.ts), controlling the whole site. */
const SW_URL = '/serwist/sw.js';
const PAGES_KEY = 'touchline_pages_install';
/** The install offer waits for the fan's third page in a session: someone who is reading, not passing through. */
const INSTALL_AFTER_PAGES = 3;
/** Once offered (installed, accepted or waved away), not again for 30 days. */
const INSTALL_OFFERED_KEY = 'touchline_install_offered';
const INSTALL_PERIOD_MS = 30 * 24 * 60 * 60 * 1000;

interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
}

/** The event as the layout's head script kept it, when Chrome fired it before hydration. */
declare global {
  interface Window {
    __installPrompt?: InstallPromptEvent;
  }
}

function wasOfferedRecently(): boolean {
  try {
    return Date.now() - Number(localStorage.getItem(INSTALL_OFFERED_KEY) ?? 0) < INSTALL_PERIOD_MS;
  } catch {
    return true;
  }
}

function rememberOffered(): void {
  try {
    localStorage.setItem(INSTALL_OFFERED_KEY, String(Date.now()));
  } catch {
    // Storage refused: the offer may come again next session.
  }
}

function tellWorker(worker: ServiceWorker | null | undefined, pathname: string, locale: string): void {
  worker?.postMessage({ type: 'PAGE_SHOWN', path: pathname, locale });
}

/**
 * Installable and offline (issue 15 item 3, decision 017), tiny and always on the fan site's pages:
 * registers the service worker after the page has loaded (production builds only: `next dev` never gets one), tells
 * it which page is shown (it keeps stories for reading offline) and the page's language (for the offline page),
 * offers a waiting new version ("New version available — Reload"), and keeps Chrome's install prompt for a better
 * moment than first paint: the fan's third page, once in 30 days. The toasts (sonner) load only when one is shown.
 */
export function PwaIsland({ locale, labels }: { locale: string; labels: PwaToastLabels }) {
  const pathname = usePathname();
  const [prompt, setPrompt] = useState<PwaPrompt | null>(null);
  const installEvent = useRef<InstallPromptEvent | null>(null);
  const registration = useRef<ServiceWorkerRegistration | null>(null);
  const clearPrompt = useCallback(() => setPrompt(null), []);
  const isReloading = useRef(false);
  const hasRegistered = useRef(false);

  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    const onControllerChange = () => {
      // Only the tab whose fan tapped Reload reloads; other tabs keep working and get the new version on their next load.
      if (isReloading.current) window.location.reload();
    };
    navigator.serviceWorker.addEventListener('controllerchange', onControllerChange);
    return () => navigator.serviceWorker.removeEventListener('controllerchange', onControllerChange);
  }, []);

  useEffect(() => {
    if (hasRegistered.current || process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
    // Data-lite (decision 035): a first visit does not pay for the worker's first install (its script, the four offline
    // pages and the icon, ~17 KB); it installs from the fan's second page on. An installed worker is always kept up.
    const pages = countPage(PAGES_KEY, pathname);
    if (isDataLiteNow() && pages < 2 && !navigator.serviceWorker.controller) return;
    hasRegistered.current = true;
    const offerUpdate = (worker: ServiceWorker) =>
      setPrompt({
        kind: 'update',
        onAccept: () => {
          isReloading.current = true;
          worker.postMessage({ type: 'SKIP_WAITING' });
        },
      });
    const watch = (found: ServiceWorkerRegistration) => {
      registration.current = found;
      // A waiting worker with a controller means a new version over an old one (not the first install).
      if (found.waiting && navigator.serviceWorker.controller) offerUpdate(found.waiting);
      found.addEventListener('updatefound', () => {
        const installing = found.installing;
        installing?.addEventListener('statechange', () => {
          if (installing.state === 'installed' && navigator.serviceWorker.controller) offerUpdate(installing);
        });
      });
    };
    const register = () => {
      navigator.serviceWorker
        .register(SW_URL, { scope: '/' })
        .then(watch)
        .catch(() => undefined);
      // On a first visit the page loaded before the worker existed: tell it, once active, which page this is.
      void navigator.serviceWorker.ready.then((ready) => tellWorker(ready.active, window.location.pathname, document.documentElement.lang));
    };
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register, { once: true });
  }, [pathname]);

  useEffect(() => {
    installEvent.current = window.__installPrompt ?? null;
    const onPrompt = (event: Event) => {
      // Chrome would show its own banner at once; keep the event for the moment below.
      event.preventDefault();
      installEvent.current = event as InstallPromptEvent;
    };
    const onInstalled = () => {
      installEvent.current = null;
      window.__installPrompt = undefined;
      rememberOffered();
    };
    window.addEventListener('beforeinstallprompt', onPrompt);
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      window.removeEventListener('beforeinstallprompt', onPrompt);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, []);

  useEffect(() => {
    // Client-side navigations never reach the worker as documents: it learns of a story read this way from here.
    if ('serviceWorker' in navigator)
      tellWorker(registration.current?.active ?? navigator.serviceWorker.controller, window.location.pathname, locale);
    const pages = countPage(PAGES_KEY, pathname);
    const event = installEvent.current;
    if (!event || pages < INSTALL_AFTER_PAGES || wasOfferedRecently() || getModalState().view) return;
    rememberOffered();
    installEvent.current = null;
    window.__installPrompt = undefined;
    setPrompt(
      (current) =>
        current ?? {
          kind: 'install',
          onAccept: () => {
            void event.prompt().catch(() => undefined);
          },
        },
    );
  }, [pathname, locale]);

  return prompt ? <PwaToasts prompt={prompt} labels={labels} onDone={clearPrompt} /> : null;
}
