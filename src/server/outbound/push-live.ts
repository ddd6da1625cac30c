import 'server-only';
import type { AfterCommit, DomainEvent } from '../kernel';

/** Push for a live match's change (issue 24): filled in by the push work (topics `{team}:kick_off|score|full_time`). */
export async function pushForLiveChange(event: DomainEvent<'matches.live_changed'>): Promise<AfterCommit | void> {
  void event;
}
