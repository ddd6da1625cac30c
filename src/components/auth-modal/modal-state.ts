import type { FanProfile, ProfileVariant } from '@/server/identity';

/**
 * The login/profile modal's state (spec §2 "Login and profile modal", §4). A typed view name selects the content;
 * adding a view is a new name here and one entry in the view registry (auth-modal.tsx). Pure, so the transitions are
 * unit-tested.
 */
export const VIEW_NAMES = [
  'signin',
  'choose_network',
  'enter_otp',
  'signup_enter_otp',
  'email',
  'enter_passcode',
  'email_login_no_email',
  'not_registered',
  'complete_profile',
  'updated_profile',
  'thankyou',
  'skip_complete_profile_thankyou',
  'updated_nickname',
  'language_session_check',
  'forgot_password',
  'thankyou_reset_password',
  'stellr_confirm_number',
  'enter_otp_stellr',
  'completing_profile_stellr',
  'stellr_subscription',
  'offnet',
  'offnet_unsub',
  'unsubscribe',
  'unsubscribe_worldplay',
  'unsubscribe_telkom',
  'sub_status_check',
  'subscribe_reminder',
  'telkom-subscribing',
  'telkom_subscribing_success',
  'fancred_check_profile',
  'games_sub_status_check',
  'games_no_nickname',
  'comp_sub_status_check',
  'comp_already_entered',
  'slow_connection',
  'ios-pwa',
  'error',
] as const;
export type ViewName = (typeof VIEW_NAMES)[number];

export type Network = 'mtn' | 'vodacom' | 'cellc_telkom';

export interface ModalError {
  code: string;
  message: string;
  title?: string;
  fields?: Record<string, string>;
  /** A second line under the message (the guesses left after a wrong code). */
  detail?: string;
  /**
   * The error view (spec §2: "a Continue or Close button"): where Continue takes the fan when the flow can go on
   * (a provider that did not answer this time: ask again); without it the flow cannot go on and the button is Close.
   */
  continueTo?: { view: ViewName; patch?: Partial<ModalState> };
}

/**
 * What the sign-up page hands to signup_enter_otp: the form's values under its field names (the spec's), sent as they
 * are to findOrCreateUserSignUp after the OTP.
 */
export type SignupForm = Record<string, string | boolean>;

export interface ProfilePrefill {
  msisdn: string | null;
  emsisdn: string | null;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  nickname: string | null;
  language: string;
  team: string | null;
  variant: ProfileVariant;
}

/** What the subscription views show: the provider, Telkom's subscription, a result or the provider's own text. */
export interface BillingViewData {
  provider?: string;
  subscriptionId?: string;
  unsubSms?: string | null;
  result?: { isSuccess: boolean; message: string };
}

/** complete_profile's prefill from the fan's profile (an API answer). */
export function toProfilePrefill(
  profile: Pick<
    FanProfile,
    'msisdn' | 'emsisdn' | 'email' | 'firstName' | 'lastName' | 'nickname' | 'language' | 'team' | 'profileVariant'
  >,
): ProfilePrefill {
  return {
    msisdn: profile.msisdn,
    emsisdn: profile.emsisdn,
    email: profile.email,
    firstName: profile.firstName,
    lastName: profile.lastName,
    nickname: profile.nickname,
    language: profile.language,
    team: profile.team,
    variant: profile.profileVariant,
  };
}

export interface ModalState {
  view: ViewName | null;
  msisdn: string;
  /** The number as the fan typed it (082…), shown back to them; `msisdn` is the 27… the server answered. */
  msisdnTyped: string;
  /** When the last code was sent (ms): the Resend countdown runs from it. */
  codeSentAt: number | null;
  email: string;
  network: Network | null;
  code: string;
  error: ModalError | null;
  loading: boolean;
  notice: string | null;
  callbackUrl: string | null;
  sessionRequired: boolean;
  signup: SignupForm | null;
  profile: ProfilePrefill | null;
  welcome: { firstName: string | null; lastName: string | null; msisdn: string | null; isReturning: boolean; next: string } | null;
  voucher: string;
  billing: BillingViewData | null;
  /** The game a games view is about (games_sub_status_check, games_no_nickname). */
  game: { slug: string; name: string } | null;
  /** comp_already_entered: when the fan's first entry was made (ISO). */
  competitionEntry: { enteredAt: string } | null;
}

export const initialModalState: ModalState = {
  view: null,
  msisdn: '',
  msisdnTyped: '',
  codeSentAt: null,
  email: '',
  network: null,
  code: '',
  error: null,
  loading: false,
  notice: null,
  callbackUrl: null,
  sessionRequired: false,
  signup: null,
  profile: null,
  welcome: null,
  voucher: '',
  billing: null,
  game: null,
  competitionEntry: null,
};

export type ModalAction =
  | { type: 'open'; view: ViewName; patch?: Partial<ModalState> }
  | { type: 'show'; view: ViewName; patch?: Partial<ModalState> }
  | { type: 'close' }
  | { type: 'loading' }
  | { type: 'failed'; error: ModalError }
  | { type: 'code'; code: string }
  | { type: 'notice'; notice: string | null }
  | { type: 'resent'; notice: string; at: number };

/** The views that follow a code being sent: showing one starts the Resend countdown. */
const CODE_VIEWS: readonly ViewName[] = ['enter_otp', 'signup_enter_otp', 'enter_passcode', 'enter_otp_stellr'];
const sentAtFor = (view: ViewName, patch: Partial<ModalState> | undefined, previous: number | null) =>
  patch?.codeSentAt !== undefined ? patch.codeSentAt : CODE_VIEWS.includes(view) ? Date.now() : previous;

/** Moving between views keeps the flow's data (number, email, callback) but drops the previous view's code, error and loader. */
const freshView = { code: '', error: null, loading: false, notice: null } as const;

export function modalReducer(state: ModalState, action: ModalAction): ModalState {
  switch (action.type) {
    case 'open':
      return { ...initialModalState, ...action.patch, view: action.view, codeSentAt: sentAtFor(action.view, action.patch, null) };
    case 'show':
      return {
        ...state,
        ...freshView,
        ...action.patch,
        view: action.view,
        codeSentAt: sentAtFor(action.view, action.patch, state.codeSentAt),
      };
    case 'close':
      // Closing clears the code, error and loader (spec §4).
      return { ...state, ...freshView, view: null };
    case 'loading':
      return { ...state, loading: true, error: null, notice: null };
    case 'failed':
      return { ...state, loading: false, error: action.error };
    case 'code':
      return { ...state, code: action.code.replace(/\D/g, '').slice(0, 4) };
    case 'notice':
      return { ...state, loading: false, notice: action.notice };
    case 'resent':
      return { ...state, loading: false, error: null, code: '', notice: action.notice, codeSentAt: action.at };
  }
}

/** The error view's one button: Continue back into the flow when it can go on, else Close (spec §2). */
export function errorViewButton(error: ModalError | null): { label: 'continue' | 'close'; action: ModalAction } {
  if (error?.continueTo) return { label: 'continue', action: { type: 'show', view: error.continueTo.view, patch: error.continueTo.patch } };
  return { label: 'close', action: { type: 'close' } };
}

/** signin → choose_network when the network is unknown, else enter_otp (spec §4). */
export function viewAfterNetworkLookup(network: Network | null): ViewName {
  return network ? 'enter_otp' : 'choose_network';
}

/** A login error that changes the view: an unknown number leads to not_registered. */
export function viewForLoginError(code: string): ViewName | null {
  return code === 'user_not_found' ? 'not_registered' : null;
}

/** Email login: an email that is not on record leads to email_login_no_email. */
export function viewForEmailError(code: string): ViewName | null {
  return code === 'email_not_found' ? 'email_login_no_email' : null;
}

/** After a successful login: a fan whose profile is not complete is asked to complete it; everyone else is done. */
export function viewAfterLogin(profileCompleted: boolean, profileSkipped: boolean): ViewName | null {
  return profileCompleted || profileSkipped ? null : 'complete_profile';
}

/** OTP errors clear the typed code after 1 s (spec §8); these codes do. */
export function shouldClearCode(code: string): boolean {
  return ['invalid_otp', 'otp_exceeded', 'invalid_passcode', 'passcode_exceeded', 'otp_required', 'passcode_required'].includes(code);
}

export const OTP_TRANSITION_MS = 500;

/** Spec §9: how long 'Please wait while we check your subscription...' shows before a game starts. */
export const GAMES_CHECK_DELAY_MS = 4000;

/** The codes whose guesses have run out: Continue gives way to "Request a new code". */
export function isCodeExhausted(code: string | undefined): boolean {
  return code === 'otp_exceeded' || code === 'passcode_exceeded';
}

/** Seconds until a new code may be asked for (0: now). */
export function resendWaitSeconds(sentAt: number | null, now: number, spacingSeconds: number): number {
  if (sentAt === null) return 0;
  return Math.max(0, Math.ceil((sentAt + spacingSeconds * 1000 - now) / 1000));
}
export const CODE_CLEAR_MS = 1000;

/** Stellr's answer → the stellr_subscription view's result (spec §4); the texts are the catalogue's `errors.<code>`. */
export function voucherResultCode(status: string): { isSuccess: boolean; code: string } {
  if (status === 'ACTIVE') return { isSuccess: true, code: 'voucher_active' };
  if (status === 'ERROR: USED VOUCHER') return { isSuccess: false, code: 'voucher_used' };
  return { isSuccess: false, code: 'voucher_invalid' };
}

/** After a voucher: a member whose profile is not complete completes it (completing_profile_stellr); else done. */
export function viewAfterVoucher(profileCompleted: boolean): ViewName | null {
  return profileCompleted ? null : 'completing_profile_stellr';
}

/** Telkom's sub_status_code: 1 subscribed, 7 still waiting, 8 no airtime, anything else not subscribed. */
export function telkomOutcome(code: number): 'success' | 'waiting' | 'no_airtime' | 'failed' {
  if (code === 1) return 'success';
  if (code === 7) return 'waiting';
  if (code === 8) return 'no_airtime';
  return 'failed';
}

export const TELKOM_POLL_MS = 3000;
export const TELKOM_POLL_ATTEMPTS = 10;
