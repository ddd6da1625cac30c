import { Link } from '@/components/ui/site-link';
import { getLocale, getTranslations } from 'next-intl/server';
import type { describeSubscription } from '@/server/billing';
import { providerDisplayName } from '@/schemas/billing';
import { CancelSubscriptionButton } from './cancel-subscription';
import { formatDate } from '@/i18n/format';

type Description = Awaited<ReturnType<typeof describeSubscription>>;

/** /profile's "My subscription": network, package, status, paid-up date and the network's way to cancel. */
export async function MySubscription({ subscription, brandName }: { subscription: Description; brandName: string }) {
  const t = await getTranslations('subscription');
  const plans = await getTranslations('subscribe');
  const locale = await getLocale();
  const rows: [string, string][] = subscription.provider
    ? [
        [t('network'), subscription.provider === 'stellr' ? t('voucherNetwork') : providerDisplayName(subscription.provider)],
        [t('package'), plans('priceLabel', { brand: brandName })],
        [t('status'), t(`states.${subscription.state}`)],
        ...(subscription.expiresAt ? [[t('expires'), formatDate(subscription.expiresAt, locale, 'longDate')] as [string, string]] : []),
      ]
    : [];
  return (
    <section
      aria-labelledby="my-subscription-title"
      className="mt-8 rounded-lg bg-white p-5 shadow-sm ring-1 ring-black/5"
      data-testid="my-subscription"
      data-state={subscription.state}
    >
      <h2 id="my-subscription-title" className="mb-3 text-xl font-bold">
        {t('title')}
      </h2>
      {subscription.hasRoleAccess && <p className="mb-3">{t('role')}</p>}
      {rows.length > 0 ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-semibold">{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        !subscription.hasRoleAccess && <p>{t('none')}</p>
      )}
      <div className="mt-4">
        {subscription.cancellation?.view && subscription.provider ? (
          <CancelSubscriptionButton view={subscription.cancellation.view} provider={subscription.provider} label={t('cancel')} />
        ) : subscription.provider === 'stellr' && subscription.state !== 'expired' ? (
          <p className="text-sm text-muted">{t('voucherNoCancel')}</p>
        ) : (
          !subscription.hasRoleAccess &&
          (subscription.state === 'none' || subscription.state === 'expired') && (
            <Link href="/subscribe" className="inline-block rounded bg-bok-gold px-4 py-2 font-bold text-ink">
              {t('subscribe')}
            </Link>
          )
        )}
      </div>
    </section>
  );
}
