import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '../db/client';
import type { BillingProvider } from '../config';
import { lastWeeks, TIME_ZONE } from '../db/weekly';
import { PROVIDER_NAMES } from '@/schemas/billing';

export type ProviderCounts = Record<BillingProvider, number>;

const noCounts = () => Object.fromEntries(Object.keys(PROVIDER_NAMES).map((provider) => [provider, 0])) as ProviderCounts;

/**
 * Subscribers with access at the end of each week, by network (a voucher counts as Stellr): a subscription counts
 * from its start until its paid date or grace days run out. Read off each fan's current subscription row, so a fan
 * who lapsed and came back counts from the latest start only.
 */
export async function subscribersByNetworkByWeek(
  now = new Date(),
): Promise<{ current: ProviderCounts; weeks: ({ week: string } & ProviderCounts)[] }> {
  const db = await getDb();
  const weeks = lastWeeks(now);
  const result = await db.execute<{ week: string; provider: string; count: string }>(sql`
    with ends as (
      select to_char(week, 'YYYY-MM-DD') as week,
             least(((week + 7)::timestamp at time zone ${TIME_ZONE}), ${now.toISOString()}::timestamptz) as at
      from unnest(string_to_array(${weeks.join(',')}, ',')::date[]) as week
    )
    select ends.week, s.provider, count(s.id)::text as count
    from ends
    join subscriptions s
      on s.state <> 'pending'
     and s.started_at < ends.at
     and coalesce(greatest(s.expires_at, s.grace_until), 'infinity'::timestamptz) > ends.at
    group by ends.week, s.provider`);
  const series = new Map(weeks.map((week) => [week, { week, ...noCounts() }]));
  for (const row of result.rows) {
    const point = series.get(row.week);
    if (point && row.provider in point) point[row.provider as keyof ProviderCounts] = Number(row.count);
  }
  const points = [...series.values()];
  const latest = points.at(-1);
  const current = noCounts();
  for (const provider of Object.keys(current) as BillingProvider[]) current[provider] = latest?.[provider] ?? 0;
  return { current, weeks: points };
}

/**
 * The console's match-day figures (issue 39): subscriptions through a network that started today and vouchers redeemed
 * today, "today" being South Africa's calendar day.
 */
export async function salesToday(now = new Date()): Promise<{ subscriptions: number; vouchers: number }> {
  const db = await getDb();
  const result = await db.execute<{ subscriptions: string; vouchers: string }>(sql`
    with today as (select date_trunc('day', ${now.toISOString()}::timestamptz at time zone ${TIME_ZONE}) at time zone ${TIME_ZONE} as at)
    select
      (select count(*) from subscriptions, today
        where state <> 'pending' and provider <> 'stellr' and started_at >= today.at)::text as subscriptions,
      (select count(*) from voucher_redemptions, today
        where status = 'redeemed' and redeemed_at >= today.at)::text as vouchers`);
  const row = result.rows[0];
  return { subscriptions: Number(row?.subscriptions ?? 0), vouchers: Number(row?.vouchers ?? 0) };
}
