/**
 * The live bench's floor (scripts/bench-live.ts): a plain node:http server that holds event streams and writes each
 * frame it is handed to every one of them in one loop — what this machine does for the same frames without Next's route
 * handler, its web streams and the database. Forked by the bench: it answers {port} once listening; then
 * {kind: 'frame', join, text} makes `join` (the whole match) what a new stream starts with and writes `text` (the
 * change) to every stream.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

const streams = new Set<http.ServerResponse>();
let frame = Buffer.alloc(0);

const server = http.createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store, no-transform' });
  response.write('retry: 2000\n\n');
  response.write(frame);
  streams.add(response);
  response.on('close', () => streams.delete(response));
});
server.listen(0, '127.0.0.1', () => process.send?.({ port: (server.address() as AddressInfo).port }));

process.on('message', (message: { kind: string; join: string; text: string }) => {
  if (message.kind !== 'frame') return;
  frame = Buffer.from(message.join);
  const change = Buffer.from(message.text);
  for (const response of streams) response.write(change);
});
process.on('disconnect', () => process.exit(0));
