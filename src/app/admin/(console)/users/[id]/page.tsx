import { createFormatter } from 'next-intl';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { ActionButton } from '@/components/admin/action-button';
import { History } from '@/components/admin/audit-trail';
import { PageHeader } from '@/components/admin/page-header';
import { ConsentRecords } from '@/components/admin/users/consent-records';
import { FanRoleForm } from '@/components/admin/users/fan-role-form';
import { FanCredSummary } from '@/components/admin/users/fancred-summary';
import { GameScores } from '@/components/admin/users/game-scores';
import { ProfileDetails, SubscriptionDetails } from '@/components/admin/users/user-details';
import { consoleTranslator, type ConsoleTranslate } from '@/i18n/console-messages';
import { describeSubscription, isEntitledState } from '@/server/billing';
import { requireStaff } from '@/server/http/staff-guard';
import { getFanCredSummary } from '@/server/fancred';
import { listScoresForStaff } from '@/server/games';
import { getUserForStaff, listConsents, USER_ENTITY, type StaffUserView } from '@/server/identity';
import { listAudit } from '@/server/audit';
import { setFanRoleAction, setStaffRoleAction, voidFanCredEventAction, voidGameScoreAction } from '../actions';

function Section({ title, intro, children, testId }: { title: string; intro?: string; children: ReactNode; testId?: string }) {
  return (
    <section className="rounded-lg border border-neutral-300 bg-white p-4 md:p-5" aria-label={title} data-testid={testId}>
      <h2 className="text-lg font-bold">{title}</h2>
      {intro && <p className="mb-3 mt-1 text-sm text-muted">{intro}</p>}
      <div className={intro ? '' : 'mt-3'}>{children}</div>
    </section>
  );
}

/** Admins only: give, change or take away the account's staff role (the server refuses everyone else too). */
function StaffAccess({ user, selfId, t }: { user: StaffUserView; selfId: string; t: ConsoleTranslate }) {
  if (user.kind === 'fan') return <p className="text-sm">{t('staffFan')}</p>;
  const who = user.name ?? user.profile.email ?? t('noName');
  const to = (staffRole: 'admin' | 'editor' | 'none') => setStaffRoleAction.bind(null, { id: user.id, staffRole });
  const isSelf = user.id === selfId;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm font-semibold" data-testid="staff-role">
        {user.staffRole ? t('staffCurrent', { role: t(`roleNames.${user.staffRole}`) }) : t('staffNone')}
      </p>
      {isSelf && user.staffRole === 'admin' ? (
        <p className="text-sm text-muted">{t('staffSelf')}</p>
      ) : (
        <div className="flex flex-wrap gap-2">
          {user.staffRole !== 'admin' && (
            <ActionButton
              action={to('admin')}
              label={t('makeAdmin')}
              success={t('roleChanged')}
              confirm={{ title: t('confirmMakeAdmin', { who }), message: t('confirmMakeAdminText'), button: t('makeAdmin') }}
            />
          )}
          {user.staffRole !== 'editor' && (
            <ActionButton
              action={to('editor')}
              label={t('makeEditor')}
              success={t('roleChanged')}
              confirm={
                user.staffRole === 'admin'
                  ? { title: t('confirmMakeEditor', { who }), message: t('confirmMakeEditorText'), button: t('makeEditor') }
                  : undefined
              }
            />
          )}
          {user.staffRole && (
            <ActionButton
              action={to('none')}
              label={t('removeStaff')}
              success={t('roleChanged')}
              danger
              confirm={{ title: t('confirmRemove', { who }), message: t('confirmRemoveText'), button: t('remove') }}
            />
          )}
        </div>
      )}
    </div>
  );
}

/** /admin/users/{id}: a fan's profile, subscription, FanCred points and events (with Void) and role; staff access for admins; its history. */
export default async function UserPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const staff = await requireStaff(`/admin/users/${encodeURIComponent(id)}`);
  const user = await getUserForStaff(id);
  if (!user) notFound();
  const t = consoleTranslator('users');
  const fancredT = consoleTranslator('fancred');
  const format = createFormatter({ locale: 'en', timeZone: 'Africa/Johannesburg' });
  const gamesT = consoleTranslator('games');
  const [subscription, fancred, gameScores, history, consents] = await Promise.all([
    user.kind === 'fan' ? describeSubscription(user.row) : null,
    user.kind === 'fan' ? getFanCredSummary(user.id) : null,
    user.kind === 'fan' ? listScoresForStaff(user.id) : null,
    listAudit({ entityType: USER_ENTITY, entityId: user.id }),
    listConsents(user.id),
  ]);
  const kind =
    user.kind === 'staff' ? t('kindStaff', { role: user.staffRole ?? '' }) : user.kind === 'fan' ? t('kindFan') : t('kindAccount');
  return (
    <>
      <Link href="/admin/users" className="text-sm font-semibold text-bok-green underline">
        {t('backToUsers')}
      </Link>
      <PageHeader
        title={user.name ?? user.profile.msisdn ?? user.profile.email ?? t('noName')}
        description={t('userDescription', { kind, date: format.dateTime(new Date(user.createdAt), { dateStyle: 'long' }) })}
      />
      {user.row.deletedAt && (
        <p className="mb-4 rounded bg-neutral-100 p-3 text-sm font-semibold" data-testid="user-deleted">
          {t('deletedNotice', { date: format.dateTime(user.row.deletedAt, { dateStyle: 'long' }) })}
        </p>
      )}
      <div className="grid gap-5 xl:grid-cols-2">
        <div className="flex flex-col gap-5">
          <Section title={t('profileTitle')}>
            <ProfileDetails user={user} t={t} format={format} />
          </Section>
          <Section title={t('consentTitle')} intro={t('consentIntro')} testId="user-consent-section">
            <ConsentRecords records={consents} t={t} format={format} />
          </Section>
        </div>
        <div className="flex flex-col gap-5">
          {subscription && (
            <Section title={t('subscriptionTitle')} intro={t('subscriptionIntro')}>
              <SubscriptionDetails
                subscription={subscription}
                isEntitled={subscription.hasRoleAccess || isEntitledState(subscription.state)}
                t={t}
                format={format}
              />
            </Section>
          )}
          <Section title={t('roleTitle')} intro={t('roleIntro')} testId="user-role">
            {user.kind === 'fan' ? (
              <FanRoleForm
                userId={user.id}
                roleId={user.profile.roleId}
                setRole={setFanRoleAction}
                canGiveFreeAccess={staff.role === 'admin'}
              />
            ) : (
              <p className="text-sm">{t('noRoleForStaff')}</p>
            )}
          </Section>
          {staff.role === 'admin' && (
            <Section title={t('staffTitle')} intro={t('staffIntro')} testId="staff-access">
              <StaffAccess user={user} selfId={staff.user.id} t={t} />
            </Section>
          )}
        </div>
        {fancred && (
          <Section title={fancredT('fan.title')} intro={fancredT('fan.intro')} testId="user-fancred-section">
            <FanCredSummary summary={fancred} t={fancredT} format={format} voidEvent={voidFanCredEventAction} />
          </Section>
        )}
        {gameScores && (
          <Section title={gamesT('fan.title')} intro={gamesT('fan.intro')} testId="user-game-scores-section">
            <GameScores scores={gameScores} t={gamesT} format={format} voidScore={voidGameScoreAction} />
          </Section>
        )}
      </div>
      <History entries={history.entries} />
    </>
  );
}
