import 'server-only';
import type { AfterCommit, DomainEvent, Executor } from '../kernel';

/** Push for a live match's change (issue 24): filled in by the push work (topics `{team}:kick_off|score|full_time`). */
export async function pushForLiveChange(_event: DomainEvent<'matches.live_changed'>, _tx: Executor): Promise<AfterCommit | void> {
  return undefined;
}
