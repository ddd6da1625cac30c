'use client';
import { Link } from '@/components/ui/site-link';
import { useEffect, useState } from 'react';
import { providerDisplayName, USSD_UNSUBSCRIBE, USSD_UNSUBSCRIBE_TELKOM } from '@/schemas/billing';
import { NETWORKS, type Network } from '@/schemas/identity';
import { refreshSession } from './session-store';
import {
  confirmStellrNumber,
  continueAfterVoucher,
  loadWorldPlayUnsubscribe,
  pollTelkom,
  resendStellrOtp,
  subscribeWithVoucher,
  verifyStellrOtp,
} from './billing-flows';
import { LinkButton, MobileNumberField, PrimaryButton } from './form-parts';
import { CodeForm, ErrorText, typedNumber } from './login-views';
import { TELKOM_POLL_ATTEMPTS, TELKOM_POLL_MS } from './modal-state';
import { dispatchModal } from './modal-store';
import { Done } from './profile-views';
import type { ViewProps } from './view-props';

/** The subscription views of spec §2: the voucher path, Wi-Fi, unsubscribing, the gate, the reminder and Telkom's wait. */

const providerLabel = (provider: string | undefined) => (provider ? providerDisplayName(provider) : '');

const close = () => dispatchModal({ type: 'close' });

function SubscribeLink({ label }: { label: string }) {
  return (
    <Link
      href="/subscribe"
      onClick={close}
      className="w-full rounded bg-bok-gold px-4 py-2.5 text-center font-bold text-ink"
      data-testid="modal-subscribe"
    >
      {label}
    </Link>
  );
}

export function StellrConfirmNumberView({ state, t }: ViewProps) {
  const [number, setNumber] = useState(state.msisdn);
  const [network, setNetwork] = useState<Network | null>(state.network);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void confirmStellrNumber(t, { msisdn: number, network });
      }}
    >
      <p className="mb-3 text-sm">{t('views.stellr_confirm_number.intro')}</p>
      <ErrorText state={state} />
      <MobileNumberField
        label={t('mobileNumber')}
        hint={t('mobileNumberRule')}
        placeholder={t('mobileNumberHint')}
        name="msisdn"
        value={number}
        onValueChange={setNumber}
      />
      <fieldset className="mb-4">
        <legend className="mb-1 text-sm font-semibold">{t('network')}</legend>
        <div className="flex flex-col gap-1.5">
          {NETWORKS.map((value) => (
            <label key={value} className="flex items-center gap-2 rounded border border-neutral-300 px-3 py-2">
              <input type="radio" name="network" value={value} checked={network === value} onChange={() => setNetwork(value)} />
              {t(`networks.${value}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <PrimaryButton isLoading={state.loading} loadingLabel={t('views.stellr_confirm_number.submitting')}>
        {t('views.stellr_confirm_number.submit')}
      </PrimaryButton>
    </form>
  );
}

export function EnterOtpStellrView(props: ViewProps) {
  const { state, t, env } = props;
  return (
    <CodeForm
      {...props}
      intro={t('views.enter_otp_stellr.intro', { msisdn: typedNumber(state) })}
      submittingLabel={t('views.enter_otp_stellr.submitting')}
      onSubmit={() => void verifyStellrOtp(t, env.brandName)}
      onResend={() => void resendStellrOtp(t)}
      resendLabel={t('views.enter_otp.resend')}
    />
  );
}

/** Opened with a voucher and no result (a signed-in fan on /subscribe), it redeems first: "Redeeming your voucher...". */
export function StellrSubscriptionView({ state, t, env }: ViewProps) {
  const result = state.billing?.result;
  useEffect(() => {
    if (!result && state.voucher) void subscribeWithVoucher(t, env.brandName);
    // Once per opening: the voucher is fixed while the view is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  if (!result) return <Waiting message={t('views.stellr_subscription.redeeming')} />;
  return (
    <div className="flex flex-col items-center gap-3 text-center" data-result={result.isSuccess ? 'success' : 'error'}>
      <p data-testid="modal-message">{result.message}</p>
      <button
        type="button"
        onClick={result.isSuccess ? continueAfterVoucher : close}
        className="w-full rounded bg-bok-green px-4 py-2.5 font-bold text-white"
      >
        {result.isSuccess ? t('continue') : t('close')}
      </button>
    </div>
  );
}

function Waiting({ message, notice }: { message: string; notice?: string | null }) {
  return (
    <div className="flex flex-col items-center gap-3 text-center" aria-busy="true">
      <span className="h-8 w-8 animate-spin rounded-full border-4 border-bok-green border-t-transparent" aria-hidden="true" />
      <p data-testid="modal-message">{message}</p>
      {notice && (
        <p className="text-sm text-neutral-700" role="status">
          {notice}
        </p>
      )}
    </div>
  );
}

export function OffnetView({ state, t }: ViewProps) {
  return (
    <Done
      message={<p>{t('views.offnet.message', { network: providerLabel(state.billing?.provider) })}</p>}
      label={t('close')}
      onContinue={close}
    />
  );
}

export function OffnetUnsubView({ state, t }: ViewProps) {
  return (
    <Done
      message={<p>{t('views.offnet_unsub.message', { network: providerLabel(state.billing?.provider) })}</p>}
      label={t('close')}
      onContinue={close}
    />
  );
}

export function UnsubscribeView({ t }: ViewProps) {
  return <Done message={<p>{t('views.unsubscribe.message', { ussd: USSD_UNSUBSCRIBE })}</p>} label={t('close')} onContinue={close} />;
}

export function UnsubscribeTelkomView({ t, env }: ViewProps) {
  return (
    <Done
      message={
        <p>
          {t('views.unsubscribe_telkom.message', { package: t('packageName', { brand: env.brandName }), ussd: USSD_UNSUBSCRIBE_TELKOM })}
        </p>
      }
      label={t('close')}
      onContinue={close}
    />
  );
}

/** WorldPlay's own unsubscribe message, fetched when the view opens (over mobile data only: else offnet_unsub). */
export function UnsubscribeWorldPlayView({ state, t }: ViewProps) {
  const sms = state.billing?.unsubSms;
  useEffect(() => {
    if (sms === undefined) void loadWorldPlayUnsubscribe(t);
    // One load per view; the translator only changes with the language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sms]);
  if (sms === undefined) return <Waiting message={t('views.telkom-subscribing.message')} />;
  return (
    <Done
      message={<p>{sms ? t('views.unsubscribe_worldplay.intro') : t('views.unsubscribe_worldplay.missing')}</p>}
      label={t('close')}
      onContinue={close}
    >
      {sms && (
        <blockquote className="rounded bg-neutral-100 p-3 text-left text-sm" data-testid="worldplay-unsub-sms">
          {sms}
        </blockquote>
      )}
    </Done>
  );
}

/** The gate every subscribers-only feature opens (spec §2): Subscribe Now, and Login for visitors. */
export function SubStatusCheckView({ state, t }: ViewProps) {
  return (
    <div className="flex flex-col items-center gap-3 text-center">
      <p data-testid="modal-message">{t('views.sub_status_check.message')}</p>
      <SubscribeLink label={t('views.sub_status_check.subscribe')} />
      {state.sessionRequired && (
        <p className="text-sm">
          {t('views.sub_status_check.member')}{' '}
          <LinkButton onClick={() => dispatchModal({ type: 'show', view: 'signin' })}>{t('views.sub_status_check.login')}</LinkButton>
        </p>
      )}
    </div>
  );
}

/** Join the Squad! At most once per session: the session's flag is set as soon as it is shown. */
export function SubscribeReminderView({ t, env }: ViewProps) {
  useEffect(() => void refreshSession({ subscribe_reminder: 'closed' }), []);
  return (
    <div className="flex flex-col items-center gap-3 text-center">
      <p data-testid="modal-message">{t('views.subscribe_reminder.message', { brand: env.brandName })}</p>
      <SubscribeLink label={t('views.subscribe_reminder.link')} />
    </div>
  );
}

export function TelkomSubscribingView({ state, t }: ViewProps) {
  const subscriptionId = state.billing?.subscriptionId;
  useEffect(() => {
    if (!subscriptionId) return;
    let isCancelled = false;
    void pollTelkom(t, { subscriptionId, attempts: TELKOM_POLL_ATTEMPTS, intervalMs: TELKOM_POLL_MS, isCancelled: () => isCancelled });
    return () => {
      isCancelled = true;
    };
    // One poll per subscription; the translator only changes with the language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [subscriptionId]);
  return (
    <>
      <Waiting message={t('views.telkom-subscribing.message')} notice={state.notice} />
      <button type="button" onClick={close} className="mt-4 w-full rounded border border-neutral-400 px-4 py-2.5 font-semibold">
        {t('close')}
      </button>
    </>
  );
}

export function TelkomSubscribingSuccessView({ t, env }: ViewProps) {
  return (
    <Done
      message={
        <p className="text-lg font-bold">
          {t('views.telkom_subscribing_success.message', { package: t('packageName', { brand: env.brandName }) })}
        </p>
      }
      label={t('continue')}
      onContinue={close}
    />
  );
}
