/**
 * Answer, then drain (issue 22; RFC 9112 §9.6, "Tear-down"). When the app refuses a request before its body has
 * arrived — a 401 before a 5 MB upload is read, a 413 part-way through a signed callback — it gives up the body, and
 * Node then destroys the connection while the client is still sending. With unread data in its buffer, the kernel
 * answers that close with a TCP reset, and a reset makes the client's kernel throw away everything the client has not
 * read yet: the answer itself. The phone shows "connection reset" instead of "Please log in".
 *
 * Here such a close becomes a lingering close, as nginx does it: the HTTP parser stops reading the connection, the
 * rest of the body is read and thrown away, and once the answer has gone out the server half-closes (FIN after the
 * answer). The connection is destroyed when the client closes its side, or after LINGER_IDLE_MS without data, or
 * LINGER_TOTAL_MS in all, or LINGER_MAX_BYTES discarded — so a client cannot hold a connection open by trickling. Both
 * timers start when the connection is taken over, not when the answer ends (issue 37): a stalled upload that Node's
 * request timeout gives up has an answer that never ends, and would otherwise hold its connection for ever.
 *
 * An answer written while its request's body is still arriving says `Connection: close` (RFC 9112 §9.6): the
 * connection ends after it, and a keep-alive client that reused it for its next request would have that request
 * thrown away with the rest of the refused body, and read a reset (issue 37: a 1 MB body, then any request).
 * A request whose body was read to the end (or that had none) is not touched.
 */

/** How long a lingering connection may last in all after the answer, and without any data (nginx's lingering_time and lingering_timeout). */
export const LINGER_TOTAL_MS = 30_000;
export const LINGER_IDLE_MS = 5_000;
/** The most of a refused body that is read and thrown away. */
export const LINGER_MAX_BYTES = 16 * 1024 * 1024;

const CURRENT = Symbol('touchline.currentExchange');
const LINGERING = Symbol('touchline.lingering');
const ORIGINAL_DESTROY = Symbol('touchline.destroy');

/**
 * Makes every connection of `server` close as above. `limits` are for tests.
 * @param {import('node:http').Server} server
 * @param {{ totalMs?: number, idleMs?: number, maxBytes?: number }} [limits]
 */
export function drainEarlyAnswers(server, limits = {}) {
  const { totalMs = LINGER_TOTAL_MS, idleMs = LINGER_IDLE_MS, maxBytes = LINGER_MAX_BYTES } = limits;
  const limitsOf = { totalMs, idleMs, maxBytes };
  // Before the app's own listener: the app may give up the body at once.
  server.prependListener('request', (request, response) => {
    const { socket } = request;
    socket[CURRENT] = { request, response };
    // Set before the status line goes out (res.end without writeHead comes through here too): see above.
    const writeHead = response.writeHead;
    response.writeHead = function writeHeadClosingEarly(...args) {
      if (!request.complete) {
        response.shouldKeepAlive = false;
        if (!response.headersSent) response.setHeader('connection', 'close');
      }
      return writeHead.apply(this, args);
    };
    // Answered while the body is still arriving, and the app stopped reading it: Node would leave the connection
    // waiting for a body nobody reads, then time it out with a reset. Drain it and close instead.
    response.once('finish', () => {
      if (!request.complete && !socket.destroyed && !socket[LINGERING]) linger(socket, response, socket[ORIGINAL_DESTROY], limitsOf);
    });
  });
  server.on('connection', (socket) => {
    const destroy = socket.destroy.bind(socket);
    socket[ORIGINAL_DESTROY] = destroy;
    socket.destroy = (error) => {
      // While lingering, only the timers below end the connection (Node's own destroySoon() after the answer included).
      if (socket[LINGERING]) return socket;
      const current = socket[CURRENT];
      if (socket.destroyed || !current || current.request.complete) return destroy(error);
      linger(socket, current.response, destroy, limitsOf);
      return socket;
    };
  });
}

function linger(socket, response, destroy, { totalMs, idleMs, maxBytes }) {
  socket[LINGERING] = true;
  let total;
  let idle;
  const close = () => {
    clearTimeout(total);
    clearTimeout(idle);
    destroy();
  };
  // The HTTP parser reads no more of this connection (adding a listener also takes the socket back from the parser's
  // native consumer): what still arrives of the body is counted and dropped. The parser may still be inside the chunk
  // it was reading, and pauses the socket when the given-up request refuses more: nothing pauses it from now on.
  socket.removeAllListeners('data');
  socket.pause = () => socket;
  let discarded = 0;
  const restartIdle = () => {
    clearTimeout(idle);
    idle = setTimeout(close, idleMs);
  };
  socket.on('data', (chunk) => {
    discarded += chunk.length;
    if (discarded > maxBytes) close();
    else restartIdle();
  });
  socket.once('end', close);
  socket.once('error', close);
  // From the takeover on, whether or not the answer ever ends.
  total = setTimeout(close, totalMs);
  restartIdle();
  let isHalfClosed = false;
  const halfClose = () => {
    if (isHalfClosed) return;
    isHalfClosed = true;
    socket.end();
  };
  if (response.writableFinished) halfClose();
  else {
    response.once('finish', halfClose);
    response.once('close', halfClose);
  }
  socket.resume();
  // The parser may have stopped the native reads itself (it pauses the handle directly while it consumes the socket):
  // start them again, as net.Socket does when a paused socket resumes.
  if (socket._handle && !socket._handle.reading) {
    socket._handle.reading = true;
    socket._handle.readStart();
  }
}
