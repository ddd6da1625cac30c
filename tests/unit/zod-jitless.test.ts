import { expect, it } from 'vitest';

it('zod takes jitless from the setting instrumentation-client makes before zod loads', async () => {
  await import('@/instrumentation-client');
  const { config, z } = await import('zod');
  expect(config().jitless).toBe(true);
  // And it still parses (the interpreted path).
  expect(z.object({ a: z.string() }).parse({ a: 'x' })).toEqual({ a: 'x' });
});
