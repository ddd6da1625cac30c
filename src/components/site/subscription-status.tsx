'use client';
import { useEffect, useRef } from 'react';
import { postJson } from '../auth-modal/api-client';
import { getModalState, openAuthModal } from '../auth-modal/modal-store';
import { useSession, type SessionState } from '../session/session-store';
import { hasCookie, isActiveStatus, isMarkedSubscriber, markSubscriber } from './subscriber-flag';

/** Pages where a reminder would get in the way of what the fan came to do. */
const QUIET_PATHS = ['/subscribe', '/sign-up', '/profile'];
const REMINDER_DELAY_MS = 2500;

/**
 * Once a fan is signed in: fetch the subscription status when the page has no status cookie (the response sets
 * the cookies; ACTIVE hides every subscribe prompt, spec §2), then — for a member without a subscription, once per
 * session (subscribeReminderUser), on a page they arrived on signed in — open subscribe_reminder. Renders nothing.
 */
export function SubscriptionStatus({ brandSlug }: { brandSlug: string }) {
  const session = useSession();
  // The session object is fetched again on every focus; the checks run once per signed-in fan.
  const emsisdn = session.status === 'signed-in' ? (session.user.emsisdn ?? '') : null;
  // A fan who has just logged in on this page is in the middle of something: the reminder waits for the next page.
  const firstStatus = useRef<SessionState['status'] | null>(null);
  useEffect(() => {
    if (firstStatus.current === null && session.status !== 'loading') firstStatus.current = session.status;
  }, [session.status]);

  useEffect(() => {
    if (emsisdn === null) return;
    let isCancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    void (async () => {
      let isActive = isMarkedSubscriber();
      if (!hasCookie(`${brandSlug}_sub_status`)) {
        const reply = await postJson<{ status: { sub_status_check: string | boolean } }>('/api/v1/user/checkStatus', { emsisdn: emsisdn || undefined });
        isActive = reply.ok && isActiveStatus(reply.data.status.sub_status_check);
        markSubscriber(isActive);
      }
      if (isActive || isCancelled || firstStatus.current !== 'signed-in' || QUIET_PATHS.includes(window.location.pathname)) return;
      const remind = await postJson<{ status: boolean }>('/api/site/user/subscribeReminderUser', { emsisdn: emsisdn || undefined });
      if (!remind.ok || !remind.data.status || isCancelled) return;
      timer = setTimeout(() => {
        if (!getModalState().view) openAuthModal('subscribe_reminder');
      }, REMINDER_DELAY_MS);
    })();
    return () => {
      isCancelled = true;
      clearTimeout(timer);
    };
  }, [emsisdn, brandSlug]);

  return null;
}
