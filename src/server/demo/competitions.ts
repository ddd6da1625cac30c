import 'server-only';
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { competitionEntries, competitionFaq, competitions } from '../competitions/schema';
import { drawIndex, eligibleDigest } from '../competitions';
import type { Db } from '../db/client';

/**
 * Competitions' demo data (DESIGN §11): two open competitions, one opening next week, two closed — one with a
 * published drawn winner — entries by the FanCred demo fans, and the FAQ. Dates are relative to `now`. The demo fans
 * of the README have not entered the open ones (the tests enter them).
 */

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const DAY_MS = 86_400_000;

const DEMO_COMPETITIONS = [
  {
    slug: 'win-a-signed-springbok-jersey',
    title: 'Win a signed Springbok jersey',
    description:
      'A match jersey signed by the whole Springbok squad after the end-of-year tour. Answer the question and you are in the draw.',
    prize: 'A signed Springbok jersey',
    rules:
      'One entry per fan. Subscribers only. The winner is drawn at random among correct answers after the closing date and contacted by SMS.',
    question: 'How many times have the Springboks won the Rugby World Cup?',
    questionType: 'choice' as const,
    options: ['Two', 'Three', 'Four'],
    correctAnswer: 'Four',
    opensDays: -5,
    closesDays: 10,
    entries: 40,
  },
  {
    slug: 'two-tickets-to-the-sevens-in-cape-town',
    title: 'Two tickets to the Sevens in Cape Town',
    description: 'Two weekend passes to the Cape Town Sevens at DHL Stadium.',
    prize: 'Two weekend passes',
    rules: 'One entry per fan. Subscribers only. Travel is not included.',
    question: 'In which city is the Blitzboks’ home tournament played?',
    questionType: 'text' as const,
    options: [],
    correctAnswer: 'Cape Town',
    opensDays: -2,
    closesDays: 20,
    entries: 25,
  },
  {
    slug: 'meet-the-springbok-women',
    title: 'Meet the Springbok Women',
    description: 'Watch a training session and meet the Springbok Women squad.',
    prize: 'A training-day visit for two',
    rules: 'One entry per fan. Subscribers only.',
    question: 'What colour is the Springbok jersey?',
    questionType: 'choice' as const,
    options: ['Green and gold', 'Blue and white', 'Red and black'],
    correctAnswer: 'Green and gold',
    opensDays: 7,
    closesDays: 30,
    entries: 0,
  },
  {
    slug: 'win-a-rugby-ball-signed-by-the-blitzboks',
    title: 'Win a rugby ball signed by the Blitzboks',
    description: 'A match ball signed by the Blitzboks squad.',
    prize: 'A signed match ball',
    rules: 'One entry per fan. Subscribers only. The winner is drawn at random among correct answers.',
    question: 'How many players does a sevens team have on the field?',
    questionType: 'choice' as const,
    options: ['Five', 'Seven', 'Fifteen'],
    correctAnswer: 'Seven',
    opensDays: -40,
    closesDays: -10,
    entries: 60,
    winner: true,
  },
  {
    slug: 'braai-pack-for-the-derby',
    title: 'A braai pack for the derby',
    description: 'A braai pack for ten for the North–South derby.',
    prize: 'A braai pack for ten',
    rules: 'One entry per fan. Subscribers only.',
    question: 'Name the stadium in Pretoria known as Loftus.',
    questionType: 'text' as const,
    options: [],
    correctAnswer: 'Loftus Versfeld',
    opensDays: -60,
    closesDays: -30,
    entries: 15,
  },
];

const DEMO_FAQ = [
  ['Who can enter?', 'Every subscriber can enter each competition once. Log in and subscribe, then press Enter on the competition.'],
  [
    'How are winners chosen?',
    'After the closing date a winner is drawn at random among the entries with the correct answer. The draw is recorded so it can be checked.',
  ],
  [
    'How will I know if I won?',
    'We contact winners by SMS on the number they entered with, and winners are listed on the competitions page.',
  ],
  ['Do I earn FanCred points?', 'Yes: entering a competition earns FanCred points once per competition.'],
  ['When do competitions close?', 'Each competition shows its closing date and time in South African time (SAST).'],
] as const;

export async function seedCompetitions(tx: Tx, options: { now: Date }): Promise<void> {
  const fans = await tx.execute<{ id: string }>(sql`select id from users where id like 'demo-fancred-%' order by id`);
  const fanIds = fans.rows.map((row) => row.id);
  for (const [index, demo] of DEMO_COMPETITIONS.entries()) {
    const opensAt = new Date(options.now.getTime() + demo.opensDays * DAY_MS);
    const closesAt = new Date(options.now.getTime() + demo.closesDays * DAY_MS);
    const [row] = await tx
      .insert(competitions)
      .values({
        slug: demo.slug,
        title: demo.title,
        description: demo.description,
        prize: demo.prize,
        rules: demo.rules,
        question: demo.question,
        questionType: demo.questionType,
        options: demo.options,
        correctAnswer: demo.correctAnswer,
        opensAt,
        closesAt,
        isActive: true,
      })
      .returning({ id: competitions.id });
    if (!row || demo.entries === 0) continue;
    const entrants = fanIds.slice(index * 7, index * 7 + demo.entries);
    const span = Math.max(1, Math.min(closesAt.getTime(), options.now.getTime()) - opensAt.getTime());
    const values = entrants.map((userId, n) => {
      const isCorrect = n % 4 !== 3;
      const wrong = demo.questionType === 'choice' ? (demo.options.find((option) => option !== demo.correctAnswer) ?? 'No') : 'Durban';
      return {
        competitionId: row.id,
        userId,
        answer: isCorrect ? demo.correctAnswer : wrong,
        isCorrect,
        createdAt: new Date(opensAt.getTime() + Math.floor((span * (n + 1)) / (entrants.length + 1))),
      };
    });
    const entries = await tx
      .insert(competitionEntries)
      .values(values)
      .returning({ id: competitionEntries.id, userId: competitionEntries.userId, isCorrect: competitionEntries.isCorrect });
    if ('winner' in demo && demo.winner) {
      const eligible = entries.filter((entry) => entry.isCorrect).sort((a, b) => a.id - b.id);
      // A fixed seed: the same demo everywhere (a staff draw's seed is random).
      const seed = createHash('sha256').update(`touchline-demo-draw-${demo.slug}`).digest('hex');
      const chosen = eligible[drawIndex(seed, eligible.length)]!;
      await tx.execute(sql`
        insert into competition_winners (competition_id, entry_id, user_id, place, method, draw_seed, eligible_count, eligible_digest, is_published)
        values (${row.id}, ${chosen.id}, ${chosen.userId}, 1, 'draw', ${seed}, ${eligible.length}, ${eligibleDigest(eligible.map((entry) => entry.id))}, true)`);
    }
  }
  await tx.insert(competitionFaq).values(DEMO_FAQ.map(([question, answer], index) => ({ question, answer, sortOrder: (index + 1) * 10 })));
}
