import 'server-only';
import { getConfig } from '../config';
import { getLogger } from '../logger';
import { allow, hit, release, secondsLeftInWindow, type Window } from '../rate-limits';

/**
 * The budget of wrong one-time codes across numbers (decision 011). Each number already allows only a few wrong codes
 * a day; this bounds the guessing an attacker spreads over many numbers, per source address and site-wide:
 * - per IP, 15-minute window: after a quarter of VERIFY_FAILURES_IP_15MIN wrong codes (5 of 20 by default) an address
 *   may try one code per `slowSpacingSeconds` (429 + Retry-After otherwise); after VERIFY_FAILURES_IP_15MIN it is
 *   refused until the window ends;
 * - site-wide, 1-minute window: after half of VERIFY_FAILURES_SITE_MINUTE wrong codes every address is slowed the same
 *   way; after VERIFY_FAILURES_SITE_MINUTE every check is refused until the minute ends.
 * A check against a live code claims a place in both counters before the code is compared (so parallel guesses cannot
 * all slip under a cap), and gives it back when the code was right or the check was held back or refused.
 * Each budget that trips logs one line with its counts, once per window.
 */

export const VERIFY_BUDGET = {
  ipWindowSeconds: 900,
  siteWindowSeconds: 60,
  slowSpacingSeconds: 30,
} as const;

export type BudgetClaim = { ok: true; giveBack: () => Promise<void> } | { ok: false; reason: 'slowed' | 'refused'; retryAfter: number };

export function ipLimits(): { slowAfter: number; refuseAfter: number } {
  const refuseAfter = getConfig().limits.verifyFailuresIp15Min;
  return { slowAfter: Math.floor(refuseAfter / 4), refuseAfter };
}

export function siteLimits(): { slowAfter: number; refuseAfter: number } {
  const refuseAfter = getConfig().limits.verifyFailuresSiteMinute;
  return { slowAfter: Math.floor(refuseAfter / 2), refuseAfter };
}

/** Logs once per window and budget: the first request to find the budget tripped wins the atomic counter. */
async function alertOnce(input: {
  budget: string;
  window: Window;
  level: 'warn' | 'error';
  details: Record<string, unknown>;
  message: string;
}): Promise<void> {
  const first = await allow({ key: `verify-alert:${input.budget}`, seconds: input.window.seconds }, 1);
  if (first)
    getLogger()[input.level](
      { alert: 'verify_failures', budget: input.budget, windowSeconds: input.window.seconds, ...input.details },
      input.message,
    );
}

export async function claimVerifyBudget(ip: string): Promise<BudgetClaim> {
  const ipWindow: Window = { key: `verify-fail:ip:${ip}`, seconds: VERIFY_BUDGET.ipWindowSeconds };
  const siteWindow: Window = { key: 'verify-fail:site', seconds: VERIFY_BUDGET.siteWindowSeconds };
  const [ipCount, siteCount] = await Promise.all([hit(ipWindow), hit(siteWindow)]);
  const site = siteLimits();
  const perIp = ipLimits();
  const giveBack = async () => {
    await Promise.all([release(ipWindow), release(siteWindow)]);
  };

  const siteRefused = siteCount > site.refuseAfter;
  const ipRefused = ipCount > perIp.refuseAfter;
  if (siteRefused || ipRefused) {
    if (siteRefused) {
      await alertOnce({
        budget: 'site:refuse',
        window: siteWindow,
        level: 'error',
        details: { failures: siteCount - 1, limit: site.refuseAfter },
        message: 'site-wide budget of wrong one-time codes exhausted: every code check is refused until the minute ends',
      });
    }
    if (ipRefused) {
      await alertOnce({
        budget: `ip:${ip}`,
        window: ipWindow,
        level: 'warn',
        details: { ip, failures: ipCount - 1, limit: perIp.refuseAfter, siteFailures: siteCount },
        message: 'an address used up its budget of wrong one-time codes: its code checks are refused until the window ends',
      });
    }
    // A refused check is not a guess: it does not count (an honest fan retrying during a site-wide refusal does not
    // use up their own address's budget), and the counters stay at their caps until the windows end.
    await giveBack();
    const retryAfter = Math.max(
      siteRefused ? secondsLeftInWindow(siteWindow.seconds) : 0,
      ipRefused ? secondsLeftInWindow(ipWindow.seconds) : 0,
    );
    return { ok: false, reason: 'refused', retryAfter };
  }

  if (siteCount > site.slowAfter) {
    await alertOnce({
      budget: 'site:slow',
      window: siteWindow,
      level: 'warn',
      details: { failures: siteCount - 1, slowAfter: site.slowAfter, limit: site.refuseAfter },
      message: 'wrong one-time codes site-wide above the normal rate: code checks slowed to one per address per 30 seconds',
    });
  }
  if (siteCount > site.slowAfter || ipCount > perIp.slowAfter) {
    const spacing: Window = { key: `verify-spacing:ip:${ip}`, seconds: VERIFY_BUDGET.slowSpacingSeconds };
    if (!(await allow(spacing, 1))) {
      await giveBack();
      return { ok: false, reason: 'slowed', retryAfter: secondsLeftInWindow(spacing.seconds) };
    }
  }
  return { ok: true, giveBack };
}
