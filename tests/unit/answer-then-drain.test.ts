import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { drainEarlyAnswers } from '../../scripts/answer-then-drain.mjs';
import { uploadThenRead } from '../support/slow-upload';

/**
 * Answer, then drain (issue 22 item 8, RFC 9112 §9.6): a server that refuses an upload early and gives up its body
 * (what Next does when a route answers 413 part-way, or cancels an unread body) must not reset the connection while
 * the body is still arriving, or the client never reads the refusal. The handler here does what Next does: reads a
 * little of the body, answers, destroys the request. Without drainEarlyAnswers, most of these uploads end in EPIPE or
 * ECONNRESET with the answer unread (checked when this was written: ten of ten for the refusal before reading).
 */
const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

function refusingServer(options: { refuseBeforeReading?: boolean } = {}): Promise<number> {
  const handler = (request: IncomingMessage, response: ServerResponse) => {
    const refuse = () => {
      request.destroy();
      response.writeHead(413, { 'content-type': 'application/json', 'content-length': '31' });
      response.end('{"error":{"code":"too_large"}}\n');
    };
    if (options.refuseBeforeReading) return refuse();
    let read = 0;
    request.on('data', (chunk: Buffer) => {
      read += chunk.length;
      if (read > 16 * 1024 && !request.destroyed && !response.headersSent) refuse();
    });
  };
  const server = createServer(handler);
  drainEarlyAnswers(server);
  servers.push(server);
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port)));
}

async function tenUploads(port: number) {
  const outcomes: string[] = [];
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const answer = await uploadThenRead({ port, path: '/upload', headers: { 'content-type': 'application/json' }, totalBytes: 4_000_000 });
    outcomes.push(answer.isComplete ? `${answer.status}` : `lost (${answer.error ?? 'closed'})`);
  }
  return outcomes;
}

describe('an early refusal of an upload', () => {
  it('reaches a client that reads it only after sending its whole body', { timeout: 60_000 }, async () => {
    expect(await tenUploads(await refusingServer())).toEqual(Array(10).fill('413'));
    expect(await tenUploads(await refusingServer({ refuseBeforeReading: true }))).toEqual(Array(10).fill('413'));
  });
});
