import 'server-only';
import type { AppError } from '@/schemas/app-error';
import { getConfig } from '../config';
import { allow, secondsLeftInWindow } from '../rate-limits';
import { MATCHDAY_ERRORS } from './messages';

/**
 * Limits where a crowd meets a loop (issue 37): each pick and each vote counts against the fan (MATCHDAY_WRITES_FAN_10MIN
 * in 10 minutes) and against the client address (MATCHDAY_WRITES_IP_MINUTE in a minute, across fans). Both counters
 * take every call, so neither a fan's many addresses nor an address's many fans slip past; the address's cap is sized
 * for the thousands of fans a carrier's NAT puts behind one address before kick-off, not for one fan.
 */
const FAN_WINDOW_SECONDS = 600;
const IP_WINDOW_SECONDS = 60;

const REFUSALS = { predict: MATCHDAY_ERRORS.tooManyPredictions, vote: MATCHDAY_ERRORS.tooManyVotes } as const;

/** Null within both caps; otherwise the 429 to answer, with Retry-After for the window that refused. */
export async function refusedMatchdayWrite(kind: keyof typeof REFUSALS, input: { userId: string; ip: string }): Promise<AppError | null> {
  const { perFan10Min, perIpMinute } = getConfig().matchdayWrites;
  const [isFanWithin, isIpWithin] = await Promise.all([
    allow({ key: `matchday-${kind}:fan:${input.userId}`, seconds: FAN_WINDOW_SECONDS }, perFan10Min),
    allow({ key: `matchday-${kind}:ip:${input.ip}`, seconds: IP_WINDOW_SECONDS }, perIpMinute),
  ]);
  if (isFanWithin && isIpWithin) return null;
  const retryAfter = isFanWithin ? secondsLeftInWindow(IP_WINDOW_SECONDS) : secondsLeftInWindow(FAN_WINDOW_SECONDS);
  return { ...REFUSALS[kind], retryAfter };
}
