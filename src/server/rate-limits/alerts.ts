import 'server-only';
import { getLogger } from '../logger';
import { allow, type Window } from './rate-limit';

/**
 * One log line per budget and window: the first request to find a budget tripped wins an atomic counter, so a crowd
 * of refused requests on any number of copies writes one line, not thousands.
 */
export async function alertOnce(input: {
  alert: string;
  budget: string;
  window: Window;
  level: 'warn' | 'error';
  details: Record<string, unknown>;
  message: string;
}): Promise<void> {
  const first = await allow({ key: `alert:${input.alert}:${input.budget}`, seconds: input.window.seconds }, 1);
  if (first)
    getLogger()[input.level](
      { alert: input.alert, budget: input.budget, windowSeconds: input.window.seconds, ...input.details },
      input.message,
    );
}
