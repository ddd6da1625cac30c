import 'server-only';
import { getConfig } from '../config';
import { findUserByMsisdn, normaliseMsisdn, setLanguage } from '../identity';
import { basicCredentials, isSameSecret, isSignatureValid, signatureParts } from '../kernel';
import { getLogger } from '../logger';
import { isLocale } from '@/i18n/locales';
import { appError, type AppError } from '@/schemas/app-error';
import type { UssdAnswer, UssdSessionInput } from '@/schemas/ussd';
import { callerLanguage, rememberCallerLanguage } from './callers';
import { count } from './counts';
import { sendLink } from './links';
import { claimSignature } from './replays';
import { step, timedOutScreen, type Caller } from './menus';
import { isExpired, readSession, saveStep, startSession, type LinkOutcome, type UssdSession } from './sessions';

/**
 * The USSD service (issue 25, DESIGN §4.1): owns the callback's proof, the sessions and the menus. A step is answered
 * from the session's record and a few seconds' memory of public content, so it takes milliseconds; what it must do
 * once (a link by SMS) is claimed in the database.
 */

export const USSD_ERRORS = {
  unsigned: appError(401, 'unsigned', 'The request is not signed by the USSD aggregator.'),
  replayed: appError(401, 'replayed', 'This signed request has been answered already.'),
  unknownService: appError(404, 'unknown_service', 'This USSD service code is not served here.'),
  badNumber: appError(422, 'invalid_input', 'phoneNumber: must be a South African mobile number.', { key: 'invalid_input.ussd_number' }),
  otherNumber: appError(409, 'session_mismatch', 'This session belongs to another number.'),
} as const;

/**
 * Why a callback is refused, or null when it comes from the aggregator: `x-touchline-signature` over the raw body (as
 * carriers sign theirs), answered once per signature (a repeat within its window is 401 `replayed`, issue 37), or HTTP
 * Basic whose password is the secret, for aggregators that can only call an address
 * (`https://ussd:<secret>@…/api/ussd/session`). In a demo on the loopback without a secret anyone may call (the demo
 * phone does); a demo that listens beyond it needs the secret like production (decision 038).
 */
export async function refusedUssdCallback(input: {
  rawBody: string;
  signature: string | null;
  authorization: string | null;
}): Promise<AppError | null> {
  const { ussd } = getConfig();
  if (!ussd.callbackSecret) return ussd.isUnsignedAllowed ? null : USSD_ERRORS.unsigned;
  if (input.signature) {
    if (!isSignatureValid(ussd.callbackSecret, input.rawBody, input.signature)) return USSD_ERRORS.unsigned;
    return (await claimSignature(signatureParts(input.signature)!)) ? null : USSD_ERRORS.replayed;
  }
  const given = basicCredentials(input.authorization);
  return given !== null && isSameSecret(given.password, ussd.callbackSecret) ? null : USSD_ERRORS.unsigned;
}

export type UssdResult = { ok: true; answer: UssdAnswer } | { ok: false; error: AppError };

/** One step of a session: the screen for the answers so far (the same again for a retry of the same `text`). */
export async function answerUssd(input: UssdSessionInput, now = Date.now()): Promise<UssdResult> {
  if (input.serviceCode !== getConfig().ussd.serviceCode) return { ok: false, error: USSD_ERRORS.unknownService };
  const msisdn = normaliseMsisdn(input.phoneNumber);
  if (!msisdn) return { ok: false, error: USSD_ERRORS.badNumber };

  const counted: Promise<void>[] = [];
  // The session and the caller's account at once: a step is a few round trips, not a chain of them.
  const [stored, user] = await Promise.all([readSession(input.sessionId), findUserByMsisdn(msisdn)]);
  let session = stored;
  if (session && session.msisdn !== msisdn) return { ok: false, error: USSD_ERRORS.otherNumber };
  if (session && session.lastText === input.text && session.lastAnswer) return { ok: true, answer: parseAnswer(session.lastAnswer) };

  const member = user && !user.deletedAt ? user : null;
  // A session knows its language; a new one takes the member's, or the one this number chose with 6, or English.
  const remembered = member || session?.state.language ? null : await callerLanguage(msisdn);
  const language = session?.state.language ?? (member && isLocale(member.language) ? member.language : (remembered ?? 'en'));

  if (session && isExpired(session, now)) {
    // Kept as the session's last answer (its time unchanged): a retry, or any later step, ends the same way.
    const answer: UssdAnswer = { kind: 'END', text: timedOutScreen(language) };
    await saveStep({ ...session, lastText: input.text, lastAnswer: `${answer.kind} ${answer.text}` });
    return { ok: true, answer };
  }
  if (!session) {
    const fresh: UssdSession = {
      id: input.sessionId,
      msisdn,
      networkCode: input.networkCode,
      lastText: null,
      lastAnswer: null,
      state: { language },
      createdAt: now,
      updatedAt: now,
    };
    if (await startSession(fresh)) {
      counted.push(count('sessions'));
      session = fresh;
    } else session = (await readSession(input.sessionId)) ?? fresh;
  }

  // The session goes on in the language it started in (a change elsewhere meanwhile does not switch it midway); a
  // choice under 6 within it changes it for the steps after.
  const caller: Caller = {
    msisdn,
    networkCode: input.networkCode || session.networkCode,
    user: member,
    language: session.state.language ?? language,
  };
  const answers = input.text === '' ? [] : input.text.split('*');
  const next = await step({ caller, answers, state: session.state });
  let outcome: LinkOutcome | null = null;
  if (next.action.kind === 'link') {
    outcome = await sendLink({ msisdn, link: next.action.link, body: next.action.body });
    next.state.outcomes = { ...next.state.outcomes, [String(next.actionInput)]: outcome };
    if (outcome === 'sent') counted.push(count('links'));
  } else if (next.action.kind === 'language') {
    if (member) {
      const changed = await setLanguage(member, next.action.language);
      if (!changed.ok) getLogger().warn({ code: changed.error.code }, 'ussd: a member’s language was not changed');
    } else await rememberCallerLanguage(msisdn, next.action.language);
  }
  if (next.chosen) counted.push(count(`menu:${next.chosen}`));
  const answer: UssdAnswer = { kind: 'CON', text: await next.render(outcome) };
  await Promise.all([
    saveStep({ ...session, lastText: input.text, lastAnswer: `${answer.kind} ${answer.text}`, state: next.state, updatedAt: now }),
    ...counted,
  ]);
  return { ok: true, answer };
}

function parseAnswer(stored: string): UssdAnswer {
  return { kind: stored.startsWith('END ') ? 'END' : 'CON', text: stored.slice(4) };
}
