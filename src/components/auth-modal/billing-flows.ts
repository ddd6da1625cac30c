import { refreshSession } from './session-store';
import { markSubscriber } from '@/components/browser/subscriber-flag';
import { postJson } from '@/components/browser/api-client';
import { checkStatusTelkom, checkStatusWorldPlay, redeemVoucher } from './billing-api';
import { showFailure } from './flows';
import { checkOtp } from './identity-api';
import { OTP_TRANSITION_MS, telkomOutcome, toProfilePrefill, viewAfterVoucher, voucherResultCode, type Network } from './modal-state';
import { dispatchModal, getModalState } from './modal-store';
import { errorText, type Translate } from './translate';

/** The subscription flows of spec §4 (voucher, Telkom's wait, WorldPlay's unsubscribe) against the spec's endpoints. */

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** stellr_confirm_number: the number and network (both required, spec §5), then the OTP. */
export async function confirmStellrNumber(t: Translate, input: { msisdn: string; network: Network | null }) {
  if (!input.msisdn.trim()) return showFailure(t, { code: 'number_required', message: 'Please enter your mobile number' });
  if (!input.network) return showFailure(t, { code: 'network_required', message: 'Please choose your network' });
  dispatchModal({ type: 'loading' });
  const sent = await postJson<{ msisdn: string }>('/api/site/user/stellrConfirmNumber', { msisdn: input.msisdn, network: input.network });
  if (!sent.ok) return showFailure(t, sent, sent.code === 'invalid_number' ? t('views.error.title') : undefined);
  await wait(OTP_TRANSITION_MS);
  dispatchModal({
    type: 'show',
    view: 'enter_otp_stellr',
    patch: { msisdn: sent.data.msisdn, msisdnTyped: input.msisdn, network: input.network },
  });
}

export async function resendStellrOtp(t: Translate) {
  const { msisdn, network } = getModalState();
  dispatchModal({ type: 'loading' });
  const sent = await postJson('/api/site/user/stellrConfirmNumber', { msisdn, network, resend: true });
  if (!sent.ok) return showFailure(t, sent);
  dispatchModal({ type: 'resent', notice: t('views.enter_otp.resent'), at: Date.now() });
}

/** enter_otp_stellr Continue: prove the number, then redeem the voucher for it. */
export async function verifyStellrOtp(t: Translate, brandName: string) {
  const { msisdn, code } = getModalState();
  dispatchModal({ type: 'loading' });
  const verified = await checkOtp({ msisdn, code });
  if (!verified.ok) return showFailure(t, verified);
  await subscribeWithVoucher(t, brandName, verified.data.emsisdn ?? undefined);
}

/** Redeems the voucher in the modal's state → stellr_subscription (Thank you or Error, spec §2, §4). */
let redeeming: string | null = null;

export async function subscribeWithVoucher(t: Translate, brandName: string, emsisdn?: string) {
  const { voucher, network } = getModalState();
  // One redemption per voucher at a time (a view's effect may run twice).
  if (redeeming === voucher) return;
  redeeming = voucher;
  try {
    await redeem(t, brandName, { voucher, network, emsisdn });
  } finally {
    redeeming = null;
  }
}

async function redeem(
  t: Translate,
  brandName: string,
  { voucher, network, emsisdn }: { voucher: string; network: Network | null; emsisdn?: string },
) {
  dispatchModal({ type: 'loading' });
  const reply = await redeemVoucher({ emsisdn, voucher, network });
  await refreshSession();
  if (!reply.ok) {
    return dispatchModal({
      type: 'show',
      view: 'stellr_subscription',
      patch: { billing: { result: { isSuccess: false, message: errorText(t, reply) } } },
    });
  }
  const result = voucherResultCode(reply.data.voucherStatus);
  if (result.isSuccess) markSubscriber(true);
  const profile = reply.data.user;
  dispatchModal({
    type: 'show',
    view: 'stellr_subscription',
    patch: {
      billing: { result: { isSuccess: result.isSuccess, message: t(`errors.${result.code}`, { brand: brandName }) } },
      profile: profile && result.isSuccess && viewAfterVoucher(profile.isProfileCompleted) ? toProfilePrefill(profile) : null,
    },
  });
}

/** stellr_subscription Continue: a new member completes the profile; everyone else is done. */
export function continueAfterVoucher() {
  const { profile } = getModalState();
  if (profile) dispatchModal({ type: 'show', view: 'completing_profile_stellr' });
  else dispatchModal({ type: 'close' });
}

/** telkom-subscribing: ask Telkom (through us) until it says subscribed, no airtime, or we give up waiting. */
export async function pollTelkom(
  t: Translate,
  input: { subscriptionId: string; attempts: number; intervalMs: number; isCancelled: () => boolean },
) {
  for (let attempt = 0; attempt < input.attempts; attempt += 1) {
    if (input.isCancelled()) return;
    const reply = await checkStatusTelkom(input.subscriptionId);
    if (input.isCancelled()) return;
    if (!reply.ok) {
      // Telkom did not answer this time (502) or the line dropped (0): Continue waits and asks again. Anything else ends the flow.
      const canGoOn = reply.status === 502 || reply.status === 0;
      return dispatchModal({
        type: 'show',
        view: 'error',
        patch: {
          error: {
            code: reply.code,
            title: t('views.error.title'),
            message: errorText(t, reply),
            continueTo: canGoOn
              ? { view: 'telkom-subscribing', patch: { billing: { provider: 'telkom', subscriptionId: input.subscriptionId } } }
              : undefined,
          },
        },
      });
    }
    const outcome = telkomOutcome(reply.data.subStatusCode);
    if (outcome === 'success') {
      markSubscriber(true);
      return dispatchModal({
        type: 'show',
        view: 'telkom_subscribing_success',
        patch: { billing: { provider: 'telkom', subscriptionId: input.subscriptionId } },
      });
    }
    if (outcome !== 'waiting') {
      // Telkom's answer is final (no airtime, or not subscribed): the flow cannot go on, so the error view offers Close.
      const code = outcome === 'no_airtime' ? 'telkom_no_airtime' : 'subscription_failed';
      return dispatchModal({
        type: 'show',
        view: 'error',
        patch: { error: { code, title: t('views.error.title'), message: t(`errors.${code}`) } },
      });
    }
    dispatchModal({ type: 'notice', notice: t('views.telkom-subscribing.waiting') });
    await wait(input.intervalMs);
  }
  dispatchModal({ type: 'notice', notice: t('views.telkom-subscribing.timeout') });
}

/** WorldPlay's unsubscribe: its own message, which it gives only over mobile data (offnet_unsub on Wi-Fi). */
export async function loadWorldPlayUnsubscribe(t: Translate) {
  const reply = await checkStatusWorldPlay();
  if (!reply.ok && reply.code === 'offnet')
    return dispatchModal({ type: 'show', view: 'offnet_unsub', patch: { billing: { provider: 'worldplay' } } });
  if (!reply.ok) {
    // WorldPlay did not answer this time: Continue asks it again (the view reloads its message); else Close.
    const canGoOn = reply.status === 502 || reply.status === 0;
    return dispatchModal({
      type: 'show',
      view: 'error',
      patch: {
        error: {
          code: reply.code,
          message: errorText(t, reply),
          continueTo: canGoOn ? { view: 'unsubscribe_worldplay', patch: { billing: { provider: 'worldplay' } } } : undefined,
        },
      },
    });
  }
  dispatchModal({
    type: 'show',
    view: 'unsubscribe_worldplay',
    patch: { billing: { provider: 'worldplay', unsubSms: reply.data.unsubSms ?? '' } },
  });
}
