/**
 * The fans of the live bench (scripts/bench-live.ts): one process of many event-stream clients, forked by the bench
 * and driven over IPC. It opens `count` streams to one URL (node:http, a keep-alive agent, `concurrency` at a time),
 * reads them with a minimal SSE line parser, and notes when each frame's `id:` (the match's version) arrives, by the
 * wall clock the bench shares on this machine. Then it answers how long each posted event took to reach each stream.
 *
 *   bench → client: {kind: 'open', url, count, concurrency} · {kind: 'report', events, finalVersion} · {kind: 'close'}
 *   client → bench: {kind: 'opened', …OpenResult} · {kind: 'report', …DeliveryReport}
 */
import http from 'node:http';

/** A frame as the parser hands it over: its `id:`, its `event:` and, when asked for, its `data:` lines joined. */
export interface SseFrame {
  id: string | null;
  event: string | null;
  data: string;
}

/**
 * Feeds text in; calls `onFrame` for every complete frame (a blank line ends one). Comments (`: keep-alive`) and the
 * `retry:` frame, which carry no id and no data, are not frames. `wantsData` false skips storing the data lines.
 */
export function sseParser(onFrame: (frame: SseFrame) => void, wantsData = true): (chunk: string) => void {
  let rest = '';
  let id: string | null = null;
  let event: string | null = null;
  let data: string[] = [];
  return (chunk) => {
    rest += chunk;
    let end = rest.indexOf('\n');
    while (end !== -1) {
      const line = rest.slice(0, end).replace(/\r$/, '');
      rest = rest.slice(end + 1);
      if (line === '') {
        if (id !== null || data.length > 0) onFrame({ id, event, data: data.join('\n') });
        id = null;
        event = null;
        data = [];
      } else if (line.startsWith('id:')) id = line.slice(3).trim();
      else if (line.startsWith('event:')) event = line.slice(6).trim();
      else if (line.startsWith('data:') && wantsData) data.push(line.slice(5).replace(/^ /, ''));
      end = rest.indexOf('\n');
    }
  };
}

/**
 * The match version a frame carries and, for a change, the version it was made from (null for a whole `{match}`).
 * The frame's `id:` is not the version through the edge (nchan numbers its own messages): the data says it. Only the
 * match has a `version` (its events do not), so the first one is the match's.
 */
export function frameVersion(frame: SseFrame): { version: number; from: number | null } | null {
  const version = /"version":(\d+)/.exec(frame.data)?.[1];
  if (version === undefined) return null;
  const from = frame.event === 'change' ? Number(/"from":(\d+)/.exec(frame.data)?.[1] ?? Number.NaN) : null;
  return { version: Number(version), from };
}

export interface StreamHandle {
  /** Resolves with the first frame's arrival time, or rejects with why the stream did not start. */
  first: Promise<number>;
  close(): void;
  /** Whether the server ended the stream (or it broke) after it started. */
  isEnded(): boolean;
  /** Bytes read from its socket so far (headers, chunk framing and frames: what the wire carried). */
  bytesRead(): number;
}

export interface StreamOptions {
  wantsData?: boolean;
  timeoutMs?: number;
  /** The source address to connect from (the bench spreads its fans over several 127.x addresses). */
  localAddress?: string;
  /**
   * With `localAddress`, the source port too. Left to the kernel, a bind to an address before connect searches the
   * whole ephemeral range for a free port on every connection: at 15,000 connections from one address that search
   * takes ~25 s of system CPU (against ~2 s without a source address), and the load generator, not the edge, sets the
   * pace of every opening and every reconnect storm.
   */
  localPort?: number;
  /** Resumes after this frame id (the `Last-Event-ID` a browser's EventSource sends when it reconnects). */
  lastEventId?: string | null;
  /** Called once when a stream that had started ends or breaks, unless `close()` ended it. */
  onEnd?: () => void;
}

/** Opens one event stream; `onFrame` gets every frame with its arrival time (Date.now(), shared by the bench's processes). */
export function openStream(
  url: string,
  agent: http.Agent,
  onFrame: (frame: SseFrame, at: number) => void,
  options: StreamOptions = {},
): StreamHandle {
  let isEnded = false;
  let isClosed = false;
  let request: http.ClientRequest | null = null;
  let bytes = 0;
  const first = new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new Error('ETIMEDOUT'));
      request?.destroy();
    }, options.timeoutMs ?? 120_000);
    let hasFirst = false;
    const parse = sseParser((frame) => {
      const at = Date.now();
      onFrame(frame, at);
      if (!hasFirst && frame.id !== null) {
        hasFirst = true;
        clearTimeout(timer);
        resolve(at);
      }
    }, options.wantsData ?? false);
    // As a phone's browser asks (a stream the server compressed would not parse: the bench would say so).
    const headers: Record<string, string> = { accept: 'text/event-stream', 'accept-encoding': 'gzip, deflate, br' };
    if (options.lastEventId) headers['last-event-id'] = options.lastEventId;
    const end = () => {
      if (isEnded) return;
      isEnded = true;
      clearTimeout(timer);
      if (!hasFirst) reject(new Error('ended before the first frame'));
      else if (!isClosed) options.onEnd?.();
    };
    request = http.get(url, { agent, headers, localAddress: options.localAddress, localPort: options.localPort }, (response) => {
      if (response.statusCode !== 200) {
        isEnded = true;
        clearTimeout(timer);
        reject(new Error(`HTTP ${response.statusCode}`));
        response.resume();
        return;
      }
      const socket = response.socket;
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        bytes = socket.bytesRead;
        parse(chunk);
      });
      response.on('end', end);
      response.on('error', end);
      response.on('close', end);
    });
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (isEnded) return;
      if (hasFirst) return end();
      isEnded = true;
      clearTimeout(timer);
      reject(new Error(error.code ?? error.message));
    });
  });
  first.catch(() => undefined);
  return {
    first,
    close: () => {
      isClosed = true;
      request?.destroy();
    },
    isEnded: () => isEnded,
    bytesRead: () => bytes,
  };
}

export interface OpenResult {
  attempted: number;
  /** Streams that got their first frame. */
  connected: number;
  /** Why the others did not, by reason (EMFILE, ECONNRESET, HTTP 503, ETIMEDOUT, …). */
  failures: Record<string, number>;
  /** Milliseconds from each request to its first frame. */
  connectMs: number[];
}

export interface DeliveryReport {
  /** By event: milliseconds from its POST to each stream's first frame at (or past) its version. */
  delays: number[][];
  /** (stream, event) pairs never delivered: the stream ended or never reached that version. */
  undelivered: number;
  /** Streams that never reached the final version. */
  missedFinal: number;
  /** Versions a stream went past without a frame of its own (a frame that carries several changes, or a whole one). */
  skippedVersions: number;
  streamsWithSkips: number;
  /** Times a stream ended or broke under its fan during the run (an edge reload, a copy gone). */
  drops: number;
  /** Streams that dropped at least once. */
  droppedStreams: number;
  /** For each drop: milliseconds until the fan's stream had its first frame again. */
  backMs: number[];
  /** Streams still not back when the report was asked for. */
  notBack: number;
  /** Changes that did not follow the fan's version (the fan then opened the stream again for the whole match). */
  gaps: number;
  /** Changes the fan already had (published twice), ignored. */
  repeats: number;
  /** Why a fan's attempts to open its stream again failed, by reason (HTTP 403, ECONNRESET, …). */
  refusals: Record<string, number>;
}

/**
 * The source ports a client process takes in turn with a source address of its own (StreamOptions.localPort): above
 * the services' usual ports, so that a reconnect reuses a port only after a whole round of the range. A port another
 * program holds (EADDRINUSE) is skipped.
 */
const SOURCE_PORTS = { first: 10_000, last: 60_999 };

/** What the page's island waits before it opens a dropped stream again (use-live-match.ts): seconds, then ×0.5–1.5. */
const BACKOFF_SECONDS = [2, 4, 8, 15, 30, 60];
const WAIT_FOR_FINAL_MS = 30_000;

/** One fan: the versions their stream reached and when, and how it came back after a drop. */
interface Fan {
  versions: number[];
  times: number[];
  version: number | null;
  lastId: string | null;
  handle: StreamHandle | null;
  attempts: number;
  droppedAt: number | null;
  drops: number;
  gaps: number;
  repeats: number;
}

function runClient(): void {
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  const fans: Fan[] = [];
  const backMs: number[] = [];
  const refusals: Record<string, number> = {};
  let url = '';
  let localAddress: string | undefined;
  let nextPort = SOURCE_PORTS.first;
  /** A source port when the fans have a source address of their own. */
  const localPort = () => {
    if (!localAddress) return undefined;
    const port = nextPort;
    nextPort = port >= SOURCE_PORTS.last ? SOURCE_PORTS.first : port + 1;
    return port;
  };
  let isClosing = false;
  let finalVersion = Number.POSITIVE_INFINITY;
  let reachedFinal = 0;
  let onAllFinal: (() => void) | null = null;
  const send = (message: object) => process.send?.(message);

  /** A frame: the fan's version moves on, or, for a change made from another version, the fan starts again. */
  const onFrame = (fan: Fan, frame: SseFrame, at: number) => {
    const carried = frameVersion(frame);
    if (!carried) return;
    // A change the fan already has (the edge may carry a frame twice: a copy that died after its publish, before it
    // recorded it): ignored, as the page's island does.
    if (carried.from !== null && fan.version !== null && carried.version <= fan.version) {
      fan.repeats += 1;
      return;
    }
    if (carried.from !== null && carried.from !== fan.version) {
      fan.gaps += 1;
      fan.lastId = null;
      fan.handle?.close();
      dropped(fan, true);
      return;
    }
    if (fan.droppedAt !== null) {
      backMs.push(at - fan.droppedAt);
      fan.droppedAt = null;
    }
    fan.attempts = 0;
    if (carried.version >= finalVersion && (fan.version ?? -1) < finalVersion) {
      reachedFinal += 1;
      if (reachedFinal === fans.length) onAllFinal?.();
    }
    fan.version = carried.version;
    fan.lastId = frame.id;
    fan.versions.push(carried.version);
    fan.times.push(at);
  };

  const connect = (fan: Fan) => {
    fan.handle = openStream(url, agent, (frame, at) => onFrame(fan, frame, at), {
      wantsData: true,
      localAddress,
      localPort: localPort(),
      lastEventId: fan.lastId,
      onEnd: () => dropped(fan, false),
    });
    // A source port in use is this machine's, not the edge's refusal: the next port at once.
    fan.handle.first.catch((error: Error) => {
      if (error.message === 'EADDRINUSE') return connect(fan);
      refusals[error.message] = (refusals[error.message] ?? 0) + 1;
      dropped(fan, false);
    });
  };

  /** The stream ended, broke or was refused: the fan opens it again as the page does (at once after a gap). */
  const dropped = (fan: Fan, isGap: boolean) => {
    if (isClosing) return;
    if (fan.droppedAt === null) {
      fan.droppedAt = Date.now();
      fan.drops += isGap ? 0 : 1;
    }
    const step = BACKOFF_SECONDS[Math.min(fan.attempts, BACKOFF_SECONDS.length - 1)] as number;
    fan.attempts += 1;
    setTimeout(() => connect(fan), isGap ? 0 : step * 1000 * (0.5 + Math.random()));
  };

  const open = async (count: number, concurrency: number): Promise<OpenResult> => {
    const result: OpenResult = { attempted: count, connected: 0, failures: {}, connectMs: [] };
    let next = 0;
    const opener = async () => {
      while (next < count) {
        next += 1;
        const fan: Fan = {
          versions: [],
          times: [],
          version: null,
          lastId: null,
          handle: null,
          attempts: 0,
          droppedAt: null,
          drops: 0,
          gaps: 0,
          repeats: 0,
        };
        const started = Date.now();
        const attempt = () =>
          openStream(url, agent, (frame, at) => onFrame(fan, frame, at), {
            wantsData: true,
            localAddress,
            localPort: localPort(),
            onEnd: () => dropped(fan, false),
          });
        fan.handle = attempt();
        try {
          let at: number | null = null;
          for (let tries = 1; at === null; tries += 1) {
            at = await fan.handle.first.catch((error: Error) => {
              if (error.message !== 'EADDRINUSE' || tries >= 100) throw error;
              fan.handle = attempt();
              return null;
            });
          }
          result.connected += 1;
          result.connectMs.push(at - started);
          fans.push(fan);
        } catch (error) {
          const reason = (error as Error).message;
          result.failures[reason] = (result.failures[reason] ?? 0) + 1;
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, count) }, opener));
    return result;
  };

  const report = async (events: { version: number; sentAt: number }[], final: number): Promise<DeliveryReport> => {
    finalVersion = final;
    reachedFinal = fans.filter((fan) => (fan.version ?? -1) >= final).length;
    if (reachedFinal < fans.length) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, WAIT_FOR_FINAL_MS);
        onAllFinal = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
    const result: DeliveryReport = {
      delays: events.map(() => []),
      undelivered: 0,
      missedFinal: 0,
      skippedVersions: 0,
      streamsWithSkips: 0,
      drops: 0,
      droppedStreams: 0,
      backMs,
      notBack: 0,
      gaps: 0,
      repeats: 0,
      refusals,
    };
    for (const fan of fans) {
      const { versions, times } = fan;
      events.forEach((event, eventIndex) => {
        const index = versions.findIndex((version) => version >= event.version);
        if (index === -1) result.undelivered += 1;
        else result.delays[eventIndex]?.push((times[index] as number) - event.sentAt);
      });
      if ((fan.version ?? -1) < final) result.missedFinal += 1;
      let skipped = 0;
      for (let index = 1; index < versions.length; index += 1)
        skipped += Math.max(0, (versions[index] as number) - (versions[index - 1] as number) - 1);
      result.skippedVersions += skipped;
      if (skipped > 0) result.streamsWithSkips += 1;
      result.drops += fan.drops;
      if (fan.drops > 0) result.droppedStreams += 1;
      if (fan.droppedAt !== null) result.notBack += 1;
      result.gaps += fan.gaps;
      result.repeats += fan.repeats;
    }
    return result;
  };

  process.on('message', (message: { kind: string; [key: string]: unknown }) => {
    if (message.kind === 'open') {
      url = message.url as string;
      localAddress = (message.localAddress as string | undefined) ?? undefined;
      void open(message.count as number, message.concurrency as number).then((result) => send({ kind: 'opened', ...result }));
    } else if (message.kind === 'report') {
      void report(message.events as { version: number; sentAt: number }[], message.finalVersion as number).then((result) =>
        send({ kind: 'report', ...result }),
      );
    } else if (message.kind === 'close') {
      isClosing = true;
      for (const fan of fans) fan.handle?.close();
      agent.destroy();
      process.exit(0);
    }
  });
  // The bench gone (Ctrl-C, a crash): so are its fans.
  process.on('disconnect', () => process.exit(0));
}

if (process.env.BENCH_LIVE_CLIENT) runClient();
