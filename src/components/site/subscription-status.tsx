'use client';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { postJson } from '@/components/browser/api-client';
import { checkStatus } from '../auth-modal/billing-api';
import { getModalState, openAuthModal } from '../auth-modal/modal-store';
import { useSession } from '@/components/auth-modal/session-store';
import { countPage } from './page-count';
import { hasCookie, isActiveStatus, isMarkedSubscriber, markSubscriber } from '@/components/browser/subscriber-flag';

/** Pages where a reminder would get in the way of what the fan came to do. */
const QUIET_PATHS = ['/subscribe', '/sign-up', '/profile'];
/** The pages this tab has shown in this session (sessionStorage): the reminder waits for the second. */
const PAGES_KEY = 'touchline_pages_seen';

/**
 * Once a fan is signed in: fetch the subscription status when the page has no status cookie (the response sets
 * the cookies; ACTIVE hides every subscribe prompt, spec §2). For a member without a subscription, once per session
 * (subscribeReminderUser), subscribe_reminder opens at a natural break — when the fan arrives on their second page,
 * never over what they are reading and never on the page where they have just logged in. Renders nothing.
 */
export function SubscriptionStatus({ brandSlug }: { brandSlug: string }) {
  const session = useSession();
  const pathname = usePathname();
  const emsisdn = session.status === 'signed-in' ? (session.user.emsisdn ?? '') : null;
  const [isActive, setIsActive] = useState<boolean | null>(null);
  const pagesSeen = useRef(0);
  // The page the fan logged in on (they are in the middle of something there).
  const loggedInOn = useRef<string | null>(null);
  const wasSignedOut = useRef(false);
  const isAsked = useRef(false);

  useEffect(() => {
    pagesSeen.current = countPage(PAGES_KEY, pathname);
  }, [pathname]);

  useEffect(() => {
    if (session.status === 'signed-out') wasSignedOut.current = true;
    if (session.status === 'signed-in' && wasSignedOut.current) {
      wasSignedOut.current = false;
      loggedInOn.current = window.location.pathname;
    }
  }, [session.status]);

  useEffect(() => {
    if (emsisdn === null) return;
    let isCancelled = false;
    void (async () => {
      let active = isMarkedSubscriber();
      if (!hasCookie(`${brandSlug}_sub_status`)) {
        const reply = await checkStatus({ emsisdn: emsisdn || undefined });
        active = reply.ok && isActiveStatus(reply.data.subStatusCheck);
        markSubscriber(active);
      }
      if (!isCancelled) setIsActive(active);
    })();
    return () => {
      isCancelled = true;
    };
  }, [emsisdn, brandSlug]);

  useEffect(() => {
    if (emsisdn === null || isActive !== false || isAsked.current || pagesSeen.current < 2) return;
    if (QUIET_PATHS.includes(pathname) || loggedInOn.current === pathname) return;
    isAsked.current = true;
    void (async () => {
      const remind = await postJson<{ status: boolean }>('/api/site/user/subscribeReminderUser', { emsisdn: emsisdn || undefined });
      if (remind.ok && remind.data.status && !getModalState().view) openAuthModal('subscribe_reminder');
    })();
  }, [emsisdn, isActive, pathname]);

  return null;
}
