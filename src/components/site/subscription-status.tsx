'use client';
import { useEffect } from 'react';
import { postJson } from '../auth-modal/api-client';
import { getModalState, openAuthModal } from '../auth-modal/modal-store';
import { useSession } from '../session/session-store';

/** Pages where a reminder would get in the way of what the fan came to do. */
const QUIET_PATHS = ['/subscribe', '/sign-up', '/profile'];
const REMINDER_DELAY_MS = 2500;

function hasStatusCookie(brandSlug: string): boolean {
  return new RegExp(`(?:^|;\\s*)${brandSlug}_sub_status=`).test(document.cookie);
}

/**
 * Once a fan is signed in: fetch the subscription status when the page has no status cookie (the response sets
 * the cookies; ACTIVE hides every subscribe prompt, spec §2), then — for a member without a subscription, once per
 * session (subscribeReminderUser) — open subscribe_reminder. Renders nothing.
 */
export function SubscriptionStatus({ brandSlug }: { brandSlug: string }) {
  const session = useSession();
  const user = session.status === 'signed-in' ? session.user : null;

  useEffect(() => {
    if (!user) return;
    let isCancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    void (async () => {
      let isActive = document.documentElement.dataset.subStatus === 'ACTIVE';
      if (!hasStatusCookie(brandSlug)) {
        const reply = await postJson<{ status: { sub_status_check: string | boolean } }>('/api/v1/user/checkStatus', { emsisdn: user.emsisdn ?? undefined });
        isActive = reply.ok && (reply.data.status.sub_status_check === 'ACTIVE' || reply.data.status.sub_status_check === true);
        if (isActive) document.documentElement.dataset.subStatus = 'ACTIVE';
        else delete document.documentElement.dataset.subStatus;
      }
      if (isActive || isCancelled || QUIET_PATHS.includes(window.location.pathname)) return;
      const remind = await postJson<{ status: boolean }>('/api/site/user/subscribeReminderUser', { emsisdn: user.emsisdn ?? undefined });
      if (!remind.ok || !remind.data.status || isCancelled) return;
      timer = setTimeout(() => {
        if (!getModalState().view) openAuthModal('subscribe_reminder');
      }, REMINDER_DELAY_MS);
    })();
    return () => {
      isCancelled = true;
      clearTimeout(timer);
    };
  }, [user, brandSlug]);

  return null;
}
