import { Redis } from 'ioredis';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { closeRedis } from '@/server/adapters/cache/redis';
import { VERIFY_BUDGET } from '@/server/identity/verify-budget';
import { hit, peek, release, reset } from '@/server/rate-limits';
import { awayFromWindowEdge } from '../support/identity-http';
import { crowdBehindOneAddress } from '../support/verify-crowd';

/**
 * The wrong-code budgets with REDIS_URL set (decision 024): the counters, their give-back and their reset live in
 * Redis, and a crowd behind one address logs in as it does on Postgres. Each run has its own key prefix.
 */
const prefix = vi.hoisted(() => {
  const value = `touchline:test:crowd:${process.pid}:`;
  process.env.REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  process.env.REDIS_KEY_PREFIX = value;
  return value;
});

afterAll(async () => {
  const raw = new Redis(process.env.REDIS_URL as string);
  const keys = await raw.keys(`${prefix}*`);
  if (keys.length > 0) await raw.del(...keys);
  await raw.quit();
  await closeRedis();
});

describe('rate limits in Redis', () => {
  it('give back a hit (never below zero) and empty a window', async () => {
    const window = { key: 'crowd-test:counter', seconds: 3600 };
    await awayFromWindowEdge(3600, 10);
    expect(await hit(window)).toBe(1);
    expect(await hit(window)).toBe(2);
    await release(window);
    expect(await peek(window)).toBe(1);
    await release(window);
    await release(window);
    expect(await peek(window)).toBe(0);
    expect(await hit(window)).toBe(1);
    await reset(window);
    expect(await peek(window)).toBe(0);
  });

  it('let a crowd behind one address log in: 24 right codes among 16 mistakes', async () => {
    await awayFromWindowEdge(VERIFY_BUDGET.windowSeconds, 60);
    const statuses = await crowdBehindOneAddress({ ip: '203.0.113.70', mistakes: 8, fans: 24 });
    expect(statuses).toEqual(Array(24).fill(200));
  }, 90_000);
});
