import { describe, expect, it } from 'vitest';
import { welcomeSmsBody } from '@/server/billing/welcome-sms';

/** The welcome SMS of a new subscription in the member's language (issue 17): the date and the way to cancel in it too. */
const EXPIRES = new Date('2027-12-05T10:00:00Z');

describe('the welcome SMS', () => {
  it('is written in each of the four languages, with a South African date in that language', () => {
    expect(welcomeSmsBody({ brand: 'Touchline', provider: 'mtn', expiresAt: EXPIRES, language: 'en' })).toBe(
      'Welcome to Touchline! Your subscription (MTN) is active until 5 December 2027: videos, games and competitions are yours. To cancel, dial *155#.',
    );
    expect(welcomeSmsBody({ brand: 'Touchline', provider: 'mtn', expiresAt: EXPIRES, language: 'af' })).toBe(
      "Welkom by Touchline! Jou intekening (MTN) is aktief tot 5 Desember 2027: video's, speletjies en kompetisies is joune. Om te kanselleer, skakel *155#.",
    );
    const zu = welcomeSmsBody({ brand: 'Touchline', provider: 'mtn', expiresAt: EXPIRES, language: 'zu' });
    expect(zu).toMatch(
      /^Siyakwamukela ku-Touchline! Ukubhalisela kwakho \(MTN\) kuyasebenza kuze kube ngu-.*2027: .* Ukuze ukhansele, shayela \*155#\.$/,
    );
    const xh = welcomeSmsBody({ brand: 'Touchline', provider: 'mtn', expiresAt: EXPIRES, language: 'xh' });
    expect(xh).toMatch(
      /^Wamkelekile kwi-Touchline! Ukubhalisa kwakho \(MTN\) kuyasebenza de kube ngu-.*2027: .* Ukuze urhoxise, cofa \*155#\.$/,
    );
    expect(zu).not.toContain('December');
    expect(xh).not.toContain('December');
  });

  it('says how to cancel for each provider, in the language', () => {
    const af = (provider: string) => welcomeSmsBody({ brand: 'Touchline', provider, expiresAt: null, language: 'af' });
    expect(af('telkom')).toBe(
      "Welkom by Touchline! Jou intekening (Telkom) is aktief: video's, speletjies en kompetisies is joune. Om te kanselleer, skakel *179#.",
    );
    expect(af('stellr')).toMatch(/Jou koepon hoef nie gekanselleer te word nie\.$/);
    expect(af('worldplay')).toMatch(/Om te kanselleer, maak My intekening op jou profiel oop\.$/);
    const zu = (provider: string) => welcomeSmsBody({ brand: 'Touchline', provider, expiresAt: null, language: 'zu' });
    expect(zu('stellr')).toMatch(/I-voucher yakho ayidingi ukukhanselwa\.$/);
    expect(zu('telkom')).toMatch(/shayela \*179#\.$/);
  });

  it('falls back to English for a fan with no language', () => {
    expect(welcomeSmsBody({ brand: 'Touchline', provider: 'vodacom', expiresAt: null, language: null })).toBe(
      'Welcome to Touchline! Your subscription (Vodacom) is active: videos, games and competitions are yours. To cancel, dial *155#.',
    );
  });
});
