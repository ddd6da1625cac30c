import 'server-only';
import { getConfig } from '../config';
import { getLogger } from '../logger';
import { enqueueEmail, enqueueSms } from '../outbound';
import { allow } from '../rate-limits';
import { codeSendAllowed, issueCode, verifyCode, type CodeChannel, type CodePurpose } from './codes';
import { IDENTITY_ERRORS, type IdentityError } from './messages';
import { normaliseMsisdn } from './msisdn';
import { claimSmsBudget } from './sms-budget';
import { EMAIL_PATTERN, type Language, type Network } from '@/schemas/identity';
import { findUserByEmail, findUserByMsisdn, setNetwork, type UserRow } from './users';

/**
 * The login flows of spec §4 behind the spec's endpoints: look up the number, send and check the SMS OTP, send and
 * check the email passcode. Every result is either data or one of the spec's errors (messages.ts).
 */

export type Outcome<T> = ({ ok: true } & T) | { ok: false; error: IdentityError };

const fail = (error: IdentityError) => ({ ok: false as const, error });

/** '' → the required message; anything that is not a South African mobile number → Invalid Mobile Number. */
export function parseMsisdn(input: string | undefined | null): Outcome<{ msisdn: string }> {
  if (!input || input.trim() === '') return fail(IDENTITY_ERRORS.numberRequired);
  const msisdn = normaliseMsisdn(input);
  return msisdn ? { ok: true, msisdn } : fail(IDENTITY_ERRORS.invalidNumber);
}

export function parseEmail(input: string | undefined | null): Outcome<{ email: string }> {
  if (!input || input.trim() === '') return fail(IDENTITY_ERRORS.emailRequired);
  const email = input.trim().toLowerCase();
  return EMAIL_PATTERN.test(email) && email.length <= 254 ? { ok: true, email } : fail(IDENTITY_ERRORS.emailInvalid);
}

/** Number lookups are capped per IP (they say whether a number is registered). */
async function lookupAllowed(ip: string): Promise<boolean> {
  return allow({ key: `lookup:ip:${ip}`, seconds: 3600 }, getConfig().limits.ipHourly);
}

export async function lookupNetwork(input: { msisdn: string | undefined; ip: string }): Promise<Outcome<{ network: Network | null }>> {
  const parsed = parseMsisdn(input.msisdn);
  if (!parsed.ok) return parsed;
  if (!(await lookupAllowed(input.ip))) return fail(IDENTITY_ERRORS.tooManyRequests);
  const user = await findUserByMsisdn(parsed.msisdn);
  if (!user) return fail(IDENTITY_ERRORS.userNotFound);
  return { ok: true, network: (user.network as Network | null) ?? null };
}

const CODE_ERRORS: Record<
  CodeChannel,
  { maxSend: IdentityError; maxResend: IdentityError; invalid: IdentityError; exceeded: IdentityError; required: IdentityError }
> = {
  sms: {
    maxSend: IDENTITY_ERRORS.otpMaxSend,
    maxResend: IDENTITY_ERRORS.otpMaxResend,
    invalid: IDENTITY_ERRORS.invalidOtp,
    exceeded: IDENTITY_ERRORS.otpExceeded,
    required: IDENTITY_ERRORS.otpRequired,
  },
  email: {
    maxSend: IDENTITY_ERRORS.passcodeMaxSend,
    maxResend: IDENTITY_ERRORS.passcodeMaxResend,
    invalid: IDENTITY_ERRORS.invalidPasscode,
    exceeded: IDENTITY_ERRORS.passcodeExceeded,
    required: IDENTITY_ERRORS.passcodeRequired,
  },
};

/** The OTP SMS in the member's language (issue 17), or the language the site is shown in for a new number. */
const OTP_SMS: Record<Language, (brand: string, code: string) => string> = {
  en: (brand, code) => `Your ${brand} OTP is ${code}. It expires in 5 minutes. Never share it.`,
  af: (brand, code) => `Jou ${brand}-OTP is ${code}. Dit verval oor 5 minute. Moet dit nooit deel nie.`,
  zu: (brand, code) => `I-OTP yakho ye-${brand} ithi ${code}. Iphelelwa yisikhathi emizuzwini emi-5. Ungayabelani nomuntu.`,
  xh: (brand, code) => `I-OTP yakho ye-${brand} ngu-${code}. Iphelelwa lixesha kwimizuzu emi-5. Ungaze wabelane ngayo.`,
};

/**
 * The OTP SMS. Its last line is the WebOTP origin-bound line (`@host #code`), so Android Chrome offers the code in one
 * tap on this site and on no other (issue 15); the input keeps autocomplete="one-time-code" for the rest.
 */
export function otpSmsBody(input: { brand: string; siteUrl: string; code: string; language?: Language }): string {
  const text = OTP_SMS[input.language ?? 'en'](input.brand, input.code);
  return `${text}\n\n@${new URL(input.siteUrl).hostname} #${input.code}`;
}

/** The account-deletion code's SMS (decision 019): its own words, so nobody mistakes it for a login code. */
const DELETE_SMS: Record<Language, (brand: string, code: string) => string> = {
  en: (brand, code) =>
    `Your code to DELETE your ${brand} account is ${code}. It expires in 5 minutes. If you did not ask to delete your account, ignore this SMS.`,
  af: (brand, code) =>
    `Jou kode om jou ${brand}-rekening te SKRAP is ${code}. Dit verval oor 5 minute. As jy nie gevra het om jou rekening te skrap nie, ignoreer hierdie SMS.`,
  zu: (brand, code) =>
    `Ikhodi yakho yokuSUSA i-akhawunti yakho ye-${brand} ithi ${code}. Iphelelwa yisikhathi emizuzwini emi-5. Uma ungacelanga ukususa i-akhawunti yakho, ungayinaki le SMS.`,
  xh: (brand, code) =>
    `Ikhowudi yakho yokuCIMA iakhawunti yakho ye-${brand} ngu-${code}. Iphelelwa lixesha kwimizuzu emi-5. Ukuba khange ucele ukucima iakhawunti yakho, ungayihoyi le SMS.`,
};

/** The email passcode in the member's language (issue 26), as the OTP SMS. */
const PASSCODE_EMAIL: Record<Language, (brand: string, code: string) => { subject: string; text: string }> = {
  en: (brand, code) => ({
    subject: `Your ${brand} passcode`,
    text: `Your ${brand} passcode is ${code}. It expires in 5 minutes. If you did not ask for it, ignore this email.`,
  }),
  af: (brand, code) => ({
    subject: `Jou ${brand}-wagkode`,
    text: `Jou ${brand}-wagkode is ${code}. Dit verval oor 5 minute. As jy nie daarvoor gevra het nie, ignoreer hierdie e-pos.`,
  }),
  zu: (brand, code) => ({
    subject: `Iphasikhodi yakho ye-${brand}`,
    text: `Iphasikhodi yakho ye-${brand} ithi ${code}. Iphelelwa yisikhathi emizuzwini emi-5. Uma ungayicelanga, ungayinaki le imeyili.`,
  }),
  xh: (brand, code) => ({
    subject: `Iphasikhowudi yakho ye-${brand}`,
    text: `Iphasikhowudi yakho ye-${brand} ngu-${code}. Iphelelwa lixesha kwimizuzu emi-5. Ukuba khange uyicele, ungayihoyi le imeyile.`,
  }),
};

function smsBody(input: { purpose: CodePurpose; brand: string; siteUrl: string; code: string; language?: Language }): string {
  if (input.purpose !== 'delete_account') return otpSmsBody(input);
  return `${DELETE_SMS[input.language ?? 'en'](input.brand, input.code)}\n\n@${new URL(input.siteUrl).hostname} #${input.code}`;
}

/**
 * Issues and delivers a code; the caller has counted the send against the address (codeSendAllowed) first. An SMS
 * also claims its place in the site's SMS budgets (sms-budget.ts), which `isMember` picks.
 */
async function sendCode(input: {
  channel: CodeChannel;
  target: string;
  purpose: CodePurpose;
  isResend: boolean;
  isMember: boolean;
  network?: Network;
  language?: Language;
}): Promise<Outcome<object>> {
  const budget = input.channel === 'sms' ? await claimSmsBudget({ msisdn: input.target, isMember: input.isMember }) : null;
  if (budget && !budget.ok) return fail({ ...IDENTITY_ERRORS.tooManyRequests, retryAfter: budget.retryAfter });
  const issued = await issueCode(input);
  if (!issued.ok) {
    await budget?.giveBack();
    return fail(issued.reason === 'max_resend' ? CODE_ERRORS[input.channel].maxResend : CODE_ERRORS[input.channel].maxSend);
  }
  const { brand, siteUrl } = getConfig();
  // Queued, not sent here (decision 028): the fan's request waits for one insert, never for the gateway.
  try {
    if (input.channel === 'sms') {
      await enqueueSms({
        to: input.target,
        body: smsBody({ purpose: input.purpose, brand: brand.name, siteUrl, code: issued.code, language: input.language }),
      });
    } else {
      await enqueueEmail({ to: input.target, ...(PASSCODE_EMAIL[input.language ?? 'en'] ?? PASSCODE_EMAIL.en)(brand.name, issued.code) });
    }
  } catch (error) {
    getLogger().error({ err: error, channel: input.channel }, 'could not queue a one-time code');
    return fail(IDENTITY_ERRORS.generic);
  }
  return { ok: true };
}

/**
 * Sends the login (or sign-up) OTP. Login needs a registered number. The send is counted against the address before
 * the number is looked up, so a capped address learns nothing about a number. A network chosen in choose_network
 * (loginEnterNumberNetwork) is held with the code and stored on the fan only when the code is verified.
 */
export async function sendLoginOtp(input: {
  msisdn: string | undefined;
  network?: Network;
  purpose: CodePurpose;
  isResend: boolean;
  saveNetwork: boolean;
  ip: string;
  /** The language the site is shown in: the SMS's language for a number that has no account yet. */
  siteLanguage?: Language;
}): Promise<Outcome<{ msisdn: string }>> {
  const parsed = parseMsisdn(input.msisdn);
  if (!parsed.ok) return parsed;
  if (input.saveNetwork && !input.network) return fail(IDENTITY_ERRORS.networkRequired);
  if (!(await codeSendAllowed(input.ip))) return fail(IDENTITY_ERRORS.tooManyRequests);
  const member = await findUserByMsisdn(parsed.msisdn);
  if (input.purpose === 'login' && !member) return fail(IDENTITY_ERRORS.userNotFound);
  const network = input.saveNetwork && input.purpose === 'login' ? input.network : undefined;
  const language = (member?.language as Language | undefined) ?? input.siteLanguage;
  const sent = await sendCode({
    channel: 'sms',
    target: parsed.msisdn,
    purpose: input.purpose,
    isResend: input.isResend,
    isMember: Boolean(member),
    network,
    language,
  });
  return sent.ok ? { ok: true, msisdn: parsed.msisdn } : sent;
}

/**
 * The voucher path (stellr_confirm_number, spec §2, §5): the number and its network; any valid number may ask (a new
 * number becomes a member, with that network, when its voucher is redeemed). Nothing is stored before the OTP.
 */
export async function sendVoucherOtp(input: {
  msisdn: string | undefined;
  network: Network | undefined;
  isResend: boolean;
  ip: string;
  /** The language the site is shown in: the SMS's language for a number that has no account yet. */
  siteLanguage?: Language;
}): Promise<Outcome<{ msisdn: string }>> {
  const parsed = parseMsisdn(input.msisdn);
  if (!parsed.ok) return parsed;
  if (!input.network) return fail(IDENTITY_ERRORS.networkRequired);
  if (!(await codeSendAllowed(input.ip))) return fail(IDENTITY_ERRORS.tooManyRequests);
  const member = await findUserByMsisdn(parsed.msisdn);
  const sent = await sendCode({
    channel: 'sms',
    target: parsed.msisdn,
    purpose: 'signup',
    isResend: input.isResend,
    isMember: Boolean(member),
    language: (member?.language as Language | undefined) ?? input.siteLanguage,
  });
  return sent.ok ? { ok: true, msisdn: parsed.msisdn } : sent;
}

/**
 * Checks an SMS OTP. A registered number yields its fan (the caller starts the session), with the network chosen in
 * choose_network now stored; a new number only its proof.
 */
export async function verifyLoginOtp(input: {
  msisdn: string | undefined;
  otp: string | undefined;
  ip: string;
}): Promise<Outcome<{ msisdn: string; user: UserRow | undefined }>> {
  const parsed = parseMsisdn(input.msisdn);
  if (!parsed.ok) return parsed;
  const result = await checkCode({ channel: 'sms', target: parsed.msisdn, code: input.otp, ip: input.ip });
  if (!result.ok) return result;
  const user = await findUserByMsisdn(parsed.msisdn);
  if (user && result.network && result.network !== user.network) {
    await setNetwork(user.id, result.network);
    return { ok: true, msisdn: parsed.msisdn, user: { ...user, network: result.network } };
  }
  return { ok: true, msisdn: parsed.msisdn, user };
}

/** The codes that sign in: login and sign-up (a voucher's number is proven with a sign-up code). Never a deletion code. */
const SIGN_IN_PURPOSES: readonly CodePurpose[] = ['login', 'signup'];

async function checkCode(input: {
  channel: CodeChannel;
  target: string;
  code: string | undefined;
  ip: string;
  purposes?: readonly CodePurpose[];
}): Promise<Outcome<{ network: Network | null }>> {
  const errors = CODE_ERRORS[input.channel];
  if (!input.code || !/^\d{4}$/.test(input.code)) return fail(errors.required);
  const verified = await verifyCode({
    channel: input.channel,
    target: input.target,
    code: input.code,
    ip: input.ip,
    purposes: input.purposes ?? SIGN_IN_PURPOSES,
  });
  if (verified.ok) return { ok: true, network: verified.network };
  if (verified.reason === 'ip_limited') return fail(IDENTITY_ERRORS.tooManyRequests);
  if (verified.reason === 'refused') return fail({ ...IDENTITY_ERRORS.tooManyRequests, retryAfter: verified.retryAfter });
  if (verified.reason === 'invalid') return fail({ ...errors.invalid, attemptsLeft: verified.attemptsLeft });
  return fail(errors.exceeded);
}

/** Email login: a passcode to a fan's email on record; an unknown email is the spec's "not in our records". */
export async function sendEmailPasscode(input: {
  email: string | undefined;
  isResend: boolean;
  ip: string;
}): Promise<Outcome<{ user: UserRow }>> {
  const parsed = parseEmail(input.email);
  if (!parsed.ok) return parsed;
  if (!(await lookupAllowed(input.ip))) return fail(IDENTITY_ERRORS.tooManyRequests);
  const user = await findUserByEmail(parsed.email);
  if (!user || !user.msisdn) return fail(IDENTITY_ERRORS.emailNotFound);
  if (!(await codeSendAllowed(input.ip))) return fail(IDENTITY_ERRORS.tooManyRequests);
  const sent = await sendCode({
    channel: 'email',
    target: parsed.email,
    purpose: 'login',
    isResend: input.isResend,
    isMember: true,
    language: user.language as Language,
  });
  return sent.ok ? { ok: true, user } : sent;
}

export async function verifyEmailPasscode(input: {
  email: string | undefined;
  otp: string | undefined;
  ip: string;
}): Promise<Outcome<{ user: UserRow }>> {
  const parsed = parseEmail(input.email);
  if (!parsed.ok) return parsed;
  const result = await checkCode({ channel: 'email', target: parsed.email, code: input.otp, ip: input.ip });
  if (!result.ok) return result;
  const user = await findUserByEmail(parsed.email);
  return user ? { ok: true, user } : fail(IDENTITY_ERRORS.emailNotFound);
}

/**
 * Account deletion (decision 019): a code with its own purpose to the signed-in fan's own number, under the same send
 * caps as every other code (3 per 5 minutes, 10 a day, a minute between resends, the per-IP cap).
 */
export async function sendDeletionCode(input: { user: UserRow; isResend: boolean; ip: string }): Promise<Outcome<object>> {
  if (!input.user.msisdn) return fail(IDENTITY_ERRORS.forbidden);
  if (!(await codeSendAllowed(input.ip))) return fail(IDENTITY_ERRORS.tooManyRequests);
  return sendCode({
    channel: 'sms',
    target: input.user.msisdn,
    purpose: 'delete_account',
    isResend: input.isResend,
    isMember: true,
    language: input.user.language as Language,
  });
}

/** Checks a deletion code for the signed-in fan's number (the OTP limits and texts of login; only a deletion code passes). */
export async function verifyDeletionCode(input: { user: UserRow; otp: string | undefined; ip: string }): Promise<Outcome<object>> {
  if (!input.user.msisdn) return fail(IDENTITY_ERRORS.forbidden);
  const result = await checkCode({
    channel: 'sms',
    target: input.user.msisdn,
    code: input.otp,
    ip: input.ip,
    purposes: ['delete_account'],
  });
  return result.ok ? { ok: true } : result;
}
