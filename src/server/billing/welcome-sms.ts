import { formatDate } from '@/i18n/format';
import type { Language } from '@/schemas/identity';
import { providerDisplayName, USSD_UNSUBSCRIBE, USSD_UNSUBSCRIBE_TELKOM } from '@/schemas/billing';

/**
 * The welcome SMS of a new subscription, in the member's language (issue 17, like the OTP SMS): what it is, until when
 * (a South African date in that language: "5 December 2027", "5 Desember 2027"), and how to cancel.
 */
type Cancel = { kind: 'voucher' } | { kind: 'dial'; ussd: string } | { kind: 'profile' };

interface WelcomeTexts {
  active: (brand: string, provider: string, until: string | null) => string;
  cancel: (cancel: Cancel) => string;
}

const TEXTS: Record<Language, WelcomeTexts> = {
  en: {
    active: (brand, provider, until) =>
      `Welcome to ${brand}! Your subscription (${provider}) is active${until ? ` until ${until}` : ''}: videos, games and competitions are yours.`,
    cancel: (cancel) =>
      cancel.kind === 'voucher'
        ? 'Your voucher needs no cancelling.'
        : cancel.kind === 'dial'
          ? `To cancel, dial ${cancel.ussd}.`
          : 'To cancel, open My subscription on your profile.',
  },
  af: {
    active: (brand, provider, until) =>
      `Welkom by ${brand}! Jou intekening (${provider}) is aktief${until ? ` tot ${until}` : ''}: video's, speletjies en kompetisies is joune.`,
    cancel: (cancel) =>
      cancel.kind === 'voucher'
        ? 'Jou koepon hoef nie gekanselleer te word nie.'
        : cancel.kind === 'dial'
          ? `Om te kanselleer, skakel ${cancel.ussd}.`
          : 'Om te kanselleer, maak My intekening op jou profiel oop.',
  },
  zu: {
    active: (brand, provider, until) =>
      `Siyakwamukela ku-${brand}! Ukubhalisela kwakho (${provider}) kuyasebenza${until ? ` kuze kube ngu-${until}` : ''}: amavidiyo, imidlalo nemiqhudelwano okwakho.`,
    cancel: (cancel) =>
      cancel.kind === 'voucher'
        ? 'I-voucher yakho ayidingi ukukhanselwa.'
        : cancel.kind === 'dial'
          ? `Ukuze ukhansele, shayela ${cancel.ussd}.`
          : 'Ukuze ukhansele, vula okuthi Ukubhalisela kwami kuphrofayela yakho.',
  },
  xh: {
    active: (brand, provider, until) =>
      `Wamkelekile kwi-${brand}! Ukubhalisa kwakho (${provider}) kuyasebenza${until ? ` de kube ngu-${until}` : ''}: iividiyo, imidlalo nokhuphiswano zezakho.`,
    cancel: (cancel) =>
      cancel.kind === 'voucher'
        ? 'Ivawutsha yakho ayidingi kurhoxiswa.'
        : cancel.kind === 'dial'
          ? `Ukuze urhoxise, cofa ${cancel.ussd}.`
          : 'Ukuze urhoxise, vula u-Ukubhalisa kwam kwiprofayili yakho.',
  },
};

function cancelFor(provider: string): Cancel {
  if (provider === 'stellr') return { kind: 'voucher' };
  if (provider === 'telkom') return { kind: 'dial', ussd: USSD_UNSUBSCRIBE_TELKOM };
  if (provider === 'worldplay') return { kind: 'profile' };
  return { kind: 'dial', ussd: USSD_UNSUBSCRIBE };
}

export function welcomeSmsBody(input: { brand: string; provider: string; expiresAt: Date | null; language?: Language | null }): string {
  const language = input.language ?? 'en';
  const texts = TEXTS[language] ?? TEXTS.en;
  const until = input.expiresAt ? formatDate(input.expiresAt, language, 'longDate') : null;
  return `${texts.active(input.brand, providerDisplayName(input.provider), until)} ${texts.cancel(cancelFor(input.provider))}`;
}
