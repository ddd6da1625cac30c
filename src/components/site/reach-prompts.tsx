'use client';
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { getModalState, openAuthModal } from '../auth-modal/modal-store';
import { countPage } from './page-count';
import { isIosModalClosed, SLOW_CONNECTION_COOKIE } from '@/components/browser/reach-flags';
import { hasCookie } from '@/components/browser/subscriber-flag';

const PAGES_KEY = 'touchline_pages_ios';
/** ios-pwa waits until a fan has viewed a few pages: someone who came back, not someone passing through. */
const IOS_AFTER_PAGES = 3;

type NetworkInformation = { effectiveType?: string };

/** On a platform that reports it (Chrome on Android), a connection type ending in 2g (spec §4). */
function isVerySlow(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return typeof connection?.effectiveType === 'string' && connection.effectiveType.endsWith('2g');
}

/** iOS Safari, not already opened from the Home Screen (other iOS browsers cannot add to it). */
function isIosSafariInBrowser(): boolean {
  const agent = navigator.userAgent;
  const isIos = /iPhone|iPad|iPod/.test(agent);
  const isSafari = /Safari\//.test(agent) && !/CriOS|FxiOS|EdgiOS|OPiOS/.test(agent);
  const isStandalone =
    (navigator as Navigator & { standalone?: boolean }).standalone === true || window.matchMedia('(display-mode: standalone)').matches;
  return isIos && isSafari && !isStandalone;
}

/**
 * The reach prompts (spec §2, §4; issue 15): slow_connection once the connection reports 2g and its cookie is absent;
 * ios-pwa on iOS Safari after a few pages until IOSModalClosed is set. Never over another modal. Renders nothing.
 */
export function ReachPrompts() {
  const pathname = usePathname();
  useEffect(() => {
    const pages = countPage(PAGES_KEY, pathname);
    if (getModalState().view) return;
    if (isVerySlow() && !hasCookie(SLOW_CONNECTION_COOKIE)) return openAuthModal('slow_connection');
    if (pages >= IOS_AFTER_PAGES && isIosSafariInBrowser() && !isIosModalClosed()) openAuthModal('ios-pwa');
  }, [pathname]);
  return null;
}
