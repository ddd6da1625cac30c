import 'server-only';
import { getConfig } from '../config';
import { alertOnce, hit, peek, release, secondsLeftInWindow, type Window } from '../rate-limits';

/**
 * The budget of wrong one-time codes across numbers (decision 024, superseding decision 011's). The caps per number
 * (3 guesses a code, 10 wrong codes a day: codes.ts) are the main guard; this bounds the guessing an attacker spreads
 * over many numbers, without refusing a crowd that shares one address:
 * - per address (an IPv4 address or an IPv6 /64), 15-minute window: an address may enter VERIFY_FAILURES_IP_15MIN
 *   wrong codes *more than it entered right ones*. Thousands of fans behind one carrier-grade NAT address earn their
 *   own room with every right code; an address that only guesses gets the base allowance and is then refused (429 +
 *   Retry-After) until the window ends;
 * - site-wide, same window: wrong codes from addresses with more wrong than right codes ("unearned") are counted; above
 *   VERIFY_FAILURES_SITE_15MIN the site is under a guessing attack, and every address's base allowance drops to
 *   `underAttackBase` (2) for the rest of the window. Nothing refuses every check: an address that enters right codes keeps
 *   its room, and a stranger can only shrink everyone's allowance for mistakes, never switch logins off.
 * A check against a live code claims its place before the code is compared (parallel guesses cannot all slip under a
 * cap) and settles it once the answer is known: a right code turns the claimed wrong into a right one.
 * Each budget that trips logs one line with its counts, once per window.
 */

export const VERIFY_BUDGET = {
  windowSeconds: 900,
  /** An address's allowance beyond its right codes while the site is under a guessing attack. */
  underAttackBase: 2,
} as const;

export type BudgetClaim =
  { ok: true; settle: (outcome: 'right' | 'wrong') => Promise<void> } | { ok: false; reason: 'refused'; retryAfter: number };

const windows = (ip: string) => {
  const seconds = VERIFY_BUDGET.windowSeconds;
  return {
    wrong: { key: `verify-fail:ip:${ip}`, seconds },
    right: { key: `verify-ok:ip:${ip}`, seconds },
    unearned: { key: 'verify-unearned:site', seconds },
  } satisfies Record<string, Window>;
};

/** The allowance of an address beyond its right codes: the configured base, or the attack base while under attack. */
function addressBase(underAttack: boolean): number {
  return underAttack ? VERIFY_BUDGET.underAttackBase : getConfig().limits.verifyFailuresIp15Min;
}

export async function claimVerifyBudget(ip: string): Promise<BudgetClaim> {
  const window = windows(ip);
  const [wrong, right, siteUnearned] = await Promise.all([hit(window.wrong), peek(window.right), peek(window.unearned)]);
  const siteLimit = getConfig().limits.verifyFailuresSite15Min;
  const underAttack = siteUnearned > siteLimit;
  const allowance = addressBase(underAttack) + right;

  if (underAttack) {
    await alertOnce({
      alert: 'verify_failures',
      budget: 'site',
      window: window.unearned,
      level: 'error',
      details: { unearnedFailures: siteUnearned, limit: siteLimit, underAttackBase: VERIFY_BUDGET.underAttackBase },
      message: 'wrong one-time codes site-wide above the budget: a guessing attack; every address may now make few mistakes',
    });
  }
  if (wrong > allowance) {
    await alertOnce({
      alert: 'verify_failures',
      budget: `ip:${ip}`,
      window: window.wrong,
      level: 'warn',
      details: { ip, failures: wrong - 1, rightCodes: right, allowance, underAttack },
      message: 'an address used up its budget of wrong one-time codes: its code checks are refused until the window ends',
    });
    // A refused check is not a guess: it does not count.
    await release(window.wrong);
    return { ok: false, reason: 'refused', retryAfter: secondsLeftInWindow(window.wrong.seconds) };
  }

  return {
    ok: true,
    settle: async (outcome) => {
      if (outcome === 'right') await Promise.all([release(window.wrong), hit(window.right)]);
      // A wrong code the address had not earned room for by right ones counts towards the site-wide attack budget.
      else if (wrong > right) await hit(window.unearned);
    },
  };
}
