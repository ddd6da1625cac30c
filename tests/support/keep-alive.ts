import { Agent, request } from 'node:http';

/**
 * One POST on `agent` (a keep-alive client, as a browser or a phone app is): the status it read, or the error code it
 * met instead (ECONNRESET when a connection the server had given up was reused).
 */
export function postOnAgent(options: { agent: Agent; port: number; path: string; body: string; contentType?: string }): Promise<string> {
  const { agent, port, path, body, contentType = 'application/json' } = options;
  return new Promise((resolve) => {
    const outgoing = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        agent,
        headers: { 'content-type': contentType, 'content-length': Buffer.byteLength(body) },
      },
      (answer) => {
        answer.resume();
        answer.on('end', () => resolve(`${answer.statusCode}`));
        answer.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
      },
    );
    outgoing.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    outgoing.end(body);
  });
}
