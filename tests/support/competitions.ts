import { randomUUID } from 'node:crypto';
import { subscriptions } from '../../src/server/billing/schema';
import { createCompetition, type CompetitionInput } from '../../src/server/competitions';
import { getDb } from '../../src/server/db/client';
import { makeFan } from './fancred';

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

/** A fan with an active subscription (who may enter). */
export async function makeSubscriber() {
  const fan = await makeFan();
  await (await getDb()).insert(subscriptions).values({
    id: `sub-${randomUUID()}`,
    userId: fan.id,
    provider: 'mtn',
    package: 'subscription_monthly',
    state: 'active',
    expiresAt: new Date(Date.now() + 30 * DAY),
  });
  return fan;
}
