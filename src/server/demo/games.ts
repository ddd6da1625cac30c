import 'server-only';
import { sql } from 'drizzle-orm';
import { KICKS, maxScoreFor, type GameSlug } from '@/schemas/games';
import { seededRandom } from '@/schemas/seeded-random';
import { dayKeyOf, periodKeyOf } from '../fancred';
import { gameScores, gameSessions } from '../games/schema';
import type { Db } from '../db/client';

/**
 * The games' demo data (DESIGN §11 "games — scores on both games' leaderboards"): fans with nicknames have played both
 * games today, earlier this month and before, with scores each game can produce in the time recorded. Deterministic.
 */
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const HOUR_MS = 3_600_000;

/** A plausible score for a game played for `elapsedMs`: Kicks in tens, Rush in metres plus bonuses. */
function scoreFor(game: GameSlug, elapsedMs: number, random: () => number): number {
  const max = maxScoreFor(game, elapsedMs);
  if (game === 'rugby-kicks') return Math.floor((max * (0.3 + random() * 0.5)) / KICKS.pointsPerDifficulty) * KICKS.pointsPerDifficulty;
  return Math.floor(max * (0.35 + random() * 0.4));
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
      for (let play = 0; play < plays; play += 1) {
        counter += 1;
        // Spread over the last 40 days; every third fan has played today.
        const hoursAgo = index % 3 === 0 && play === 0 ? 0.2 + random() * 0.5 : 1 + random() * 40 * 24;
        const finishedAt = new Date(options.now.getTime() - hoursAgo * HOUR_MS);
        const elapsedMs = game === 'rugby-kicks' ? 20_000 + Math.floor(random() * 25_000) : 25_000 + Math.floor(random() * 50_000);
        const id = `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`;
        sessions.push({
          id,
          userId: fan.id,
          game,
          seed: 1 + Math.floor(random() * 2_000_000_000),
          startedAt: new Date(finishedAt.getTime() - elapsedMs),
        });
        scores.push({
          sessionId: id,
          userId: fan.id,
          game,
          score: scoreFor(game, elapsedMs, random),
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
