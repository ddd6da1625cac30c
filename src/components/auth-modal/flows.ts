import { toast } from 'sonner';
import { refreshSession } from './session-store';
import { postJson } from '@/components/browser/api-client';
import { checkOtp, checkPasscode, signUp, type Verified } from './identity-api';
import {
  CODE_CLEAR_MS,
  OTP_TRANSITION_MS,
  shouldClearCode,
  toProfilePrefill,
  viewAfterLogin,
  viewAfterNetworkLookup,
  viewForEmailError,
  viewForLoginError,
  type Network,
} from './modal-state';
import { dispatchModal, getModalState } from './modal-store';
import { errorText, type Translate } from './translate';
import { loadPage } from '@/components/browser/load-page';

/** The flows of spec §4, as the modal's views run them against the spec's endpoints. */

type Failure = { code: string; message: string; fields?: Record<string, string>; attemptsLeft?: number };

function fail(t: Translate, failure: Failure, title?: string) {
  const detail = failure.attemptsLeft !== undefined ? t('triesLeft', { count: failure.attemptsLeft }) : undefined;
  dispatchModal({ type: 'failed', error: { code: failure.code, message: errorText(t, failure), title, fields: failure.fields, detail } });
  if (shouldClearCode(failure.code)) {
    // The refused code goes after a second (spec §8) — unless the fan has started typing another one meanwhile.
    const refused = getModalState().code;
    setTimeout(() => {
      if (getModalState().code === refused) dispatchModal({ type: 'code', code: '' });
    }, CODE_CLEAR_MS);
  }
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** signin Submit: the number's network decides choose_network or enter_otp (after the OTP is sent). */
export async function submitNumber(t: Translate, input: string) {
  if (!input.trim()) return fail(t, { code: 'number_required', message: 'Please enter your mobile number' });
  dispatchModal({ type: 'loading' });
  const lookup = await postJson<{ network: Network | null }>('/api/site/user/loginGetNetwork', { msisdn: input });
  if (!lookup.ok) {
    const view = viewForLoginError(lookup.code);
    if (view) return dispatchModal({ type: 'show', view });
    return fail(t, lookup, lookup.code === 'invalid_number' ? t('views.error.title') : undefined);
  }
  const next = viewAfterNetworkLookup(lookup.data.network);
  if (next === 'choose_network')
    return dispatchModal({ type: 'show', view: 'choose_network', patch: { msisdn: input, msisdnTyped: input } });
  const sent = await postJson<{ msisdn: string }>('/api/site/user/loginEnterNumber', { msisdn: input, network: lookup.data.network });
  if (!sent.ok) return fail(t, sent);
  await wait(OTP_TRANSITION_MS);
  dispatchModal({ type: 'show', view: 'enter_otp', patch: { msisdn: sent.data.msisdn, msisdnTyped: input, network: lookup.data.network } });
}

/** choose_network: store the network, send the OTP. */
export async function chooseNetwork(t: Translate, network: Network) {
  const { msisdn } = getModalState();
  dispatchModal({ type: 'loading' });
  const sent = await postJson<{ msisdn: string }>('/api/site/user/loginEnterNumberNetwork', { msisdn, network });
  if (!sent.ok) return fail(t, sent);
  await wait(OTP_TRANSITION_MS);
  dispatchModal({ type: 'show', view: 'enter_otp', patch: { msisdn: sent.data.msisdn, network } });
}

export async function resendOtp(t: Translate, purpose: 'login' | 'signup') {
  const { msisdn, network } = getModalState();
  dispatchModal({ type: 'loading' });
  const sent = await postJson('/api/site/user/loginEnterNumber', { msisdn, network, purpose, resend: true });
  if (!sent.ok) return fail(t, sent);
  dispatchModal({ type: 'resent', notice: t('views.enter_otp.resent'), at: Date.now() });
}

/** A fan is signed in: toast, then complete_profile when it is missing, else back to the callback or a reload. */
async function afterLogin(t: Translate, env: { locale: string }, reply: Verified) {
  toast.success(t('loginSuccess'));
  await refreshSession();
  const profile = reply.profile;
  const next = profile ? viewAfterLogin(profile.isProfileCompleted, profile.isProfileSkipped) : null;
  const { callbackUrl } = getModalState();
  if (next === 'complete_profile' && profile) {
    return dispatchModal({
      type: 'show',
      view: 'complete_profile',
      patch: { profile: toProfilePrefill(profile) },
    });
  }
  dispatchModal({ type: 'close' });
  if (callbackUrl) loadPage(callbackUrl);
  else if (reply.user && reply.user.language !== env.locale) window.location.reload();
}

/** enter_otp Continue. */
export async function verifyOtp(t: Translate, env: { locale: string }) {
  const { msisdn, code } = getModalState();
  dispatchModal({ type: 'loading' });
  const reply = await checkOtp({ msisdn, code });
  if (!reply.ok) return fail(t, reply);
  if (!reply.data.isRegistered) {
    toast.error(t('loginFailed'));
    return dispatchModal({ type: 'show', view: 'not_registered' });
  }
  await afterLogin(t, env, reply.data);
}

/** signup_enter_otp Continue: verify, then find or create the fan with the sign-up form; complete_profile when it left fields out. */
export async function verifySignupOtp(t: Translate) {
  const { msisdn, code, signup } = getModalState();
  dispatchModal({ type: 'loading' });
  const verified = await checkOtp({ msisdn, code });
  if (!verified.ok) return fail(t, verified);
  const created = await signUp(signup ?? {});
  if (!created.ok) return fail(t, created, t('views.error.title'));
  const { user, isExisting } = created.data;
  await refreshSession();
  if (!isExisting && !user.isProfileCompleted) {
    // Fields were left out of the form: complete_profile asks for them now ("I'll do this later" skips), and either
    // way the new member lands on /sign-up/welcome.
    return dispatchModal({
      type: 'show',
      view: 'complete_profile',
      patch: { profile: toProfilePrefill(user), callbackUrl: '/sign-up/welcome' },
    });
  }
  dispatchModal({
    type: 'show',
    view: 'thankyou',
    patch: {
      welcome: {
        firstName: user.firstName,
        lastName: user.lastName,
        msisdn: user.msisdn,
        isReturning: isExisting,
        next: isExisting ? '/' : '/sign-up/welcome',
      },
    },
  });
  if (!isExisting) loadPage('/sign-up/welcome');
}

/** email Send Passcode (and resend). */
export async function sendPasscode(t: Translate, email: string, isResend = false) {
  dispatchModal({ type: 'loading' });
  const sent = await postJson('/api/v1/user/login-email', { email_login: email, resend: isResend });
  if (!sent.ok) {
    const view = viewForEmailError(sent.code);
    if (view) return dispatchModal({ type: 'show', view, patch: { email } });
    return fail(t, sent);
  }
  if (isResend) return dispatchModal({ type: 'resent', notice: t('views.enter_passcode.resent'), at: Date.now() });
  await wait(OTP_TRANSITION_MS);
  dispatchModal({ type: 'show', view: 'enter_passcode', patch: { email } });
}

export async function verifyPasscode(t: Translate, env: { locale: string }) {
  const { email, code } = getModalState();
  dispatchModal({ type: 'loading' });
  const reply = await checkPasscode({ email, code });
  if (!reply.ok) {
    const view = viewForEmailError(reply.code);
    if (view) return dispatchModal({ type: 'show', view });
    return fail(t, reply);
  }
  await afterLogin(t, env, reply.data);
}

export { fail as showFailure };
