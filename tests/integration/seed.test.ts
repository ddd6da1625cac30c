import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/server/db/client';

async function count(query: ReturnType<typeof sql>): Promise<number> {
  const db = await getDb();
  const result = await db.execute<{ n: number }>(query);
  return result.rows[0]?.n ?? -1;
}

describe('the demo seed (DESIGN §3, §11)', () => {
  it('has at least 30 stories, 10 of them in Zulu, Xhosa and Afrikaans, across every category', async () => {
    expect(await count(sql`select count(*)::int as n from stories`)).toBeGreaterThanOrEqual(30);
    expect(
      await count(
        sql`select count(*)::int as n from stories where title_zu <> '' and title_xh <> '' and title_af <> '' and body_zu <> '' and body_xh <> '' and body_af <> ''`,
      ),
    ).toBeGreaterThanOrEqual(10);
    expect(
      await count(
        sql`select count(*)::int as n from categories c where not exists (select 1 from story_categories sc where sc.basket_id = c.basket_id)`,
      ),
    ).toBe(0);
    expect(await count(sql`select count(*)::int as n from stories where is_featured`)).toBeGreaterThanOrEqual(1);
  });

  it('has the four national squads', async () => {
    const db = await getDb();
    const result = await db.execute<{ category: string; n: number }>(
      sql`select category, count(*)::int as n from players group by category order by category`,
    );
    const squads = Object.fromEntries(result.rows.map((row) => [row.category, row.n]));
    expect(Object.keys(squads).sort()).toEqual(['springbok-sevens', 'springbok-women', 'springbok-women-sevens', 'springboks']);
    for (const size of Object.values(squads)) expect(size).toBeGreaterThanOrEqual(10);
    expect(await count(sql`select count(*)::int as n from players where first_name = 'Siya' and last_name = 'Kolisi'`)).toBe(1);
  });

  it('has fixtures and results for each of the five match-centre teams', async () => {
    const db = await getDb();
    const result = await db.execute<{ team: string; upcoming: number; played: number }>(sql`
      select team,
        count(*) filter (where status = 'scheduled' and kickoff_at > now())::int as upcoming,
        count(*) filter (where status = 'final')::int as played
      from matches group by team order by team`);
    expect(result.rows.map((row) => row.team)).toEqual([
      'domestic',
      'springbok-sevens',
      'springbok-women',
      'springbok-women-sevens',
      'springboks',
    ]);
    for (const row of result.rows) {
      expect(row.upcoming, row.team).toBeGreaterThanOrEqual(1);
      expect(row.played, row.team).toBeGreaterThanOrEqual(4);
    }
  });

  it('has the demo fans with normalised numbers and opaque emsisdns', async () => {
    const db = await getDb();
    const result = await db.execute<{ msisdn: string; emsisdn: string; network: string | null; nickname: string | null; role_id: number }>(
      sql`select msisdn, emsisdn, network, nickname, role_id from users where msisdn like '277%' order by msisdn`,
    );
    expect(result.rows.map((row) => row.msisdn)).toEqual([
      '27710000001',
      '27720000002',
      '27730000003',
      '27740000004',
      '27750000005',
      '27760000006',
    ]);
    expect(result.rows.find((row) => row.msisdn === '27760000006')).toMatchObject({ network: 'vodacom', nickname: null });
    expect(result.rows.find((row) => row.msisdn === '27710000001')?.nickname).toBe('BokFan1');
    expect(result.rows.find((row) => row.msisdn === '27740000004')?.role_id).toBe(1);
    expect(result.rows.find((row) => row.msisdn === '27750000005')?.network).toBeNull();
    for (const row of result.rows) expect(row.emsisdn).not.toContain(row.msisdn);
  });

  it("has FanCred: 200+ ranked fans this month and this year, last month's final table and its published winners, no staff", async () => {
    const { periodKeyOf, previousPeriodKey } = await import('@/server/fancred/periods');
    const month = periodKeyOf('monthly', new Date());
    const year = periodKeyOf('yearly', new Date());
    const lastMonth = previousPeriodKey(month);
    expect(
      await count(sql`select count(*)::int as n from fancred_points where period_key = ${month} and points > 0`),
    ).toBeGreaterThanOrEqual(200);
    expect(
      await count(sql`select count(*)::int as n from fancred_points where period_key = ${year} and points > 0`),
    ).toBeGreaterThanOrEqual(200);
    expect(await count(sql`select count(*)::int as n from fancred_final_standings where period_key = ${lastMonth}`)).toBeGreaterThanOrEqual(
      100,
    );
    expect(await count(sql`select count(*)::int as n from fancred_winners where period_key = ${lastMonth} and is_published`)).toBe(3);
    expect(
      await count(sql`select count(*)::int as n from fancred_points p join users u on u.id = p.user_id where u.staff_role is not null`),
    ).toBe(0);
    // The ledgers agree with the events and the histogram with the ledgers.
    expect(
      await count(
        sql`select count(*)::int as n from fancred_points p where p.points <> (select coalesce(sum(points), 0) from fan_events e where e.user_id = p.user_id and e.event_status = 'applied' and p.period_key in (e.month_key, e.year_key))`,
      ),
    ).toBe(0);
    expect(
      await count(
        sql`select count(*)::int as n from fancred_histogram h where h.fans <> (select count(*) from fancred_points p where p.period_key = h.period_key and p.points = h.points)`,
      ),
    ).toBe(0);
    expect(
      await count(sql`select count(*)::int as n from fancred_points where user_id = 'demo-fan-1' and period_key = ${month} and points > 0`),
    ).toBe(1);
    expect(await count(sql`select count(*)::int as n from fancred_points where user_id = 'demo-fan-3'`)).toBe(0);
  });

  it('has published terms and the next-match widget', async () => {
    expect(await count(sql`select count(*)::int as n from terms_versions where published_at is not null`)).toBe(1);
    expect(await count(sql`select count(*)::int as n from next_match_widget`)).toBe(1);
  });
});
