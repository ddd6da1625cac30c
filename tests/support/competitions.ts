import { randomUUID } from 'node:crypto';
import { createCompetition, type CompetitionInput } from '../../src/server/competitions';

/** Competitions in tests: one open now (a day either side) unless told otherwise, created by the service API. */
export const DAY = 86_400_000;

export async function makeCompetition(extra: Partial<CompetitionInput> = {}): Promise<number> {
  const now = Date.now();
  const created = await createCompetition(
    {
      title: `Test competition ${randomUUID().slice(0, 8)}`,
      description: 'A test.',
      prize: 'A ball',
      rules: '',
      question: 'How many?',
      questionType: 'choice',
      options: ['One', 'Two'],
      correctAnswer: 'Two',
      opensAt: new Date(now - DAY),
      closesAt: new Date(now + DAY),
      isActive: true,
      ...extra,
    },
    { type: 'service', label: 'test' },
  );
  if (!created.ok) throw new Error(created.error.message);
  return created.value.id;
}
