import 'server-only';
import { getConfig } from '../config';
import { alertOnce, hit, release, secondsLeftInWindow, type Window } from '../rate-limits';

/**
 * What one-time codes may cost (decision 024). The caps per number (3 per 5 minutes, 10 a day) stop one phone being
 * flooded; these bound the bill a client with many addresses can run up:
 * - every code SMS, site-wide, per hour (SMS_SENDS_HOURLY): a ceiling on the bill, sized above the busiest match day;
 * - codes to numbers that have no account (sign-up and voucher codes: any valid number may ask), site-wide per hour
 *   (SMS_NEW_NUMBERS_HOURLY) and per 10,000-number block (`27` + 5 digits, SMS_NEW_NUMBERS_PREFIX_HOURLY): SMS pumping
 *   walks a block of premium or foreign-routed numbers, and honest sign-ups are spread over every block.
 * A send that passes every budget is counted in each; one that does not gives back what it took. The ceiling logs a
 * warning once an hour at 80% and an error when it refuses; the new-number budgets log when they refuse.
 */

const HOUR = 3600;

export type SmsClaim = { ok: true; giveBack: () => Promise<void> } | { ok: false; retryAfter: number };

const numberBlock = (msisdn: string) => msisdn.slice(0, 7);

export async function claimSmsBudget(input: { msisdn: string; isMember: boolean }): Promise<SmsClaim> {
  const limits = getConfig().limits;
  const budgets: { name: string; window: Window; limit: number }[] = [
    { name: 'site', window: { key: 'sms-send:site', seconds: HOUR }, limit: limits.smsSendsHourly },
  ];
  if (!input.isMember) {
    const block = numberBlock(input.msisdn);
    budgets.push(
      { name: 'new-numbers', window: { key: 'sms-send:new:site', seconds: HOUR }, limit: limits.smsNewNumbersHourly },
      { name: `block:${block}`, window: { key: `sms-send:new:block:${block}`, seconds: HOUR }, limit: limits.smsNewNumbersPrefixHourly },
    );
  }
  const counts = await Promise.all(budgets.map((budget) => hit(budget.window)));
  const giveBack = async () => {
    await Promise.all(budgets.map((budget) => release(budget.window)));
  };
  const [site] = budgets;
  const siteCount = counts[0] ?? 0;
  if (site && siteCount > Math.floor(site.limit * 0.8)) {
    await alertOnce({
      alert: 'sms_budget',
      budget: 'site:80',
      window: site.window,
      level: 'warn',
      details: { sends: siteCount, limit: site.limit },
      message: 'one-time code SMS this hour above 80% of SMS_SENDS_HOURLY',
    });
  }
  const exhausted = budgets.filter((budget, index) => (counts[index] ?? 0) > budget.limit);
  if (exhausted.length === 0) return { ok: true, giveBack };
  for (const budget of exhausted) {
    await alertOnce({
      alert: 'sms_budget',
      budget: budget.name,
      window: budget.window,
      level: budget.name === 'site' ? 'error' : 'warn',
      details: { limit: budget.limit },
      message:
        budget.name === 'site'
          ? 'SMS_SENDS_HOURLY reached: one-time code SMS are refused until the hour ends'
          : 'SMS to numbers without an account refused until the hour ends (site-wide or per number block): possible SMS pumping',
    });
  }
  await giveBack();
  return { ok: false, retryAfter: secondsLeftInWindow(HOUR) };
}
