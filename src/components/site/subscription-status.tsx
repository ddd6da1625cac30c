'use client';
import { useEffect } from 'react';
import { postJson } from '../auth-modal/api-client';
import { getModalState, openAuthModal } from '../auth-modal/modal-store';
import { useSession } from '../session/session-store';
import { hasCookie, isActiveStatus, isMarkedSubscriber, markSubscriber } from './subscriber-flag';

/** Pages where a reminder would get in the way of what the fan came to do. */
const QUIET_PATHS = ['/subscribe', '/sign-up', '/profile'];
const REMINDER_DELAY_MS = 2500;

/**
 * Once a fan is signed in: fetch the subscription status when the page has no status cookie (the response sets
 * the cookies; ACTIVE hides every subscribe prompt, spec §2), then — for a member without a subscription, once per
 * session (subscribeReminderUser) — open subscribe_reminder. Renders nothing.
 */
export function SubscriptionStatus({ brandSlug }: { brandSlug: string }) {
  const session = useSession();
  // The session object is fetched again on every focus; the checks run once per signed-in fan.
  const emsisdn = session.status === 'signed-in' ? (session.user.emsisdn ?? '') : null;

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
      if (isActive || isCancelled || QUIET_PATHS.includes(window.location.pathname)) return;
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
