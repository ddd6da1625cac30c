import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { AppError } from '@/schemas/app-error';
import type { Locale } from '@/i18n/locales';
import { localize, TRANSLATION_LANGUAGES } from '@/schemas/translations';
import { getEntitlement } from '../billing';
import { getDb } from '../db/client';
import { awardPoints } from '../fancred';
import { holdLiveFan, IDENTITY_ERRORS, type UserRow } from '../identity';
import { getLogger } from '../logger';
import { competitionStatus } from './competitions';
import { formatSast } from './dates';
import { COMPETITION_ERRORS } from './messages';
import { competitionEntries, competitions } from './schema';

/** A short answer as compared with the staff's: case, accents of spacing and surrounding spaces do not count. */
export const normaliseAnswer = (value: string) => value.normalize('NFKC').replace(/\s+/g, ' ').trim().toLowerCase();

/** Whether an entry's (already trimmed) answer is right: one of the choices exactly, or a short text as normalised. */
export function isCorrectAnswer(competition: { questionType: string; correctAnswer: string }, answer: string): boolean {
  return competition.questionType === 'choice'
    ? answer === competition.correctAnswer
    : normaliseAnswer(answer) === normaliseAnswer(competition.correctAnswer);
}

/**
 * The English answer a fan's choice stands for (issue 26): an English option as it is, or an option as shown in
 * another language (the reader's first), matched by position, as the page lists them; null when it is neither.
 */
export function englishOption(
  competition: { options: string[]; translations: unknown },
  answer: string,
  preferred: Locale = 'en',
): string | null {
  if (competition.options.includes(answer)) return answer;
  const languages = TRANSLATION_LANGUAGES.map(({ lang }) => lang).sort((a, b) => Number(b === preferred) - Number(a === preferred));
  for (const lang of languages) {
    const shown = localize(competition, ['options'], lang).options;
    const index = shown.findIndex((option) => option.replace(/\s+/g, ' ').trim() === answer);
    if (index >= 0) return competition.options[index] ?? null;
  }
  return null;
}

export type EnterResult =
  { ok: true; entryId: number; enteredAt: string; points: number } | { ok: false; error: AppError; enteredAt?: string };

/**
 * A fan enters a competition (issue 14): open now, an active subscription (the one entitlement check), a valid
 * answer, and once — the unique (competition_id, user_id) index decides, so concurrent tries from any tab or device
 * store exactly one entry. The first entry earns the competition_entry points (once per competition, by the engine).
 */
export async function enterCompetition(input: {
  user: Pick<UserRow, 'id' | 'roleId'>;
  competitionId: number;
  answer: string;
  /** The language the fan reads in: a choice shown in it is matched first. */
  locale?: Locale;
  now?: Date;
}): Promise<EnterResult> {
  const now = input.now ?? new Date();
  const db = await getDb();
  const found = await db.select().from(competitions).where(eq(competitions.id, input.competitionId)).limit(1);
  const competition = found[0];
  if (!competition || !competition.isActive) return { ok: false, error: COMPETITION_ERRORS.notFound };
  const status = competitionStatus(competition, now);
  if (status === 'upcoming') return { ok: false, error: COMPETITION_ERRORS.notOpen };
  if (status === 'closed') return { ok: false, error: COMPETITION_ERRORS.closed };
  const entitlement = await getEntitlement(input.user, now);
  if (!entitlement.isEntitled) return { ok: false, error: COMPETITION_ERRORS.subscriptionRequired };

  const given = input.answer.replace(/\s+/g, ' ').trim();
  // A choice is stored as the English answer it stands for, whatever language the fan chose it in.
  const answer = competition.questionType === 'choice' ? englishOption(competition, given, input.locale) : given;
  if (answer === null) return { ok: false, error: COMPETITION_ERRORS.invalidAnswer };

  // The fan's account is held while the entry is stored: an entry already on its way when it was deleted stores nothing.
  // The competition row is read again under a share lock and the entry graded against it: a staff edit of the right
  // answer (which re-grades every entry under an update lock) comes wholly before or wholly after this entry.
  const inserted = await db.transaction(async (tx) => {
    if (!(await holdLiveFan(tx, { id: input.user.id }))) return null;
    const [graded] = await tx
      .select({ questionType: competitions.questionType, correctAnswer: competitions.correctAnswer })
      .from(competitions)
      .where(eq(competitions.id, competition.id))
      .for('share');
    return tx
      .insert(competitionEntries)
      .values({
        competitionId: competition.id,
        userId: input.user.id,
        answer,
        isCorrect: isCorrectAnswer(graded ?? competition, answer),
        createdAt: now,
      })
      .onConflictDoNothing({ target: [competitionEntries.competitionId, competitionEntries.userId] })
      .returning({ id: competitionEntries.id, createdAt: competitionEntries.createdAt });
  });
  if (!inserted) return { ok: false, error: IDENTITY_ERRORS.accountDeleted };
  const entry = inserted[0];
  if (!entry) {
    const first = await getMyEntry({ userId: input.user.id, competitionId: competition.id });
    const enteredAt = first?.enteredAt ?? now.toISOString();
    return { ok: false, error: COMPETITION_ERRORS.alreadyEntered(formatSast(enteredAt)), enteredAt };
  }
  let points = 0;
  try {
    const award = await awardPoints({ userId: input.user.id, action: 'competition_entry', itemKey: String(competition.id), now });
    points = award.status === 'applied' ? award.points : 0;
  } catch (error) {
    // The entry stands; the engine's once-only key lets a later sweep or retry award it without doubling.
    getLogger().error({ err: error, competitionId: competition.id }, 'competition entry points failed');
  }
  return { ok: true, entryId: entry.id, enteredAt: entry.createdAt.toISOString(), points };
}

/** The fan's entry in a competition, or null. */
export async function getMyEntry(input: { userId: string; competitionId: number }): Promise<{ entryId: number; enteredAt: string } | null> {
  const db = await getDb();
  const rows = await db
    .select({ id: competitionEntries.id, createdAt: competitionEntries.createdAt })
    .from(competitionEntries)
    .where(and(eq(competitionEntries.competitionId, input.competitionId), eq(competitionEntries.userId, input.userId)))
    .limit(1);
  return rows[0] ? { entryId: rows[0].id, enteredAt: rows[0].createdAt.toISOString() } : null;
}
