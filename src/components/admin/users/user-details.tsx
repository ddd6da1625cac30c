import type { createFormatter } from 'next-intl';
import type { ReactNode } from 'react';
import type { ConsoleTranslate } from '@/i18n/console-messages';
import type { describeSubscription } from '@/server/billing';
import type { FanCredActivity } from '@/server/fancred';
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
    [t('fields.first_name'), profile.first_name ?? none],
    [t('fields.last_name'), profile.last_name ?? none],
    [t('fields.nickname'), profile.nickname ?? none],
    [t('fields.email'), profile.email ?? none],
    [t('fields.team'), option('teams', profile.team)],
    [t('fields.language'), option('languages', profile.language)],
    [t('fields.thumbnail_file'), profile.thumbnail_file ? t('hasPicture') : none],
    [t('fields.province'), profile.province ?? none],
    [t('fields.network'), option('networks', profile.network)],
    [t('fields.accept_newsletter'), profile.accept_newsletter ? t('accessYes') : none],
    [t('fields.subscription_id'), profile.subscription_id ?? none],
    [t('fields.subscription_provider'), option('providers', profile.subscription_provider)],
    [t('fields.subscription_expiry'), profile.subscription_expiry ? dateTime(format, profile.subscription_expiry) : none],
    [t('fields.role_id'), String(profile.role_id)],
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
export function SubscriptionDetails({ subscription, isEntitled, t, format }: { subscription: Subscription; isEntitled: boolean; t: ConsoleTranslate; format: Format }) {
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

/** Recorded fan events: counts this month and year, and the latest ones (points arrive with the FanCred section). */
export function FanActivity({ activity, t, format }: { activity: FanCredActivity; t: ConsoleTranslate; format: Format }) {
  return (
    <div className="flex flex-col gap-3" data-testid="user-fancred">
      <Details
        rows={[
          [t('eventsThisMonth'), String(activity.thisMonth)],
          [t('eventsThisYear'), String(activity.thisYear)],
        ]}
        testId="user-fancred-counts"
      />
      <h3 className="text-sm font-bold">{t('recentEvents')}</h3>
      {activity.recent.length === 0 ? (
        <p className="text-sm text-muted">{t('noEvents')}</p>
      ) : (
        <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={t('recentEvents')}>
          <table className="w-full min-w-[32rem] text-left text-sm">
            <thead className="border-b border-neutral-300 text-xs uppercase text-muted">
              <tr>
                <th className="py-2 pr-3">{t('when')}</th>
                <th className="py-2 pr-3">{t('event')}</th>
                <th className="py-2 pr-3">{t('eventType')}</th>
                <th className="py-2 pr-3">{t('eventStatus')}</th>
                <th className="py-2">{t('score')}</th>
              </tr>
            </thead>
            <tbody>
              {activity.recent.map((event) => (
                <tr key={event.id} className="border-b border-neutral-200">
                  <td className="whitespace-nowrap py-2 pr-3">{dateTime(format, event.createdAt)}</td>
                  <td className="py-2 pr-3">{event.event}</td>
                  <td className="py-2 pr-3">{event.eventType}</td>
                  <td className="py-2 pr-3">{event.eventStatus}</td>
                  <td className="py-2">{event.score}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
