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

/** A frame as the parser hands it over: its `id:` and, when asked for, its `data:` lines joined. */
export interface SseFrame {
  id: string | null;
  data: string;
}

/**
 * Feeds text in; calls `onFrame` for every complete frame (a blank line ends one). Comments (`: keep-alive`) and the
 * `retry:` frame, which carry no id and no data, are not frames. `wantsData` false skips storing the data lines.
 */
export function sseParser(onFrame: (frame: SseFrame) => void, wantsData = true): (chunk: string) => void {
  let rest = '';
  let id: string | null = null;
  let data: string[] = [];
  return (chunk) => {
    rest += chunk;
    let end = rest.indexOf('\n');
    while (end !== -1) {
      const line = rest.slice(0, end).replace(/\r$/, '');
      rest = rest.slice(end + 1);
      if (line === '') {
        if (id !== null || data.length > 0) onFrame({ id, data: data.join('\n') });
        id = null;
        data = [];
      } else if (line.startsWith('id:')) id = line.slice(3).trim();
      else if (line.startsWith('data:') && wantsData) data.push(line.slice(5).replace(/^ /, ''));
      end = rest.indexOf('\n');
    }
  };
}

export interface StreamHandle {
  /** Resolves with the first frame's arrival time, or rejects with why the stream did not start. */
  first: Promise<number>;
  close(): void;
  /** Whether the server ended the stream (or it broke) after it started. */
  isEnded(): boolean;
}

/** Opens one event stream; `onFrame` gets every frame with its arrival time (Date.now(), shared by the bench's processes). */
export function openStream(
  url: string,
  agent: http.Agent,
  onFrame: (frame: SseFrame, at: number) => void,
  options: { wantsData?: boolean; timeoutMs?: number } = {},
): StreamHandle {
  let isEnded = false;
  let request: http.ClientRequest | null = null;
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
    const headers = { accept: 'text/event-stream', 'accept-encoding': 'gzip, deflate, br' };
    request = http.get(url, { agent, headers }, (response) => {
      if (response.statusCode !== 200) {
        clearTimeout(timer);
        reject(new Error(`HTTP ${response.statusCode}`));
        response.resume();
        return;
      }
      response.setEncoding('utf8');
      response.on('data', parse);
      const end = () => {
        isEnded = true;
        clearTimeout(timer);
        if (!hasFirst) reject(new Error('ended before the first frame'));
      };
      response.on('end', end);
      response.on('error', end);
      response.on('close', end);
    });
    request.on('error', (error: NodeJS.ErrnoException) => {
      isEnded = true;
      clearTimeout(timer);
      reject(new Error(error.code ?? error.message));
    });
  });
  first.catch(() => undefined);
  return { first, close: () => request?.destroy(), isEnded: () => isEnded };
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
  /** Versions a stream went past without a frame of its own (a later frame carried them: every frame is the whole state). */
  skippedVersions: number;
  streamsWithSkips: number;
  /** Streams the server ended during the run. */
  endedEarly: number;
}

interface Watched {
  versions: number[];
  times: number[];
  handle: StreamHandle;
}

const WAIT_FOR_FINAL_MS = 30_000;

function runClient(): void {
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  const streams: Watched[] = [];
  let finalVersion = Number.POSITIVE_INFINITY;
  let reachedFinal = 0;
  let onAllFinal: (() => void) | null = null;
  const send = (message: object) => process.send?.(message);

  const open = async (url: string, count: number, concurrency: number): Promise<OpenResult> => {
    const result: OpenResult = { attempted: count, connected: 0, failures: {}, connectMs: [] };
    let next = 0;
    const opener = async () => {
      while (next < count) {
        next += 1;
        const watched: Watched = { versions: [], times: [], handle: null as unknown as StreamHandle };
        const started = Date.now();
        watched.handle = openStream(url, agent, (frame, at) => {
          const version = Number(frame.id);
          if (!Number.isFinite(version)) return;
          if (version >= finalVersion && (watched.versions.at(-1) ?? -1) < finalVersion) {
            reachedFinal += 1;
            if (reachedFinal === streams.length) onAllFinal?.();
          }
          watched.versions.push(version);
          watched.times.push(at);
        });
        try {
          const at = await watched.handle.first;
          result.connected += 1;
          result.connectMs.push(at - started);
          streams.push(watched);
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
    reachedFinal = streams.filter((stream) => (stream.versions.at(-1) ?? -1) >= final).length;
    if (reachedFinal < streams.length) {
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
      endedEarly: 0,
    };
    for (const { versions, times, handle } of streams) {
      events.forEach((event, eventIndex) => {
        const index = versions.findIndex((version) => version >= event.version);
        if (index === -1) result.undelivered += 1;
        else result.delays[eventIndex]?.push((times[index] as number) - event.sentAt);
      });
      if ((versions.at(-1) ?? -1) < final) result.missedFinal += 1;
      let skipped = 0;
      for (let index = 1; index < versions.length; index += 1)
        skipped += Math.max(0, (versions[index] as number) - (versions[index - 1] as number) - 1);
      result.skippedVersions += skipped;
      if (skipped > 0) result.streamsWithSkips += 1;
      if (handle.isEnded()) result.endedEarly += 1;
    }
    return result;
  };

  process.on('message', (message: { kind: string; [key: string]: unknown }) => {
    if (message.kind === 'open') {
      void open(message.url as string, message.count as number, message.concurrency as number).then((result) =>
        send({ kind: 'opened', ...result }),
      );
    } else if (message.kind === 'report') {
      void report(message.events as { version: number; sentAt: number }[], message.finalVersion as number).then((result) =>
        send({ kind: 'report', ...result }),
      );
    } else if (message.kind === 'close') {
      for (const stream of streams) stream.handle.close();
      agent.destroy();
      process.exit(0);
    }
  });
  // The bench gone (Ctrl-C, a crash): so are its fans.
  process.on('disconnect', () => process.exit(0));
}

if (process.env.BENCH_LIVE_CLIENT) runClient();
