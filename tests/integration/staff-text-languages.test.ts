import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, CookieJar, emsisdnOf, insertFan, latestMessage } from '../support/identity-http';
import { makeFan } from '../support/fancred';

// Server actions read the staff session through next/headers, and refresh public pages through next/cache.
const current = vi.hoisted(() => ({ cookie: '' }));
vi.mock('next/headers', () => ({ headers: async () => new Headers({ cookie: current.cookie, 'x-forwarded-for': '198.51.100.140' }) }));
vi.mock('next/cache', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  revalidateTag: () => undefined,
}));

const { POST: adminLogin } = await import('@/app/api/admin/login/route');
const { POST: stellrConfirmNumber } = await import('@/app/api/site/user/stellrConfirmNumber/route');
const { POST: stellrSubscribe } = await import('@/app/api/site/user/stellr/subscribe/route');
const { POST: verifyOtp } = await import('@/app/api/site/user/otp/verify/route');
const winnerActions = await import('@/app/admin/(console)/fancred/winners/actions');
const matchActions = await import('@/app/admin/(console)/match-centre/actions');
const { awardPoints, freezePeriod, getWinner, listWinners } = await import('@/server/fancred');
const { getNextMatchWidget } = await import('@/server/matches');
const { sendEmailPasscode } = await import('@/server/identity');
const { getConfig } = await import('@/server/config');
const { getDb } = await import('@/server/db/client');
const { formatDate } = await import('@/i18n/format');
const { languagesOf, localize } = await import('@/schemas/translations');

/**
 * Staff text in the fan's language (issue 26): a FanCred winner's prize and the Next Match & USSD widget's text are
 * written per language in the console and read by fans in theirs (English where a language was left empty); a number
 * that arrives by voucher alone becomes a fan in the page's language and gets its OTP and welcome SMS in it; the
 * passcode email speaks the member's language; isiZulu dates are written day first.
 */

beforeAll(async () => {
  const jar = new CookieJar();
  const response = await call(
    adminLogin,
    '/api/admin/login',
    { email: 'admin@example.com', password: 'touchline-admin', next: '/admin' },
    { jar, ip: '198.51.100.141' },
  );
  expect(response.status).toBe(303);
  current.cookie = jar.header();
});

describe("a FanCred winner's prize", () => {
  it('is saved per ticked language, read in the fan’s language with English where one is empty, and kept when unticked', async () => {
    const now = new Date('2025-05-20T10:00:00Z');
    const fan = await makeFan({ nickname: 'MayChamp' });
    await awardPoints({ userId: fan.id, action: 'subscription', itemKey: 'i18n', now });
    await freezePeriod('2025-05');

    const added = await winnerActions.addWinnerAction({
      periodKey: '2025-05',
      place: '1',
      userId: fan.id,
      prize: 'A signed jersey',
      isPublished: true,
      zulu: true,
      prize_zu: 'Ijezi elisayiniwe',
      xhosa: true,
      prize_xh: '',
      afrikaans: false,
      prize_af: "'n Getekende trui",
    });
    expect(added.ok).toBe(true);
    const [saved] = await listWinners({ periodKey: '2025-05' });
    expect(saved?.prize).toBe('A signed jersey');
    // isiXhosa was ticked but left empty, Afrikaans not ticked: neither is stored.
    expect(saved?.translations).toEqual({ zu: { prize: 'Ijezi elisayiniwe' } });
    expect(languagesOf(saved?.translations, ['prize'])).toEqual(['en', 'zu']);

    const read = (locale: 'en' | 'zu' | 'xh' | 'af') => localize(saved!, ['prize'], locale);
    expect(read('zu')).toMatchObject({ prize: 'Ijezi elisayiniwe', language: 'zu' });
    expect(read('xh')).toMatchObject({ prize: 'A signed jersey', language: 'en' });
    expect(read('af')).toMatchObject({ prize: 'A signed jersey', language: 'en' });
    expect(read('en')).toMatchObject({ prize: 'A signed jersey', language: 'en' });
    expect(read('zu')).not.toHaveProperty('translations');

    // An edit that leaves isiZulu unticked keeps it; Afrikaans ticked is added; an edit that ticks isiZulu with its
    // field emptied takes it away (fans see English again).
    const id = saved!.id;
    const edit = (extra: Record<string, unknown>) =>
      winnerActions.saveWinnerAction({
        id,
        periodKey: '2025-05',
        place: 1,
        userId: fan.id,
        prize: 'A signed jersey',
        isPublished: true,
        ...extra,
      });
    expect((await edit({ afrikaans: 'on', prize_af: "'n Getekende trui" })).ok).toBe(true);
    expect((await getWinner(id))?.translations).toEqual({ zu: { prize: 'Ijezi elisayiniwe' }, af: { prize: "'n Getekende trui" } });
    expect((await edit({ zulu: 'on', prize_zu: '  ' })).ok).toBe(true);
    const edited = await getWinner(id);
    expect(edited?.translations).toEqual({ af: { prize: "'n Getekende trui" } });
    expect(localize(edited!, ['prize'], 'zu').prize).toBe('A signed jersey');
    expect(localize(edited!, ['prize'], 'af').prize).toBe("'n Getekende trui");

    // A translation longer than the prize may be is refused under its own field, nothing saved.
    const tooLong = await edit({ xhosa: 'on', prize_xh: 'x'.repeat(201) });
    expect(tooLong).toMatchObject({ ok: false, fieldErrors: { prize_xh: 'At most 200 characters' } });

    // The audit records the change of languages.
    const db = await getDb();
    const audit = await db.execute<{ changes: Record<string, unknown> }>(
      sql`select changes from audit_log where entity_type = 'fancred_winner' and entity_id = ${String(id)} order by id`,
    );
    expect(audit.rows.at(-1)?.changes).toMatchObject({
      translations: { before: { zu: { prize: 'Ijezi elisayiniwe' } }, after: { af: { prize: "'n Getekende trui" } } },
    });
  });
});

describe('the Next Match & USSD widget', () => {
  afterAll(async () => {
    const db = await getDb();
    await db.execute(sql`update next_match_widget set translations = '{}'::jsonb`);
  });

  it("is written per language and read in the fan's, English where a language is empty", async () => {
    const saved = await matchActions.saveNextMatchWidgetAction({
      team: 'springboks',
      text: 'Springboks v Wales: the live score on any phone.',
      ussdCode: '*120*1234#',
      zulu: 'on',
      text_zu: 'Springboks v Wales: amaphuzu abukhoma kunoma iyiphi ifoni.',
      xhosa: 'on',
      text_xh: 'Springboks v Wales: amanqaku athe ngqo kuyo nayiphi na ifowuni.',
      afrikaans: 'on',
      text_af: '',
    });
    expect(saved).toEqual({ ok: true, value: null });
    const widget = await getNextMatchWidget();
    expect(widget?.translations).toEqual({
      zu: { text: 'Springboks v Wales: amaphuzu abukhoma kunoma iyiphi ifoni.' },
      xh: { text: 'Springboks v Wales: amanqaku athe ngqo kuyo nayiphi na ifowuni.' },
    });
    expect(localize(widget!, ['text'], 'zu')).toMatchObject({
      text: 'Springboks v Wales: amaphuzu abukhoma kunoma iyiphi ifoni.',
      language: 'zu',
    });
    expect(localize(widget!, ['text'], 'af')).toMatchObject({ text: 'Springboks v Wales: the live score on any phone.', language: 'en' });

    // Saved again with no language ticked: the English changes, the translations stay.
    expect(
      (
        await matchActions.saveNextMatchWidgetAction({
          team: 'springboks',
          text: 'Springboks v Wales: live on any phone.',
          ussdCode: '*120*1234#',
        })
      ).ok,
    ).toBe(true);
    const again = await getNextMatchWidget();
    expect(again?.text).toBe('Springboks v Wales: live on any phone.');
    expect(again?.translations).toEqual(widget?.translations);
  });
});

describe('a number that arrives by voucher alone', () => {
  const NUMBER = '27860000977';
  const PIN = '1000000000000009';
  const forgetPin = async () => {
    const hash = createHmac('sha256', getConfig().auth.secret).update(`voucher:${PIN}`).digest('hex');
    const db = await getDb();
    await db.execute(sql`delete from voucher_redemptions where pin_hash = ${hash}`);
  };
  // Other files of this worker's database redeem the sandbox's PINs too: this one is free before and after.
  beforeAll(forgetPin);
  afterAll(forgetPin);

  it("becomes a fan in the page's language (isiZulu): OTP and welcome SMS in isiZulu, the date day first", async () => {
    const jar = new CookieJar().set('NEXT_LOCALE', 'zu');
    const sent = await call(
      stellrConfirmNumber,
      '/api/site/user/stellrConfirmNumber',
      { msisdn: NUMBER, network: 'mtn' },
      { jar, ip: '198.51.100.142' },
    );
    expect(sent.status).toBe(200);
    const otp = (await latestMessage(NUMBER))?.body ?? '';
    expect(otp).toMatch(/^I-OTP yakho ye-Touchline ithi \d{4}\./);
    // The code is also on the SMS's last line (WebOTP: "@host #1234").
    const code = /#(\d{4})$/.exec(otp)?.[1];
    const verified = await call(verifyOtp, '/api/site/user/otp/verify', { otp: code, msisdn_entered: NUMBER }, { jar });
    expect(await verified.json()).toEqual({ emsisdn: emsisdnOf(NUMBER), user_exists: false });

    const response = await call(
      stellrSubscribe,
      '/api/site/user/stellr/subscribe',
      {
        emsisdn: emsisdnOf(NUMBER),
        voucher: PIN,
        network: 'mtn',
      },
      { jar },
    );
    expect(response.status).toBe(200);
    expect((await response.json()).stellr_subscription.status).toBe('ACTIVE');

    const db = await getDb();
    const fan = await db.execute<{ language: string; expiry: Date }>(
      sql`select u.language, s.expires_at as expiry from users u join subscriptions s on s.user_id = u.id where u.msisdn = ${NUMBER}`,
    );
    expect(fan.rows[0]?.language).toBe('zu');
    const until = formatDate(new Date(fan.rows[0]!.expiry), 'zu', 'longDate');
    // Day first, as South Africans write it ("7 Disemba 2027"), not CLDR's "Disemba 7, 2027".
    expect(until).toMatch(/^\d{1,2} \p{L}+ \d{4}$/u);
    expect((await latestMessage(NUMBER))?.body).toBe(
      `Siyakwamukela ku-Touchline! Ukubhalisela kwakho (Stellr) kuyasebenza kuze kube ngu-${until}: amavidiyo, imidlalo nemiqhudelwano okwakho. I-voucher yakho ayidingi ukukhanselwa.`,
    );
  });

  it('a page in English still makes an English fan (no language cookie)', async () => {
    const number = '27860000978';
    const jar = new CookieJar();
    await call(
      stellrConfirmNumber,
      '/api/site/user/stellrConfirmNumber',
      { msisdn: number, network: 'mtn' },
      { jar, ip: '198.51.100.143' },
    );
    expect((await latestMessage(number))?.body).toMatch(/^Your Touchline OTP is \d{4}\./);
  });
});

describe('the passcode email', () => {
  it("is written in the member's language", async () => {
    const email = `passcode.af.${Date.now()}@example.com`;
    await insertFan('27860000979', { email, language: 'af' });
    const sent = await sendEmailPasscode({ email, isResend: false, ip: '198.51.100.144' });
    expect(sent.ok).toBe(true);
    const message = await latestMessage(email);
    expect(message?.subject).toBe('Jou Touchline-wagkode');
    expect(message?.body).toMatch(/^Jou Touchline-wagkode is \d{4}\. Dit verval oor 5 minute\./);
  });
});
