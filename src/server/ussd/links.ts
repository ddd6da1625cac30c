import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { getDb } from '../db/client';
import { claimSmsBudget } from '../identity';
import { enqueueSms } from '../outbound';
import type { LinkOutcome } from './sessions';
import { ussdLinks } from './schema';

/** The most links one number receives by SMS in a South African day, whatever it asks for. */
export const LINKS_PER_NUMBER_DAILY = 5;

const TODAY = sql`(now() at time zone 'Africa/Johannesburg')::date`;

/** The first half of the claim's advisory lock key (the number's hash is the second): "USSL". */
const LINK_CLAIM_LOCK = 0x5553534c;

/**
 * Sends a link the caller chose by SMS, through the outbound queue: each link once per number per day (the primary key
 * says so, however many copies and retries ask), at most LINKS_PER_NUMBER_DAILY a day (claimed one at a time per
 * number, under an advisory lock), and within the site's hourly SMS ceiling (decision 024). The network vouches for a
 * USSD caller's number, so nobody else's phone is texted.
 */
export async function sendLink(input: { msisdn: string; link: string; body: string }): Promise<LinkOutcome> {
  const db = await getDb();
  // One claim at a time per number (issue 37): a count-then-insert alone lets steps at once each see room for one more.
  const day = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LINK_CLAIM_LOCK}, hashtext(${input.msisdn}))`);
    const claimed = await tx.execute<{ day: string }>(sql`
      insert into ussd_links (msisdn, day, link)
      select ${input.msisdn}, ${TODAY}, ${input.link}
      where (select count(*) from ussd_links where msisdn = ${input.msisdn} and day = ${TODAY}) < ${LINKS_PER_NUMBER_DAILY}
      on conflict do nothing
      returning to_char(day, 'YYYY-MM-DD') as day`);
    return claimed.rows[0]?.day;
  });
  if (!day) {
    const [row] = await db
      .select({ link: ussdLinks.link })
      .from(ussdLinks)
      .where(and(eq(ussdLinks.msisdn, input.msisdn), sql`${ussdLinks.day} = ${TODAY}`, eq(ussdLinks.link, input.link)));
    return row ? 'already' : 'limit';
  }
  // The claim is given back when the message cannot be queued, so that the caller may ask again.
  const giveBack = () =>
    db.delete(ussdLinks).where(and(eq(ussdLinks.msisdn, input.msisdn), eq(ussdLinks.day, day), eq(ussdLinks.link, input.link)));
  const budget = await claimSmsBudget({ msisdn: input.msisdn, isMember: true });
  if (!budget.ok) {
    await giveBack();
    return 'busy';
  }
  try {
    await enqueueSms({ to: input.msisdn, body: input.body }, { key: `ussd-link:${input.msisdn}:${day}:${input.link}` });
  } catch (error) {
    await giveBack();
    await budget.giveBack();
    throw error;
  }
  return 'sent';
}
