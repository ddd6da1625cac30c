import type { Metadata } from 'next';
import { Check } from 'lucide';
import { Icon as LucideIcon } from '@/components/ui/icon';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { SubscribeReturn, VoucherForm } from '@/components/site/subscribe-actions';
import type { Locale } from '@/i18n/locales';
import { getConfig } from '@/server/config';
import { PROVIDER_NAMES } from '@/schemas/billing';
import { localisedPrice } from '@/i18n/format';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('subscribe');
  return { title: t('title', { brand: getConfig().brand.name }) };
}

/** The billing paths on /subscribe: the networks (carrier billing on mobile data), WorldPlay and a Stellr voucher. */
const CARRIERS = [
  { provider: 'mtn', name: PROVIDER_NAMES.mtn },
  { provider: 'vodacom', name: PROVIDER_NAMES.vodacom },
  { provider: 'telkom', name: `Cell C / ${PROVIDER_NAMES.telkom}` },
  { provider: 'worldplay', name: PROVIDER_NAMES.worldplay },
] as const;

const BENEFITS = ['Videos', 'Games', 'Competitions', 'Fancred'] as const;

/** Why a network link came back (/api/billing/subscribe, /api/billing/return): subscribeErrors.<code>. */
const ERROR_CODES = ['other_number', 'provider_unavailable', 'unknown_provider', 'already_active', 'too_many_starts'] as const;

/** /subscribe (spec §2): the same for everyone, so cached; the fan's state lives in the small client island. */
export default async function SubscribePage({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('subscribe');
  const pages = await getTranslations('pages');
  const errors = await getTranslations('subscribeErrors');
  const { brand, billing } = getConfig();
  const networks = Object.fromEntries(CARRIERS.map((carrier) => [carrier.provider, carrier.name]));
  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-6">
      <header className="flex flex-col gap-3">
        <h1 className="text-3xl font-extrabold">{t('title', { brand: brand.name })}</h1>
        <p className="leading-relaxed">{t('intro', { brand: brand.name })}</p>
        <p
          className="hidden rounded bg-green-50 p-3 font-semibold text-bok-green-dark"
          data-subscriber-only
          data-testid="already-subscribed"
        >
          {t('subscribed', { brand: brand.name })}
        </p>
        <SubscribeReturn
          brandSlug={brand.slug}
          labels={{
            checking: t('checking', { network: '{network}' }),
            confirmed: t('confirmed', { network: '{network}' }),
            notYet: t('notYet', { network: '{network}' }),
            cancelled: t('cancelled', { network: '{network}' }),
            failed: t('failed', { message: '{message}' }),
            networks,
            errors: Object.fromEntries(ERROR_CODES.map((code) => [code, errors(code)])),
          }}
        />
      </header>

      <section aria-labelledby="price-title" className="rounded-lg bg-bok-green-dark p-5 text-white">
        <h2 id="price-title" className="text-lg font-bold">
          {t('priceLabel', { brand: brand.name })}
        </h2>
        <p className="mt-1 text-3xl font-extrabold" data-testid="price">
          {localisedPrice(billing.price, locale, (period, amount) => t(`pricePer.${period}`, { amount }))}
        </p>
        <p className="mt-2 text-sm text-white/90">{t('priceNote')}</p>
      </section>

      <section aria-labelledby="benefits-title">
        <h2 id="benefits-title" className="mb-3 text-xl font-bold">
          {t('benefitsTitle')}
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2">
          {BENEFITS.map((key) => (
            <li key={key} className="flex gap-2 rounded-lg bg-white p-3 shadow-sm ring-1 ring-black/5">
              <LucideIcon icon={Check} aria-hidden="true" className="mt-0.5 shrink-0 text-bok-green" size={18} />
              <span>
                <strong>{pages(`benefit${key}`, { brand: brand.name })}</strong>
                <span className="block text-sm text-muted">{pages(`benefit${key}Text`)}</span>
              </span>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="carrier-title" data-subscribe-prompt>
        <h2 id="carrier-title" className="text-xl font-bold">
          {t('carrierTitle')}
        </h2>
        <p className="mb-3 text-sm text-muted">{t('carrierNote')}</p>
        <ul className="grid gap-3 sm:grid-cols-2">
          {CARRIERS.map((carrier) => (
            <li key={carrier.provider}>
              <a
                href={`/api/billing/subscribe/${carrier.provider}`}
                data-testid={`subscribe-${carrier.provider}`}
                className="flex h-full flex-col rounded-lg border-2 border-bok-green bg-white px-4 py-3 font-bold text-bok-green-dark hover:bg-bok-green hover:text-white"
              >
                {t('subscribeWith', { network: carrier.name })}
                {carrier.provider === 'worldplay' && <span className="text-xs font-normal">{t('worldplayNote')}</span>}
              </a>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="voucher-title" className="flex flex-col gap-2" data-subscribe-prompt>
        <h2 id="voucher-title" className="text-xl font-bold">
          {t('voucherTitle')}
        </h2>
        <p className="text-sm text-muted">{t('voucherNote', { brand: brand.name })}</p>
        <VoucherForm labels={{ voucherPin: t('voucherPin'), redeem: t('redeem'), voucherRequired: t('voucherRequired') }} />
      </section>
    </article>
  );
}
