'use client';
import { openAuthModal } from '../auth-modal/modal-store';
import type { ViewName } from '../auth-modal/modal-state';

/** "How to cancel" on /profile: the network's own way (USSD for MTN, Vodacom and Telkom; WorldPlay's message). */
export function CancelSubscriptionButton({
  view,
  provider,
  label,
}: {
  view: Extract<ViewName, 'unsubscribe' | 'unsubscribe_telkom' | 'unsubscribe_worldplay'>;
  provider: string;
  label: string;
}) {
  return (
    <button
      type="button"
      data-testid="cancel-subscription"
      onClick={() => openAuthModal(view, { billing: { provider } })}
      className="rounded border-2 border-bok-green px-4 py-2 font-bold text-bok-green hover:bg-bok-green hover:text-white"
    >
      {label}
    </button>
  );
}
