import 'server-only';
import { getLogger } from '../logger';
import { settleDueMatches } from './predictor';

/**
 * Every copy settles the predictor of matches whose vote has closed (15 minutes after full time), once a minute; the
 * settlement itself makes sure each match is settled once however many copies try (predictor.ts).
 */
const SETTLE_EVERY_MS = 60_000;
let timer: NodeJS.Timeout | undefined;

export function startSettling(): void {
  if (timer) return;
  timer = setInterval(() => {
    settleDueMatches().catch((error: unknown) => getLogger().warn({ err: (error as Error).message }, 'predictor: settlement failed'));
  }, SETTLE_EVERY_MS);
  timer.unref();
}

export function stopSettling(): void {
  clearInterval(timer);
  timer = undefined;
}
