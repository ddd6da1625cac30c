import 'server-only';
import { listenForLiveChanges, type LiveListener } from '../adapters/live/live-bus';
import { getConfig } from '../config';
import { getDb } from '../db/client';
import { getLogger } from '../logger';
import { getLiveVersions } from '../matches';
import { countLiveFrames, watchLiveStreams } from '../metrics';
import { getLiveMatchView, type LiveMatchView } from './live-view';

/**
 * The live hub (issue 24): every fan's event stream in this copy, by match. One listener per copy hears that a match
 * changed (the live bus: NOTIFY or Redis), the hub reads the match once, renders one frame, and writes the same bytes
 * to every stream of that match — so a change costs one query and one JSON per copy, however many fans watch. A
 * version check every second covers a notice lost on the way (a dropped LISTEN connection, Redis away); a comment line
 * every 15 s keeps proxies from closing quiet streams. A stream that cannot keep up (its buffer grows) is closed: its
 * browser reconnects and gets the whole state again.
 *
 * Each change is rendered twice at most (issue 38): what changed since the version before, for the streams that have
 * that version, and the whole match, for a stream that joins or skipped a version (a newer frame took over before
 * the older one reached it). So a frame never resends what its fan already has.
 */
export interface LiveStream {
  /** Queues bytes; false when the stream's buffer is over its bound (the hub then closes it). */
  write(bytes: Uint8Array): boolean;
  close(): void;
}

export interface LiveFrame {
  version: number;
  /** The whole match at this version. */
  bytes: Uint8Array;
  view: LiveMatchView;
}

/** How the hub's frames are written (the route's SSE frames; a stand-in in the unit test). */
export interface LiveRenderer {
  /** The whole match: a stream's first frame, and the frame of one that missed a version. */
  whole(view: LiveMatchView): Uint8Array;
  /** What `after` changed from `before`, for the streams that have `before`. */
  change(before: LiveMatchView, after: LiveMatchView): Uint8Array;
  /** What a stream is sent last when the copy stops (issue 39: SSE's `retry:`, so the browser comes back soon, elsewhere). */
  farewell?(): Uint8Array;
}

/** How many streams one copy holds (LIVE_MAX_STREAMS), and of them at most how many from one address. */
export interface LiveLimits {
  maxStreams: number;
  maxPerAddress: number;
}

/** What a join gave: the frame the stream starts with, or why it was not added. */
export type LiveJoin =
  | { ok: true; frame: LiveFrame }
  /** `full`: the copy or the address holds its most streams; `not_found`: no such match; `left`: it closed while joining. */
  | { ok: false; reason: 'full' | 'not_found' | 'left' };

const CATCH_UP_MS = 1_000;
/**
 * A quiet stream gets a comment line at least every HEARTBEAT_MS (the contract says 20 s); a room that had a frame
 * lately needs none — at 10,000 streams a heartbeat costs a copy as much as an event. Checked every HEARTBEAT_CHECK_MS.
 */
const HEARTBEAT_MS = 15_000;
const HEARTBEAT_CHECK_MS = 5_000;
const HEARTBEAT = new TextEncoder().encode(': keep-alive\n\n');
/**
 * Streams written per turn of the event loop. Each write runs through the route's web streams into its socket, and a
 * stream's bytes leave only once the turn's promise jobs are done: written in one go, a frame to 10,000 streams held
 * the copy for a second or more and reached even the first fan only at the end (`npm run bench -- live`). In slices,
 * the first fans have it at once and the copy answers other requests between slices.
 */
const WRITES_PER_TURN = 500;

interface Room {
  /** Each stream, with the version it has been sent. */
  streams: Map<LiveStream, number>;
  frame: LiveFrame | null;
  loading: Promise<LiveFrame | null> | null;
  /** A newer version was announced while loading: load again after. */
  wanted: number;
  /** The frame being written, slice by slice (a newer frame takes over: the streams not yet written skip the old one). */
  pass: object | null;
  /** When the room's streams were last written to (a frame or a heartbeat), epoch ms. */
  lastWriteAt: number;
}

export class LiveHub {
  private readonly rooms = new Map<number, Room>();
  private listener: LiveListener | null = null;
  private timers: NodeJS.Timeout[] = [];
  /** Every stream this copy counts, from the moment its join is accepted (before the match is read), by address. */
  private readonly members = new Map<LiveStream, string>();
  private readonly perAddress = new Map<string, number>();

  constructor(
    private readonly render: LiveRenderer,
    private readonly limits: LiveLimits = { maxStreams: Infinity, maxPerAddress: Infinity },
  ) {}

  /** How many streams this copy holds (those still joining included). */
  get size(): number {
    return this.members.size;
  }

  /** How many streams this copy holds from `address`. */
  sizeOf(address: string): number {
    return this.perAddress.get(address) ?? 0;
  }

  /**
   * Adds a stream from `address` to a match's room and resolves with the frame it starts with (the match as it is now).
   * The caps are checked and the stream counted in one synchronous step, before the match is read: a thousand joins
   * at the same moment on a cold room cannot all pass a check that none of them has been counted in yet (issue 37).
   * A stream that leaves while the match is read (its browser gone) is never added. The frame is written here.
   */
  async join(matchId: number, stream: LiveStream, address: string): Promise<LiveJoin> {
    if (this.members.size >= this.limits.maxStreams || this.sizeOf(address) >= this.limits.maxPerAddress)
      return { ok: false, reason: 'full' };
    this.members.set(stream, address);
    this.perAddress.set(address, this.sizeOf(address) + 1);
    this.start();
    const loaded = this.roomOf(matchId);
    const frame = loaded.frame ?? (await this.refresh(matchId, loaded));
    if (!this.members.has(stream)) return { ok: false, reason: 'left' };
    if (!frame) {
      this.release(stream);
      return { ok: false, reason: 'not_found' };
    }
    // The room may have emptied (and gone) while the match was read: the stream joins whichever room is there now.
    const room = this.roomOf(matchId);
    if (!room.frame || room.frame.version < frame.version) room.frame = frame;
    // The whole match is written here, in the step that adds the stream: a change broadcast a moment later (for the
    // version it now has) can never reach it first.
    room.streams.set(stream, room.frame.version);
    stream.write(room.frame.bytes);
    return { ok: true, frame: room.frame };
  }

  /** Takes a stream out of its room and out of the counts; a stream still joining is never added. */
  leave(matchId: number, stream: LiveStream): void {
    this.release(stream);
    const room = this.rooms.get(matchId);
    if (!room?.streams.delete(stream)) return;
    if (room.streams.size === 0 && !room.loading) this.rooms.delete(matchId);
  }

  private release(stream: LiveStream): void {
    const address = this.members.get(stream);
    if (address === undefined) return;
    this.members.delete(stream);
    const left = this.sizeOf(address) - 1;
    if (left > 0) this.perAddress.set(address, left);
    else this.perAddress.delete(address);
  }

  /** A change was announced: re-read the match if this copy has streams on it. */
  changed(matchId: number, version: number): void {
    const room = this.rooms.get(matchId);
    if (!room || (room.frame && room.frame.version >= version)) return;
    room.wanted = Math.max(room.wanted, version);
    void this.refresh(matchId, room);
  }

  async stop(): Promise<void> {
    for (const timer of this.timers) clearInterval(timer);
    this.timers = [];
    const listener = this.listener;
    this.listener = null;
    await listener?.stop();
    for (const [matchId, room] of this.rooms) {
      for (const stream of room.streams.keys()) {
        if (this.render.farewell) stream.write(this.render.farewell());
        stream.close();
      }
      this.rooms.delete(matchId);
    }
    this.members.clear();
    this.perAddress.clear();
  }

  private roomOf(matchId: number): Room {
    let room = this.rooms.get(matchId);
    if (!room) {
      room = { streams: new Map(), frame: null, loading: null, wanted: 0, pass: null, lastWriteAt: Date.now() };
      this.rooms.set(matchId, room);
    }
    return room;
  }

  /** Loads the match once however many ask at the same moment; broadcasts a newer frame to the room. */
  private refresh(matchId: number, room: Room): Promise<LiveFrame | null> {
    room.loading ??= (async () => {
      try {
        for (let attempt = 0; attempt < 3; attempt += 1) {
          const view = await getLiveMatchView(matchId);
          if (!view) return null;
          if (!room.frame || view.version > room.frame.version) {
            const before = room.frame;
            const frame = { version: view.version, bytes: this.render.whole(view), view };
            room.frame = frame;
            this.broadcast(room, frame, before ? { from: before.version, bytes: this.render.change(before.view, view) } : null);
          }
          if (room.wanted <= view.version) break;
        }
        return room.frame;
      } catch (error) {
        getLogger().warn({ err: (error as Error).message, matchId }, 'live: could not read the match');
        return room.frame;
      } finally {
        room.loading = null;
        if (room.streams.size === 0) this.rooms.delete(matchId);
      }
    })();
    return room.loading;
  }

  /**
   * Writes a frame to the room's streams, a slice per turn: the change to a stream that has its version, the whole
   * match to any other. A newer frame stops an older one still under way (the streams it had not reached skip it).
   */
  private broadcast(room: Room, frame: LiveFrame, change: { from: number; bytes: Uint8Array } | null): void {
    const pass = {};
    room.pass = pass;
    room.lastWriteAt = Date.now();
    const bytesFor = (stream: LiveStream) => {
      const bytes = change && room.streams.get(stream) === change.from ? change.bytes : frame.bytes;
      if (room.streams.has(stream)) room.streams.set(stream, frame.version);
      return bytes;
    };
    writeInSlices(
      [...room.streams.keys()],
      bytesFor,
      () => room.pass === pass,
      (written) => countLiveFrames('copy', written),
    );
  }

  /** The listener and timers start with the first stream (a copy no fan watches holds no connection for it). */
  private start(): void {
    if (this.timers.length > 0) return;
    this.timers.push(
      setInterval(() => void this.catchUp(), CATCH_UP_MS),
      setInterval(() => {
        const due = Date.now() - (HEARTBEAT_MS - HEARTBEAT_CHECK_MS);
        for (const room of this.rooms.values()) {
          if (room.lastWriteAt > due) continue;
          room.lastWriteAt = Date.now();
          writeInSlices([...room.streams.keys()], () => HEARTBEAT);
        }
      }, HEARTBEAT_CHECK_MS),
    );
    for (const timer of this.timers) timer.unref();
    void (async () => {
      const config = getConfig();
      const databaseUrl = config.database.url ?? (await getDb()).$client.options.connectionString;
      if (!databaseUrl || this.timers.length === 0) return;
      this.listener = listenForLiveChanges({
        databaseUrl,
        redis: config.redis,
        logger: getLogger(),
        onChange: ({ matchId, version }) => this.changed(matchId, version),
      });
    })().catch((error: unknown) => getLogger().warn({ err: (error as Error).message }, 'live: listener did not start'));
  }

  private async catchUp(): Promise<void> {
    const ids = [...this.rooms.keys()];
    if (ids.length === 0) return;
    try {
      const versions = await getLiveVersions(ids);
      for (const [matchId, version] of versions) this.changed(matchId, version);
    } catch (error) {
      getLogger().warn({ err: (error as Error).message }, 'live: catch-up failed');
    }
  }
}

/**
 * Writes `bytesFor(stream)` to `streams`, WRITES_PER_TURN at a time, while `isCurrent()`; a stream that cannot keep up
 * is closed.
 */
function writeInSlices(
  streams: LiveStream[],
  bytesFor: (stream: LiveStream) => Uint8Array,
  isCurrent: () => boolean = () => true,
  onWritten: (streams: number) => void = () => undefined,
): void {
  let index = 0;
  const turn = () => {
    if (!isCurrent()) return;
    const start = index;
    for (const end = Math.min(streams.length, index + WRITES_PER_TURN); index < end; index += 1) {
      const stream = streams[index] as LiveStream;
      if (!stream.write(bytesFor(stream))) stream.close();
    }
    onWritten(index - start);
    if (index < streams.length) setImmediate(turn);
  };
  turn();
}

/** The copy's one hub (kept on globalThis: Next may load this module once per bundle). */
const HUB = Symbol.for('touchline.live-hub');

/**
 * The launcher (scripts/serve.mjs) calls this on SIGTERM before it stops listening: every stream is closed (its browser
 * reconnects, through the edge, to another copy), or the server's close would wait for streams that never end.
 */
const STOP_HOOK = Symbol.for('touchline.live-stop');

export function liveHub(render: LiveRenderer): LiveHub {
  const holder = globalThis as { [HUB]?: LiveHub; [STOP_HOOK]?: () => Promise<void> };
  if (!holder[HUB]) {
    holder[HUB] = new LiveHub(render, getConfig().live);
    watchLiveStreams(() => (globalThis as { [HUB]?: LiveHub })[HUB]?.size ?? 0);
  }
  holder[STOP_HOOK] = stopLiveHub;
  return holder[HUB];
}

/** Stops this copy's hub, if it started (a graceful stop, tests). */
export async function stopLiveHub(): Promise<void> {
  const holder = globalThis as { [HUB]?: LiveHub };
  const hub = holder[HUB];
  delete holder[HUB];
  await hub?.stop();
}
