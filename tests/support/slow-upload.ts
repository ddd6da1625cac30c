import net from 'node:net';

/** What a raw client read back after its upload. */
export interface SlowUploadAnswer {
  /** The status line and headers, then the body, as far as they arrived. */
  text: string;
  status: number | null;
  /** The socket error, if the connection was reset or failed (ECONNRESET, EPIPE: the answer may have been lost). */
  error: string | null;
  /** Whether the whole answer arrived (headers, and the body as Content-Length or chunked encoding delimits it). */
  isComplete: boolean;
}

/**
 * A simple client's chunked upload of `totalBytes` to `path`: it writes the whole body, a chunk at a time as the
 * connection takes it, and only then reads the answer — as a phone app that sends a picture and then looks at the
 * reply. A server that answers early (401 before reading, 413 part-way) and then closes while the body is still
 * arriving makes the kernel send a reset, and a reset throws away an answer the client has not read yet (RFC 9112
 * §9.6): this client then reports ECONNRESET or EPIPE and no answer.
 */
export function uploadThenRead(options: {
  port: number;
  host?: string;
  path: string;
  headers?: Record<string, string>;
  totalBytes: number;
  chunkBytes?: number;
  /** Milliseconds between chunks: a slow network (0: as fast as the connection takes them). */
  pauseMs?: number;
}): Promise<SlowUploadAnswer> {
  const { port, host = '127.0.0.1', path, headers = {}, totalBytes, chunkBytes = 16 * 1024, pauseMs = 0 } = options;
  return new Promise((resolve) => {
    const socket = net.connect(port, host);
    // Nothing is read until the whole body is sent: what the server said waits in the socket's buffer.
    socket.pause();
    const received: Buffer[] = [];
    let error: string | null = null;
    let isResolved = false;
    const parse = (): SlowUploadAnswer => {
      const text = Buffer.concat(received).toString('latin1');
      const status = /^HTTP\/1\.1 (\d{3})/.exec(text)?.[1];
      const headerEnd = text.indexOf('\r\n\r\n');
      const head = headerEnd >= 0 ? text.slice(0, headerEnd) : '';
      const body = headerEnd >= 0 ? text.slice(headerEnd + 4) : '';
      const length = /\r\ncontent-length: *(\d+)/i.exec(head)?.[1];
      const isChunked = /\r\ntransfer-encoding: *chunked/i.test(head);
      const isComplete =
        headerEnd >= 0 &&
        (isChunked ? /(^|\r\n)0\r\n\r\n$/.test(body) : length !== undefined && Buffer.byteLength(body, 'latin1') >= Number(length));
      return { text, status: status ? Number(status) : null, error, isComplete };
    };
    const finish = () => {
      if (isResolved) return;
      isResolved = true;
      resolve(parse());
      socket.destroy();
    };
    socket.on('data', (data: Buffer) => {
      received.push(data);
      if (parse().isComplete) finish();
    });
    socket.on('error', (failure: NodeJS.ErrnoException) => {
      error ??= failure.code ?? failure.message;
      finish();
    });
    socket.on('close', finish);
    const head = Object.entries({ host: `${host}:${port}`, 'transfer-encoding': 'chunked', ...headers })
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    socket.write(`POST ${path} HTTP/1.1\r\n${head}\r\n`);
    const chunk = Buffer.alloc(chunkBytes, 0x61);
    let sent = 0;
    const sendMore = () => {
      if (isResolved || socket.destroyed) return;
      if (sent >= totalBytes) {
        socket.write('0\r\n\r\n');
        socket.resume();
        return;
      }
      sent += chunk.length;
      socket.write(`${chunk.length.toString(16)}\r\n`);
      socket.write(chunk);
      const next = () => (pauseMs > 0 ? setTimeout(sendMore, pauseMs) : setImmediate(sendMore));
      if (socket.write('\r\n')) next();
      else socket.once('drain', next);
    };
    socket.once('connect', sendMore);
  });
}
