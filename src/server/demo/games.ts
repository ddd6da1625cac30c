import 'server-only';
import { sql } from 'drizzle-orm';
import { playKicks, playRush, type Played } from '@/game-rules/autoplay';
import { TICK_MS } from '@/game-rules/ticks';
import type { GameSlug } from '@/schemas/games';
import { seededRandom } from '@/schemas/seeded-random';
import { dayKeyOf, periodKeyOf } from '../fancred';
import { gameScores, gameSessions } from '../games/schema';
import type { Db } from '../db/client';

/**
 * The games' demo data (DESIGN §11 "games — scores on both games' leaderboards"): fans with nicknames have played both
 * games today, earlier this month and before. Every game is really played from its seed by a player of the rules
 * (src/game-rules/autoplay.ts), so each ranked score is what the server's replay makes of its moves (decision 025).
 * Deterministic.
 */
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const HOUR_MS = 3_600_000;

/** A fan's game from this seed: a kicker who misses now and then, a runner who tires sooner or later. */
function play(game: GameSlug, seed: number, random: () => number): Played {
  if (game === 'rugby-kicks') {
    const accuracy = 0.35 + random() * 0.55;
    return playKicks(seed, { think: () => 30 + random() * 150, miss: () => random() > accuracy });
  }
  return playRush(seed, { tiredAt: Math.round((8 + random() * 60) * 60) });
}

export async function seedGames(tx: Tx, options: { now: Date }): Promise<number> {
  const random = seededRandom(1313);
  const fans = await tx.execute<{ id: string }>(
    sql`select id from users where nickname is not null and staff_role is null order by id limit 36`,
  );
  const sessions: (typeof gameSessions.$inferInsert)[] = [];
  const scores: (typeof gameScores.$inferInsert)[] = [];
  let counter = 0;
  for (const [index, fan] of fans.rows.entries()) {
    for (const game of ['rugby-kicks', 'rugby-rush'] as const) {
      const plays = 1 + Math.floor(random() * 3);
      for (let round = 0; round < plays; round += 1) {
        counter += 1;
        // Spread over the last 40 days; every third fan has played today.
        const hoursAgo = index % 3 === 0 && round === 0 ? 0.2 + random() * 0.5 : 1 + random() * 40 * 24;
        const finishedAt = new Date(options.now.getTime() - hoursAgo * HOUR_MS);
        const seed = 1 + Math.floor(random() * 2_000_000_000);
        const played = play(game, seed, random);
        // The game's own time, and the moments before the first tick and after the last (loading, sending).
        const elapsedMs = Math.ceil(played.ticks * TICK_MS) + 1500 + Math.floor(random() * 3000);
        const id = `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`;
        sessions.push({ id, userId: fan.id, game, seed, startedAt: new Date(finishedAt.getTime() - elapsedMs) });
        scores.push({
          sessionId: id,
          userId: fan.id,
          game,
          score: played.score,
          replayScore: played.score,
          elapsedMs,
          dayKey: dayKeyOf(finishedAt),
          monthKey: periodKeyOf('monthly', finishedAt),
          createdAt: finishedAt,
        });
      }
    }
  }
  if (sessions.length === 0) return 0;
  await tx.insert(gameSessions).values(sessions);
  await tx.insert(gameScores).values(scores);
  return scores.length;
}
