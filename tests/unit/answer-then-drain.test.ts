import { Agent, createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { drainEarlyAnswers } from '../../scripts/answer-then-drain.mjs';
import { postOnAgent } from '../support/keep-alive';
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
    if (request.url === '/ok') return void request.resume().on('end', () => response.end('ok'));
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

describe('a keep-alive connection after an early refusal (issue 37)', () => {
  it('is closed with the refusal, so the next request goes on a new connection and is answered', { timeout: 60_000 }, async () => {
    for (const refuseBeforeReading of [true, false]) {
      const port = await refusingServer({ refuseBeforeReading });
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      const outcomes: string[] = [];
      for (let attempt = 0; attempt < 5; attempt += 1) {
        outcomes.push(await postOnAgent({ agent, port, path: '/upload', body: JSON.stringify({ message: 'x'.repeat(1_000_000) }) }));
        outcomes.push(await postOnAgent({ agent, port, path: '/ok', body: '{}' }));
      }
      agent.destroy();
      expect(outcomes).toEqual(Array(5).fill(['413', '200']).flat());
    }
  });

  it('keeps a connection whose request was read to the end', async () => {
    const port = await refusingServer();
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const sockets = new Set<net.Socket>();
    agent.on('free', (socket) => sockets.add(socket as net.Socket));
    expect([
      await postOnAgent({ agent, port, path: '/ok', body: '{}' }),
      await postOnAgent({ agent, port, path: '/ok', body: '{}' }),
    ]).toEqual(['200', '200']);
    agent.destroy();
    expect(sockets.size).toBe(1);
  });
});

describe('a stalled upload', () => {
  it('does not hold its connection for ever once Node gives up on the request (issue 37)', { timeout: 30_000 }, async () => {
    // The app waits for a body that stops arriving; Node's request timeout ends the request, and the drain takes
    // the connection over while the app's answer never ends: its timers must run from the takeover.
    const server = createServer({ requestTimeout: 500, connectionsCheckingInterval: 100 }, (request) => void request.resume());
    drainEarlyAnswers(server, { idleMs: 300, totalMs: 2_000 });
    servers.push(server);
    const port = await new Promise<number>((resolve) =>
      server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port)),
    );
    const socket = net.connect(port, '127.0.0.1');
    socket.on('data', () => undefined);
    socket.write('POST /upload HTTP/1.1\r\nHost: test\r\nContent-Type: application/json\r\nContent-Length: 1000000\r\n\r\n');
    socket.write('x'.repeat(1024));
    const outcome = await Promise.race([
      new Promise<string>((resolve) => socket.once('close', () => resolve('closed by the server'))),
      // Far beyond the request timeout and both linger limits: a connection still open then is held for ever.
      new Promise<string>((resolve) => setTimeout(() => resolve('still open'), 10_000)),
    ]);
    socket.destroy();
    expect(outcome).toBe('closed by the server');
  });
});
