import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { call, copies, edge } from './support';

/**
 * USSD on many copies (issue 25 item 5): an aggregator's steps land on whichever copy its load balancer picks. Each
 * step of one session goes to another copy (and one through the edge), a retry to a third, and the session goes on as
 * if one server held it; two copies answering the same retry at once send its link once.
 */

async function step(base: string, fields: { sessionId: string; phoneNumber: string; text: string }): Promise<string> {
  const response = await fetch(`${base}/api/ussd/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ serviceCode: '*120*2627#', networkCode: '65510', ...fields }).toString(),
  });
  const text = await response.text();
  expect(response.status, text).toBe(200);
  expect(text).toMatch(/^(CON|END) /);
  return text;
}

test('one session answered by every copy in turn, a retry on another copy, a link sent once', async () => {
  const [a, b] = copies();
  const sessionId = `cluster-${randomUUID()}`;
  const phoneNumber = `2768${String(Date.now() % 10_000_000).padStart(7, '0')}`;
  const at = (base: string, text: string) => step(base, { sessionId, phoneNumber, text });

  expect(await at(a!.url, '')).toMatch(/^CON Touchline\n1 Live score/);
  // 6 then 2 (isiZulu) on copy B, from the language menu copy A showed.
  expect(await at(a!.url, '6')).toContain('\n2 isiZulu\n');
  const zulu = await at(b!.url, '6*2');
  expect(zulu).toMatch(/^CON Ulimi: isiZulu\nTouchline\n1 Amaphuzu bukhoma/);
  // A retry of that step on the other copy: the same screen, byte for byte.
  expect(await at(a!.url, '6*2')).toBe(zulu);
  // The headlines through the edge, a story on copy A and its retry on both copies at once.
  expect(await at(edge, '6*2*3')).toMatch(/^CON Izihloko\n1 \S/);
  const [first, second] = await Promise.all([at(a!.url, '6*2*3*1'), at(b!.url, '6*2*3*1')]);
  expect([first, second]).toContain('CON Sikuthumelele isixhumanisi nge-SMS.\n0 Emuva 00 Ekhaya');
  const outbox = async () => ((await (await call(b!.url, `/api/dev/outbox?to=${phoneNumber}`)).json()) as { messages: unknown[] }).messages;
  await expect.poll(async () => (await outbox()).length).toBe(1);
  // The language was remembered for the number: a new session, on copy B, starts in isiZulu.
  expect(await step(b!.url, { sessionId: `cluster-${randomUUID()}`, phoneNumber, text: '' })).toMatch(/^CON Touchline\n1 Amaphuzu/);
  expect(await outbox()).toHaveLength(1);
});
