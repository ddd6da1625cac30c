import 'server-only';
import type { Translations } from '@/schemas/translations';
import { sql } from 'drizzle-orm';
import { seededRandom } from '@/schemas/seeded-random';
import { dayKeyOf, periodKeyOf, previousPeriodKey } from '../fancred';
import { emsisdnFor } from '../identity';
import { users } from '../identity/schema';
import type { Db } from '../db/client';

/**
 * FanCred's demo data (DESIGN §11): 220 fans with realistic South African names earning points this month and this
 * year, last month's final table and its published winners. The demo fans of the README earn too. Events, ledgers
 * and the rank histogram are written together and agree (the ledgers are sums of the applied events). Staff never.
 */

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const FIRST_NAMES = [
  'Thabo',
  'Lerato',
  'Sipho',
  'Naledi',
  'Bongani',
  'Zodwa',
  'Pieter',
  'Anika',
  'Kagiso',
  'Palesa',
  'Mandla',
  'Nomvula',
  'Johan',
  'Marike',
  'Themba',
  'Ayanda',
  'Lwazi',
  'Refilwe',
  'Tshepo',
  'Busisiwe',
  'Jaco',
  'Elmarie',
  'Sibusiso',
  'Nandi',
  'Kabelo',
  'Thandeka',
  'Ruan',
  'Carla',
  'Xolani',
  'Lindiwe',
  'Mpho',
  'Khanyisile',
  'Wian',
  'Annelie',
  'Siyabonga',
  'Dineo',
  'Francois',
  'Zinhle',
  'Tumelo',
  'Nokuthula',
  'Ethan',
  'Chloé',
  'Msizi',
  'Ntombi',
  'Riaan',
  'Yolandi',
  'Andile',
  'Puleng',
  'Gareth',
  'Fatima',
  'Yusuf',
  'Aisha',
  'Rajesh',
  'Priya',
  'Keegan',
  'Chantelle',
  'Luthando',
  'Boitumelo',
];
const LAST_NAMES = [
  'Nkosi',
  'Dlamini',
  'Mokoena',
  'Khumalo',
  'van Wyk',
  'Botha',
  'Ndlovu',
  'Mahlangu',
  'Pretorius',
  'Naidoo',
  'Zulu',
  'Molefe',
  'du Plessis',
  'Mthembu',
  'Sithole',
  'Nel',
  'Mabaso',
  'Cele',
  'van der Merwe',
  'Petersen',
  'Mokwena',
  'Hendricks',
  'Ntuli',
  'Steyn',
  'Radebe',
  'Coetzee',
  'Masondo',
  'Pillay',
  'Maseko',
  'Fourie',
  'Shabalala',
  'Jacobs',
  'Kruger',
  'Tshabalala',
  'Adams',
  'Venter',
  'Gumede',
  'Ismail',
  'Moloi',
  'Swanepoel',
];
const NICKNAMES = [
  'BokBeast',
  'GreenAndGold',
  'ScrumQueen',
  'LineoutLarry',
  'SpringbokSiya',
  'TryTime',
  'RuckNRoll',
  'MaulMaster',
  'BlitzBok',
  'KoppieKicker',
  'BraaiAndBoks',
  'JukskeiJoe',
  'LoftusLoyal',
  'NewlandsNed',
  'KingsParkKid',
  'EllisParkEd',
  'BokSmokie',
  'SevensSpeed',
  'DropGoalDee',
  'FlankFury',
  'HookaHoops',
  'LockLegend',
  'WingWizard',
  'ProteaPower',
  'ImbokodoFan',
  'AmabhokoboKo',
  'RugbyRiaan',
  'TackleTumi',
  'KickOffKabelo',
  'PackLeader',
];

interface SeedEvent {
  userId: string;
  emsisdn: string;
  action: string;
  event: string;
  itemKey: string | null;
  dedupeKey: string;
  points: number;
  at: Date;
}

const ACTIONS = [
  { action: 'daily_visit', points: 2, per: 'day' as const, weight: 5 },
  { action: 'story_like', points: 2, per: 'item' as const, item: 'story', weight: 5 },
  { action: 'story_share', points: 5, per: 'item' as const, item: 'story', weight: 2 },
  { action: 'video_watch', points: 3, per: 'item' as const, item: 'video', weight: 4 },
  { action: 'video_like', points: 2, per: 'item' as const, item: 'video', weight: 2 },
  { action: 'game_play', points: 5, per: 'item' as const, item: 'game-run', weight: 3 },
  { action: 'competition_entry', points: 20, per: 'item' as const, item: 'competition', weight: 1 },
];
const TOTAL_WEIGHT = ACTIONS.reduce((sum, action) => sum + action.weight, 0);

export const FANCRED_DEMO_FANS = 220;

/** SAST midnight of a period's first day. */
const monthStart = (monthKey: string) => new Date(`${monthKey}-01T00:00:00+02:00`);

export async function seedFanCred(
  tx: Tx,
  options: { now: Date; emsisdnSecret: string; demoFanIds: { id: string; msisdn: string; isComplete: boolean; earns: boolean }[] },
): Promise<void> {
  const random = seededRandom(20261123);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
  const now = options.now;
  const thisMonth = periodKeyOf('monthly', now);
  const lastMonth = previousPeriodKey(thisMonth);
  const thisMonthStart = monthStart(thisMonth);
  const lastMonthStart = monthStart(lastMonth);
  const yearStart = new Date(`${periodKeyOf('yearly', now)}-01-01T00:00:00+02:00`);
  const between = (from: Date, to: Date) => new Date(from.getTime() + Math.floor(random() * Math.max(1, to.getTime() - from.getTime())));

  const fans: { id: string; msisdn: string }[] = [];
  const rows: (typeof users.$inferInsert)[] = [];
  for (let index = 0; index < FANCRED_DEMO_FANS; index += 1) {
    const msisdn = `2782${String(1_000_000 + index).padStart(7, '0')}`;
    const id = `demo-fancred-${index + 1}`;
    const firstName = pick(FIRST_NAMES);
    const lastName = pick(LAST_NAMES);
    const nickname = random() < 0.45 ? `${pick(NICKNAMES)}${random() < 0.5 ? Math.floor(random() * 99) + 1 : ''}` : null;
    fans.push({ id, msisdn });
    rows.push({
      id,
      msisdn,
      emsisdn: emsisdnFor(msisdn, options.emsisdnSecret),
      network: pick(['mtn', 'vodacom', 'cellc_telkom'] as const),
      firstName,
      lastName,
      nickname,
      email:
        `${firstName}.${lastName}.${index + 1}`
          .toLowerCase()
          .normalize('NFD')
          .replace(/[^a-z0-9.]/g, '') + '@example.com',
      team: pick(['springboks', 'sevens', 'springbok-women', 'womens-sevens'] as const),
      language: pick(['en', 'en', 'zu', 'xh', 'af'] as const),
      profileCompletedAt: new Date(yearStart.getTime() - 30 * 86_400_000),
      createdAt: new Date(yearStart.getTime() - 30 * 86_400_000),
    });
  }
  // Nicknames are unique in spirit: a repeat gets the fan's number of the list.
  const seen = new Set<string>();
  for (const [index, row] of rows.entries()) {
    if (!row.nickname) continue;
    if (seen.has(row.nickname)) row.nickname = `${row.nickname}${index + 1}`;
    seen.add(row.nickname);
  }
  await tx.insert(users).values(rows);

  const earners = [
    ...fans.map((fan) => ({ ...fan, weight: 0.3 + random() * 2.5 })),
    ...options.demoFanIds.filter((fan) => fan.isComplete && fan.earns).map((fan) => ({ ...fan, weight: 1.5 })),
  ];
  const events: SeedEvent[] = [];
  const claimed = new Set<string>();
  const add = (fan: { id: string; msisdn: string }, at: Date) => {
    let roll = random() * TOTAL_WEIGHT;
    const rule = ACTIONS.find((candidate) => (roll -= candidate.weight) < 0) ?? ACTIONS[0]!;
    const itemKey = rule.per === 'item' ? `${rule.item}:${1 + Math.floor(random() * 40)}` : null;
    const dedupeKey = rule.per === 'day' ? `day:${dayKeyOf(at)}` : `item:${itemKey}`;
    const key = `${fan.id}|${rule.action}|${dedupeKey}`;
    if (claimed.has(key)) return;
    claimed.add(key);
    events.push({
      userId: fan.id,
      emsisdn: emsisdnFor(fan.msisdn, options.emsisdnSecret),
      action: rule.action,
      event: rule.action,
      itemKey,
      dedupeKey,
      points: rule.points,
      at,
    });
  };
  for (const fan of earners) {
    const thisMonthCount = 1 + Math.floor(random() * 12 * fan.weight);
    for (let n = 0; n < thisMonthCount; n += 1) add(fan, between(thisMonthStart, now));
    if (random() < 0.8) {
      const lastMonthCount = 1 + Math.floor(random() * 14 * fan.weight);
      for (let n = 0; n < lastMonthCount; n += 1) add(fan, between(lastMonthStart, new Date(thisMonthStart.getTime() - 1)));
    }
    if (lastMonthStart > yearStart) {
      const earlier = Math.floor(random() * 20 * fan.weight);
      for (let n = 0; n < earlier; n += 1) add(fan, between(yearStart, new Date(lastMonthStart.getTime() - 1)));
    }
  }
  // Everyone with a completed profile earned the profile's points when they signed up (counted in the year they did).
  for (const fan of earners) {
    const at = fan.id.startsWith('demo-fan-')
      ? between(thisMonthStart, now)
      : between(yearStart, thisMonthStart > yearStart ? thisMonthStart : now);
    events.push({
      userId: fan.id,
      emsisdn: emsisdnFor(fan.msisdn, options.emsisdnSecret),
      action: 'profile_completed',
      event: 'completed_profile',
      itemKey: null,
      dedupeKey: 'once',
      points: 50,
      at,
    });
  }

  for (let start = 0; start < events.length; start += 1000) {
    const batch = events.slice(start, start + 1000).map(
      (event) =>
        sql`(${event.emsisdn}, ${event.event}, ${event.action}, 'applied', 0, ${event.userId}, ${event.action}, ${event.itemKey}, ${event.dedupeKey}, ${event.points},
          ${periodKeyOf('monthly', event.at)}, ${periodKeyOf('yearly', event.at)}, ${dayKeyOf(event.at)}, ${event.at.toISOString()}, ${event.at.toISOString()})`,
    );
    await tx.execute(sql`
      insert into fan_events (emsisdn, event, event_type, event_status, score, user_id, action, item_key, dedupe_key, points, month_key, year_key, day_key, created_at, applied_at)
      values ${sql.join(batch, sql`, `)}`);
  }
  // The ledgers are the applied events' sums; the histogram counts fans per points value; the daily caps' counters follow.
  await tx.execute(sql`
    insert into fancred_points (user_id, period_key, points)
    select user_id, month_key, sum(points) from fan_events where event_status = 'applied' and user_id is not null group by user_id, month_key
    union all
    select user_id, year_key, sum(points) from fan_events where event_status = 'applied' and user_id is not null group by user_id, year_key`);
  await tx.execute(
    sql`insert into fancred_histogram (period_key, points, fans) select period_key, points, count(*) from fancred_points group by period_key, points`,
  );
  await tx.execute(sql`
    insert into fancred_daily (user_id, day_key, action, points)
    select e.user_id, e.day_key, e.action, sum(e.points) from fan_events e join fancred_rules r on r.action = e.action
    where e.event_status = 'applied' and r.daily_cap is not null group by e.user_id, e.day_key, e.action`);

  // Last month is over: its final table, and its published winners.
  await tx.execute(
    sql`insert into fancred_periods (period_key, type, frozen_at) values (${lastMonth}, 'monthly', ${thisMonthStart.toISOString()})`,
  );
  await tx.execute(sql`
    insert into fancred_final_standings (period_key, user_id, rank, position, points)
    select p.period_key, p.user_id, rank() over (order by p.points desc), row_number() over (order by p.points desc, p.user_id), p.points
    from fancred_points p join users u on u.id = p.user_id
    where p.period_key = ${lastMonth} and p.points > 0 and u.staff_role is null`);
  const top = await tx.execute<{ user_id: string; position: number }>(
    sql`select user_id, position from fancred_final_standings where period_key = ${lastMonth} and position <= 3 order by position`,
  );
  // Each prize in the four languages (issue 26): fans read it in theirs on /fancred.
  const prizes: { prize: string; translations: Translations<'prize'> }[] = [
    {
      prize: 'A Springbok jersey signed by the squad',
      translations: {
        zu: { prize: 'Ijezi lamaSpringbok elisayinwe yiqembu lonke' },
        xh: { prize: 'Ijezi yamaSpringbok etyikitywe liqela lonke' },
        af: { prize: "'n Springboktrui deur die hele span geteken" },
      },
    },
    {
      prize: 'Two tickets to the next home Test',
      translations: {
        zu: { prize: 'Amathikithi amabili omdlalo we-Test olandelayo wasekhaya' },
        xh: { prize: 'Amatikiti amabini omdlalo we-Test olandelayo wasekhaya' },
        af: { prize: 'Twee kaartjies vir die volgende tuistoets' },
      },
    },
    {
      prize: 'A R500 voucher for the Touchline shop',
      translations: {
        zu: { prize: 'I-voucher ye-R500 yesitolo se-Touchline' },
        xh: { prize: 'Ivawutsha ye-R500 yevenkile ye-Touchline' },
        af: { prize: "'n R500-koopbewys vir die Touchline-winkel" },
      },
    },
  ];
  const cap = {
    prize: 'A Touchline cap',
    translations: { zu: { prize: 'Ikepisi le-Touchline' }, xh: { prize: 'Ikepusi ye-Touchline' }, af: { prize: "'n Touchline-pet" } },
  };
  for (const row of top.rows) {
    const { prize, translations } = prizes[Number(row.position) - 1] ?? cap;
    await tx.execute(sql`
      insert into fancred_winners (period_key, type, place, user_id, prize, translations, note, is_published)
      values (${lastMonth}, 'monthly', ${Number(row.position)}, ${row.user_id}, ${prize}, ${JSON.stringify(translations)}::jsonb,
        'Contacted by SMS; prize delivered.', true)`);
  }
}
