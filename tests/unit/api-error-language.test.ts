import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import en from '@/i18n/api/en.json';
import zu from '@/i18n/api/zu.json';
import { appError, type AppError } from '@/schemas/app-error';
import { enterCompetitionBody } from '@/schemas/competitions';
import { BILLING_ERRORS } from '@/server/billing/messages';
import { COMPETITION_ERRORS } from '@/server/competitions/messages';
import { FANCRED_ERRORS } from '@/server/fancred/api';
import { GAMES_ERRORS } from '@/server/games/errors';
import { errorResponse, HTTP_ERRORS, HttpError, validInput } from '@/server/http/api-errors';
import { localisedMessage } from '@/server/http/error-language';
import { requestLocale } from '@/server/http/request-locale';
import { IDENTITY_ERRORS } from '@/server/identity/messages';
import { MATCHDAY_ERRORS } from '@/server/matchday/messages';
import { PUSH_ERRORS } from '@/server/outbound/push-subscriptions';
import { PRIVACY_ERRORS } from '@/server/privacy/messages';
import { USSD_ERRORS } from '@/server/ussd/ussd';
import { VIDEO_ERRORS } from '@/server/videos/watch';

/** Issue 26: an API refusal in the request's language, by code (or variant key), English where there is none. */
const MAPS: Record<string, Record<string, AppError | ((value: string) => AppError)>> = {
  IDENTITY_ERRORS,
  HTTP_ERRORS,
  MATCHDAY_ERRORS,
  GAMES_ERRORS,
  COMPETITION_ERRORS,
  VIDEO_ERRORS,
  FANCRED_ERRORS,
  PUSH_ERRORS,
  USSD_ERRORS,
  BILLING_ERRORS,
  PRIVACY_ERRORS,
};
const EVERY_ERROR = Object.entries(MAPS).flatMap(([map, errors]) =>
  Object.entries(errors).map(
    ([name, error]) => [`${map}.${name}`, typeof error === 'function' ? error('2026-05-01 14:30') : error] as const,
  ),
);

async function answer(response: Response) {
  return ((await response.json()) as { error: { code: string; message: string; fields?: Record<string, string> } }).error;
}

describe('an API refusal in the request language', () => {
  it('account_deleted (410) reads in isiZulu, its code unchanged', async () => {
    const response = errorResponse(IDENTITY_ERRORS.accountDeleted, { locale: 'zu' });
    expect(response.status).toBe(410);
    expect(await answer(response)).toEqual({ code: 'account_deleted', message: 'Le akhawunti isivele isusiwe.' });
  });

  it('is English without a language, and for English', async () => {
    expect((await answer(errorResponse(IDENTITY_ERRORS.accountDeleted))).message).toBe('This account has already been deleted.');
    expect((await answer(errorResponse(IDENTITY_ERRORS.accountDeleted, { locale: 'en' }))).message).toBe(
      'This account has already been deleted.',
    );
  });

  it('falls back to the English message for a code the catalogue does not know', async () => {
    const unknown = appError(422, 'no_such_code', 'Something only staff see.');
    expect(await answer(errorResponse(unknown, { locale: 'zu' }))).toEqual({ code: 'no_such_code', message: 'Something only staff see.' });
  });

  it('keeps a known code English when its words are another text (a staff refusal sharing the code)', () => {
    expect(localisedMessage(appError(404, 'not_found', 'There is no such story.'), 'zu')).toBe('There is no such story.');
    expect(localisedMessage(appError(403, 'forbidden', 'Your role may not do this.'), 'af')).toBe('Your role may not do this.');
  });

  it('tells the variants of one code apart by key', () => {
    expect(localisedMessage(HTTP_ERRORS.notFound, 'af')).toBe('Daar is niks by hierdie adres nie.');
    expect(localisedMessage(MATCHDAY_ERRORS.matchNotFound, 'af')).toBe("Daar is nie so 'n wedstryd nie.");
    expect(localisedMessage(FANCRED_ERRORS.notAFan, 'zu')).toBe(zu.errors['not_a_fan.fancred']);
    expect(localisedMessage(PRIVACY_ERRORS.notAFan, 'zu')).toBe(zu.errors.not_a_fan);
  });

  it('fills the values of a text in the language', () => {
    expect(localisedMessage(COMPETITION_ERRORS.alreadyEntered('2026-05-01 14:30'), 'zu')).toBe(
      'Usuvele wangena kulo mqhudelwano ngomhla ka-2026-05-01 14:30',
    );
  });

  it('keeps the fields as the form message codes, the message translated', async () => {
    const body = await answer(errorResponse(IDENTITY_ERRORS.invalidInput, { locale: 'xh', fields: { email: 'email_invalid' } }));
    expect(body).toEqual({ code: 'invalid_input', message: 'Nceda ulungise iindawo eziqaqambisiweyo', fields: { email: 'email_invalid' } });
  });

  it('translates a known validation message of a fan form, after the field name', () => {
    let refusal: AppError | undefined;
    try {
      validInput({ competition_id: 1, answer: '' }, enterCompetitionBody);
    } catch (error) {
      refusal = (error as HttpError).error;
    }
    expect(refusal?.message).toBe('answer: Please answer the question');
    expect(localisedMessage(refusal!, 'zu')).toBe('answer: Sicela uphendule umbuzo');
    expect(localisedMessage(refusal!, 'en')).toBe('answer: Please answer the question');
  });

  it('leaves an unknown validation message English', () => {
    let refusal: AppError | undefined;
    try {
      validInput({ n: 'x' }, z.object({ n: z.number({ error: 'n is a number' }) }));
    } catch (error) {
      refusal = (error as HttpError).error;
    }
    expect(localisedMessage(refusal!, 'zu')).toBe('n: n is a number');
  });

  it.each(EVERY_ERROR)('%s is in the API catalogue, word for word in English, and translated', (_name, error) => {
    const key = error.key ?? error.code;
    expect((en.errors as Record<string, string>)[key], 'English catalogue text').toBeDefined();
    expect(localisedMessage(error, 'en')).toBe(error.message);
    for (const locale of ['zu', 'xh', 'af'] as const) expect(localisedMessage(error, locale), locale).not.toBe(error.message);
  });
});

describe('the request language', () => {
  it('is the NEXT_LOCALE cookie, else English', () => {
    expect(requestLocale(new Request('http://x/', { headers: { cookie: 'a=1; NEXT_LOCALE=zu' } }))).toBe('zu');
    expect(requestLocale(new Request('http://x/', { headers: { cookie: 'NEXT_LOCALE=fr' } }))).toBe('en');
    expect(requestLocale(new Request('http://x/'))).toBe('en');
  });
});
