import type { createFormatter } from 'next-intl';
import type { ReactNode } from 'react';
import type { ConsoleTranslate } from '@/i18n/console-messages';
import type { describeSubscription } from '@/server/billing';
import type { StaffUserView } from '@/server/identity';

type Format = ReturnType<typeof createFormatter>;
type Subscription = Awaited<ReturnType<typeof describeSubscription>>;

const dateTime = (format: Format, iso: string | Date) => format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' });

function Details({ rows, testId }: { rows: [string, ReactNode][]; testId: string }) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-[13rem_minmax(0,1fr)]" data-testid={testId}>
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold text-muted">{label}</dt>
          <dd className="min-w-0 break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The spec's user/profile fields (§3), as staff read them. */
export function ProfileDetails({ user, t, format }: { user: StaffUserView; t: ConsoleTranslate; format: Format }) {
  const { profile } = user;
  const none = t('none');
  const option = (group: string, value: string | null) => (value ? t(`${group}.${value}`) : none);
  const rows: [string, ReactNode][] = [
    [t('fields.msisdn'), profile.msisdn ? <span className="font-mono">{profile.msisdn}</span> : none],
    [t('fields.emsisdn'), profile.emsisdn ? <span className="font-mono text-xs">{profile.emsisdn}</span> : none],
    [t('fields.first_name'), profile.firstName ?? none],
    [t('fields.last_name'), profile.lastName ?? none],
    [t('fields.nickname'), profile.nickname ?? none],
    [t('fields.email'), profile.email ?? none],
    [t('fields.team'), option('teams', profile.team)],
    [t('fields.language'), option('languages', profile.language)],
    [t('fields.thumbnail_file'), profile.thumbnailFile ? t('hasPicture') : none],
    [t('fields.province'), profile.province ?? none],
    [t('fields.network'), option('networks', profile.network)],
    [t('fields.accept_newsletter'), profile.acceptNewsletter ? t('accessYes') : none],
    [t('fields.subscription_id'), profile.subscriptionId ?? none],
    [t('fields.subscription_provider'), option('providers', profile.subscriptionProvider)],
    [t('fields.subscription_expiry'), profile.subscriptionExpiry ? dateTime(format, profile.subscriptionExpiry) : none],
    [t('fields.role_id'), String(profile.roleId)],
    [
      t('fields.profile'),
      user.profileCompletedAt
        ? t('profileCompleted', { date: dateTime(format, user.profileCompletedAt) })
        : user.profileSkippedAt
          ? t('profileSkipped', { date: dateTime(format, user.profileSkippedAt) })
          : t('profileOpen'),
    ],
    [t('fields.terms'), user.termsVersionAccepted ? t('termsVersion', { version: user.termsVersionAccepted }) : none],
    [t('fields.staff_role'), user.staffRole ? t(`roleNames.${user.staffRole}`) : none],
  ];
  return <Details rows={rows} testId="user-profile" />;
}

/** The fan's subscription as billing describes it, and whether the fan may watch, play and enter now. */
export function SubscriptionDetails({
  subscription,
  isEntitled,
  t,
  format,
}: {
  subscription: Subscription;
  isEntitled: boolean;
  t: ConsoleTranslate;
  format: Format;
}) {
  const none = t('none');
  const rows: [string, ReactNode][] = [
    [t('status'), t(`states.${subscription.state}`)],
    [t('provider'), subscription.provider ? t(`providers.${subscription.provider}`) : none],
    [t('package'), subscription.package ?? none],
    [t('expiry'), subscription.expiresAt ? dateTime(format, subscription.expiresAt) : none],
    [t('access'), subscription.hasRoleAccess ? t('accessByRole') : isEntitled ? t('accessYes') : t('accessNo')],
  ];
  return <Details rows={rows} testId="user-subscription" />;
}
