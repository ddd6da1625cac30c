'use client';
import { useEffect, useRef, useState } from 'react';
import { checkStatus } from '../auth-modal/billing-api';
import { TextField } from '../auth-modal/form-parts';
import { openAuthModal } from '../auth-modal/modal-store';
import { refreshSession, useSession } from '@/components/auth-modal/session-store';
import { hasCookie, isActiveStatus, markSubscriber } from '@/components/browser/subscriber-flag';

/**
 * /subscribe's interactive parts: the voucher PIN form, and what the page does when a network sends the fan back —
 * offnet (Wi-Fi), Telkom's wait, a confirmation being checked, a cancellation or an error (query parameters set by
 * /api/billing/subscribe and /api/billing/return).
 */
interface ReturnLabels {
  checking: string;
  confirmed: string;
  notYet: string;
  cancelled: string;
  failed: string;
  networks: Record<string, string>;
  errors: Record<string, string>;
}

const CHECK_ATTEMPTS = 5;
const CHECK_INTERVAL_MS = 2000;

type Banner = { tone: 'info' | 'success' | 'error'; text: string } | null;

export function SubscribeReturn({ labels, brandSlug }: { labels: ReturnLabels; brandSlug: string }) {
  const [banner, setBanner] = useState<Banner>(null);
  const isHandled = useRef(false);

  useEffect(() => {
    // The address is read once (and cleared), then acted on; a second run of the effect finds it handled.
    if (isHandled.current) return;
    isHandled.current = true;
    const params = new URLSearchParams(window.location.search);
    if (params.size > 0) window.history.replaceState(null, '', window.location.pathname);
    // Only the networks we know are named on the page: the address is not a way to put text on it.
    const network = (key: string) => labels.networks[params.get(key) ?? ''];

    const confirm = async (name: string) => {
      setBanner({ tone: 'info', text: labels.checking.replace('{network}', name) });
      // The network's callback makes the subscription; we ask a few times for it to land.
      for (let attempt = 0; attempt < CHECK_ATTEMPTS; attempt += 1) {
        const reply = await checkStatus();
        if (reply.ok && isActiveStatus(reply.data.subStatusCheck)) {
          markSubscriber(true);
          return setBanner({ tone: 'success', text: labels.confirmed.replace('{network}', name) });
        }
        await new Promise((resolve) => setTimeout(resolve, CHECK_INTERVAL_MS));
      }
      setBanner({ tone: 'info', text: labels.notYet.replace('{network}', name) });
    };

    const act = async () => {
      const offnet = network('offnet');
      if (offnet) return openAuthModal('offnet', { billing: { provider: params.get('offnet') ?? undefined } });
      const telkom = params.get('telkom');
      if (telkom) {
        // Straight back from Telkom (its 60-second cookie): the wait; an old link: an ordinary check.
        if (hasCookie(`${brandSlug}_from_telkom`))
          return openAuthModal('telkom-subscribing', { billing: { provider: 'telkom', subscriptionId: telkom } });
        return confirm(labels.networks.telkom ?? 'Telkom');
      }
      const cancelled = network('cancelled');
      if (cancelled) return setBanner({ tone: 'info', text: labels.cancelled.replace('{network}', cancelled) });
      const code = params.get('error');
      if (code)
        return setBanner({
          tone: 'error',
          text: labels.failed.replace('{message}', labels.errors[code] ?? labels.errors.provider_unavailable ?? ''),
        });
      const subscribed = network('subscribed');
      if (subscribed) return confirm(subscribed);
    };
    void act();
  }, [labels, brandSlug]);

  if (!banner) return null;
  return (
    <p
      role={banner.tone === 'error' ? 'alert' : 'status'}
      data-testid="subscribe-banner"
      className={`rounded p-3 text-sm font-semibold ${banner.tone === 'error' ? 'bg-red-50 text-red-800' : banner.tone === 'success' ? 'bg-green-50 text-bok-green-dark' : 'bg-neutral-100'}`}
    >
      {banner.text}
    </p>
  );
}

/** The voucher PIN: a member redeems at once; anyone else proves a number first (stellr_confirm_number → OTP, spec §4). */
export function VoucherForm({ labels }: { labels: { voucherPin: string; redeem: string; voucherRequired: string } }) {
  const session = useSession();
  const [pin, setPin] = useState('');
  const [pinError, setPinError] = useState<string | null>(null);

  const redeem = async () => {
    if (pin.trim() === '') return setPinError(labels.voucherRequired);
    setPinError(null);
    const current = session.status === 'loading' ? await refreshSession() : session;
    if (current.status === 'signed-in') openAuthModal('stellr_subscription', { voucher: pin });
    else openAuthModal('stellr_confirm_number', { voucher: pin });
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void redeem();
      }}
    >
      <TextField
        label={labels.voucherPin}
        name="voucher"
        inputMode="numeric"
        autoComplete="off"
        value={pin}
        onChange={(event) => setPin(event.target.value)}
        error={pinError}
      />
      <button type="submit" className="rounded bg-bok-green px-5 py-2.5 font-bold text-white">
        {labels.redeem}
      </button>
    </form>
  );
}
