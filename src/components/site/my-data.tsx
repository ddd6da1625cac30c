import { getTranslations } from 'next-intl/server';
import { authCatalogue } from '@/i18n/auth-catalogue';
import type { Locale } from '@/i18n/locales';
import { providerDisplayName } from '@/schemas/billing';
import type { RenewingSubscription } from '@/server/billing';
import { CancelSubscriptionButton } from './cancel-subscription';
import { DeleteAccount } from './delete-account';

/**
 * /profile's "Your data" (POPIA, issue 15, decision 019): what the download holds and the link to it (a plain link: it
 * works without JavaScript), and what deletion does — or, while a network subscription would still charge the fan, the
 * network's own way to cancel it first.
 */
export async function MyData({
  blocker,
  brand,
  locale,
}: {
  blocker: RenewingSubscription | null;
  brand: { name: string; slug: string };
  locale: Locale;
}) {
  const t = await getTranslations('privacy');
  const subscription = await getTranslations('subscription');
  const auth = authCatalogue(locale);
  const errors: Record<string, string> = {
    otp_required: auth.errors.otp_required,
    invalid_otp: auth.errors.invalid_otp,
    otp_max_send: auth.errors.otp_max_send,
    otp_max_resend: auth.errors.otp_max_resend,
    otp_exceeded: auth.errors.otp_exceeded,
    too_many_requests: auth.errors.too_many_requests,
    generic: auth.errors.generic,
    subscription_active: t('errors.subscription_active'),
    not_a_fan: t('errors.not_a_fan'),
    account_deleted: t('errors.account_deleted'),
  };
  return (
    <section aria-labelledby="my-data-title" className="mt-8 rounded-lg bg-white p-5 shadow-sm ring-1 ring-black/5" data-testid="my-data">
      <h2 id="my-data-title" className="mb-2 text-xl font-bold">
        {t('title')}
      </h2>
      <p className="mb-4 text-sm">{t('intro', { brand: brand.name })}</p>
      <h3 className="mb-1 font-bold">{t('downloadTitle')}</h3>
      <p className="mb-3 text-sm">{t('downloadText')}</p>
      <a
        href="/api/site/user/myData"
        download
        data-testid="download-my-data"
        className="inline-block rounded border-2 border-bok-green px-4 py-2 font-bold text-bok-green hover:bg-bok-green hover:text-white"
      >
        {t('downloadButton')}
      </a>
      <h3 className="mb-1 mt-6 font-bold">{t('deleteTitle')}</h3>
      <p className="mb-3 text-sm">{t('deleteText', { brand: brand.name })}</p>
      {blocker ? (
        <div className="flex flex-col gap-3" data-testid="delete-blocked">
          <p className="text-sm font-semibold">{t('deleteSubscription', { network: providerDisplayName(blocker.provider) })}</p>
          <CancelSubscriptionButton view={blocker.view} provider={blocker.provider} label={subscription('cancel')} />
        </div>
      ) : (
        <DeleteAccount
          brandSlug={brand.slug}
          labels={{
            start: t('deleteStart'),
            sendCode: t('sendCode'),
            sending: t('sending'),
            codeSent: t('codeSent'),
            codeLabel: t('codeLabel'),
            digit: auth.otpDigit,
            confirm: t('confirm'),
            deleting: t('deleting'),
            resend: t('resend'),
            keep: t('keep'),
            deleted: t('deleted', { brand: brand.name }),
            home: t('home'),
            triesLeft: auth.triesLeft,
            errors,
          }}
        />
      )}
    </section>
  );
}
