'use server';

import { z } from 'zod';
import { staffAction } from '@/server/http/staff-actions';
import { adminOk, type AdminResult } from '@/server/kernel';
import { getLiveMatchView, toLiveMatchState } from '@/server/matchday';
import { recordMatchEvent, setPotmOpensMinute, undoMatchEvent } from '@/server/matches';
import { dbId } from '@/schemas/db-id';
import { liveEventInput } from '@/schemas/live-event-input';
import type { LiveMatchState } from '@/schemas/live-match';

/**
 * The reporter's taps on the live page (issue 24): each records or undoes one event (audited, announced to every
 * copy, pages refreshed) and answers with the match as it now stands, names and all.
 */
const eventAction = z.object({ matchId: dbId, event: liveEventInput });
const undoAction = z.object({ matchId: dbId, eventId: z.uuid() });
const potmAction = z.object({ matchId: dbId, minute: z.coerce.number().int().min(0, 'From 0 to 120').max(120, 'From 0 to 120') });

async function stateOf(matchId: number) {
  const view = await getLiveMatchView(matchId);
  return view ? toLiveMatchState(view) : null;
}

export async function recordEventAction(input: unknown) {
  return staffAction({
    schema: eventAction,
    input,
    tags: ['matches'],
    run: async ({ matchId, event }, actor): Promise<AdminResult<{ duplicate: string | null; match: LiveMatchState | null }>> => {
      const result = await recordMatchEvent(matchId, event, actor);
      // Another reporter's identical score a moment ago: the reporter decides (the same id, with confirm).
      if (!result.ok && result.error.code === 'possible_duplicate') return adminOk({ duplicate: result.error.message, match: null });
      if (!result.ok) return result;
      return adminOk({ duplicate: null, match: await stateOf(matchId) });
    },
  });
}

export async function undoEventAction(input: unknown) {
  return staffAction({
    schema: undoAction,
    input,
    tags: ['matches'],
    run: async ({ matchId, eventId }, actor) => {
      const result = await undoMatchEvent(matchId, eventId, actor);
      return result.ok ? adminOk({ match: await stateOf(matchId) }) : result;
    },
  });
}

export async function setPotmMinuteAction(input: unknown) {
  return staffAction({ schema: potmAction, input, run: ({ matchId, minute }, actor) => setPotmOpensMinute(matchId, minute, actor) });
}
