/**
 * `npm run bench -- live` (or BENCH_PART=live; issues 24 item 7 and 38 item 6, DESIGN §7): how many live event streams
 * (`/api/site/matches/{id}/live`) this machine holds, what each costs in memory, and how long a posted event takes to
 * reach every one of them — on one copy's own hub (npm start's carrier), on a plain node:http server writing the same
 * frames (the floor), and held by the nginx edge's nchan (npm run cluster's carrier) with two copies publishing.
 *
 * On a fresh database on TEST_DATABASE_URL's server (else DATABASE_URL's), dropped afterwards, it starts
 * `npm run cluster` (scripts/bench-cluster.ts's helpers; the build made when stale) in demo mode with the demo match's
 * feed off (DEMO_LIVE_FEED=false, so only the bench's events flow), its edge on CLUSTER_PORT (default 3330 here) and
 * the copies on the next ports. For each run:
 * - a match is created (the console's own service) and kicked off through the service API;
 * - its streams are opened by client processes (scripts/bench-live-clients.ts) and must each get their first frame:
 *   BENCH_LIVE_CLIENTS (default 10,000) straight to one copy, and to the floor, from four processes;
 *   BENCH_LIVE_EDGE_CLIENTS (default 50,000) through the edge, one process and source address (127.0.N.1) per 10,000;
 *   the servers' VmRSS (/proc; the edge's workers together) before and after gives the memory per stream, their open
 *   files that the copies hold none of the edge's streams and let go of their own when the clients leave;
 * - BENCH_LIVE_EVENTS events (default 20: comments, tries and penalties) are posted to the first copy, one every
 *   BENCH_LIVE_INTERVAL_MS (default 500; through the edge BENCH_LIVE_EDGE_INTERVAL_MS, default 5,000); every stream
 *   notes when each version arrives (one clock: one machine; the version is read from the frame's data, since the
 *   edge numbers its own ids), and the delay from each POST being sent to each stream having that version is reported
 *   as p50 / p99 / max, with each server's CPU time meanwhile and how long each copy's /api/health took to answer;
 * - through the edge, the second copy is killed (SIGKILL) after 40% of the events and the edge reloaded (SIGHUP)
 *   after 60%: a fan whose stream ends opens it again as the page does (backoff 2 s × 0.5–1.5, then 4 s …, with
 *   Last-Event-ID; a change that does not follow its version makes it start again), and the ms from each drop to the
 *   stream's next frame are reported;
 * - before the edge run, one fan through the edge and one on a copy follow a match of 100 events from before kick-off
 *   to full time: the bytes each socket read (issue 38: at most 60 KB).
 * The run fails when fewer than 99% of the streams of any group connect, any stream misses the final version or is
 * not back after a drop; the times are reported, never asserted. A table and one line of JSON close the run.
 */
import { fork, spawnSync, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { once } from 'node:events';
import http from 'node:http';
import path from 'node:path';
import { adminQuery } from '../tests/support/test-database';
import { isUp, SERVICE_AUTH, startCluster, stopCluster } from './bench-cluster';
import { openStream, type DeliveryReport, type OpenResult, type StreamHandle } from './bench-live-clients';
import { benchDatabase, percentile } from './bench-load';
import { readClusterState, type ClusterState } from './cluster-state';

const CLIENTS = Number(process.env.BENCH_LIVE_CLIENTS ?? 10_000);
const EDGE_CLIENTS = Number(process.env.BENCH_LIVE_EDGE_CLIENTS ?? 50_000);
const EVENTS = Number(process.env.BENCH_LIVE_EVENTS ?? 20);
const INTERVAL_MS = Number(process.env.BENCH_LIVE_INTERVAL_MS ?? 500);
const EDGE_INTERVAL_MS = Number(process.env.BENCH_LIVE_EDGE_INTERVAL_MS ?? 5_000);
/** Source addresses the edge's fans come from (127.0.N.1), a client process each: 10,000 streams each by default. */
const EDGE_SOURCES = Math.max(1, Math.ceil(EDGE_CLIENTS / 10_000));
/** A whole match for the data figure: its events and how far apart they are posted. */
const DATA_EVENTS = 100;
const DATA_INTERVAL_MS = 200;
const EDGE_PORT = Number(process.env.CLUSTER_PORT ?? 3330);
/** Client processes per run (the streams are shared among them), and requests each keeps in flight while opening. */
const CLIENT_PROCESSES = 4;
const OPENING_CONCURRENCY = 64;
const MAPPING_WAIT_MS = 30_000;
const WARM_STREAMS = 200;

interface Group {
  name: string;
  /** The stream's address. */
  url: string;
  clients: number;
  /** The server's pid (the edge's master for streams through it), to count the streams each holds. */
  pid: number | null;
  /** Source addresses, one client process each (else the run's share of CLIENT_PROCESSES, from 127.0.0.1). */
  sources?: string[];
}

interface GroupResult {
  setup: string;
  name: string;
  pid: number | null;
  open: OpenResult;
  openSeconds: number;
  delivery: DeliveryReport;
  /** Every (stream, event) delay, and by event the first stream's. */
  delays: number[];
  firstDelays: number[];
}

interface ServerRow {
  setup: string;
  name: string;
  streams: number;
  beforeKb: number;
  afterKb: number;
  cpuSeconds: number;
  /** The copy's open files before, with the streams, and once the bench's clients have left. */
  fds: [number, number, number];
  /** Its /api/health answers while the events went out (ms). */
  healthMs: number[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What /proc says of a process, or NaN once it is gone (the bench kills a copy). */
function fromProc(read: () => number): number {
  try {
    return read();
  } catch {
    return Number.NaN;
  }
}

/** A server's processes: the edge's workers (nginx's master holds no streams), else the process itself. */
const isEdge = new Set<number>();
function processesOf(pid: number): number[] {
  if (!isEdge.has(pid)) return [pid];
  return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
}
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** A server's resident memory (VmRSS, KB, its processes together) and its CPU time so far (s), from /proc. */
const rssKb = (pid: number): number =>
  fromProc(() =>
    sum(processesOf(pid).map((each) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${each}/status`, 'utf8'))?.[1] ?? Number.NaN))),
  );
const ticksPerSecond = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;
const cpuSeconds = (pid: number): number =>
  fromProc(() =>
    sum(
      processesOf(pid).map((each) => {
        const stat = readFileSync(`/proc/${each}/stat`, 'utf8');
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
      }),
    ),
  );

const openFiles = (pid: number) => fromProc(() => sum(processesOf(pid).map((each) => readdirSync(`/proc/${each}/fd`).length)));

/** The copies' open files once they are back near `before` (streams closed), or after 15 s, whichever is first. */
async function settledOpenFiles(pids: number[], before: number[]): Promise<number[]> {
  const deadline = Date.now() + 15_000;
  let now = pids.map(openFiles);
  while (Date.now() < deadline && now.some((count, index) => count > (before[index] as number) + 20)) {
    await sleep(250);
    now = pids.map(openFiles);
  }
  return now;
}

/** This process's open-file limit (the client processes and the copies inherit it). */
function openFileLimit(): number {
  return Number(/Max open files\s+(\d+)/.exec(readFileSync('/proc/self/limits', 'utf8'))?.[1] ?? Number.NaN);
}

/** One client process and its replies, in order. */
class ClientProcess {
  private readonly child: ChildProcess;
  private readonly replies: { resolve: (message: unknown) => void; reject: (error: Error) => void }[] = [];

  constructor() {
    this.child = fork(path.join(__dirname, 'bench-live-clients.ts'), [], {
      env: { ...process.env, BENCH_LIVE_CLIENT: '1' },
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    this.child.on('message', (message) => this.replies.shift()?.resolve(message));
    this.child.on('exit', (code, signal) => {
      for (const reply of this.replies.splice(0)) reply.reject(new Error(`a client process exited (${code ?? signal}) before it answered`));
    });
  }

  ask<T>(message: object): Promise<T> {
    return new Promise((resolve, reject) => {
      this.replies.push({ resolve: (reply) => resolve(reply as T), reject });
      this.child.send(message);
    });
  }

  /** Asks the process to close its streams and exit; resolves once it has. */
  close(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return Promise.resolve();
    const exited = once(this.child, 'exit').then(() => undefined);
    if (this.child.connected) this.child.send({ kind: 'close' });
    else this.child.kill();
    return exited;
  }
}

async function postEvent(base: string, matchId: number, body: object): Promise<string> {
  const response = await fetch(`${base}/admin/api/v1/matches/${matchId}/events`, {
    method: 'POST',
    headers: { authorization: SERVICE_AUTH, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (response.status !== 201) throw new Error(`the service API answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { event: { id: string } }).event.id;
}

/** A Springbok match of the bench's, through the console's own service (the service API has no create): its id. */
async function benchMatch(opponent: string, kickoffAt: Date, competition: string): Promise<number> {
  const { createMatch } = await import('../src/server/matches');
  const created = await createMatch(
    {
      team: 'springboks',
      teamName: 'Springboks',
      opponent,
      venue: 'Loftus Versfeld',
      city: 'Pretoria',
      isHome: true,
      kickoffAt,
      competition,
      ticketsUrl: null,
      broadcastUrl: null,
    },
    { type: 'service', label: 'live bench' },
  );
  if (!created.ok) throw new Error(created.error.message);
  return created.value.id;
}

/** The bench's match, kicked off on `base`. */
async function kickedOffMatch(base: string): Promise<number> {
  const id = await benchMatch('Bench XV', new Date(Date.now() - 60_000), 'Live bench');
  await postEvent(base, id, { type: 'kick_off' });
  return id;
}

/** The n-th event: mostly commentary, with a try and a penalty now and then (the score changes too). */
const eventBody = (index: number): object =>
  index % 4 === 1
    ? { type: 'try', side: index % 8 === 1 ? 'home' : 'away' }
    : index % 4 === 3
      ? { type: 'penalty', side: 'home' }
      : { type: 'comment', text: `Live bench event ${index + 1} of ${EVENTS}.` };

/** Opens each group's streams, its share of the client processes each; resolves with what each group got. */
async function openGroups(groups: Group[], processes: Map<Group, ClientProcess[]>) {
  return Promise.all(
    groups.map(async (group) => {
      const started = Date.now();
      const parts = processes.get(group) ?? [];
      const opened = await Promise.all(
        parts.map((client, index) =>
          client.ask<OpenResult>({
            kind: 'open',
            url: group.url,
            localAddress: group.sources?.[index],
            count: Math.floor(group.clients / parts.length) + (index < group.clients % parts.length ? 1 : 0),
            concurrency: OPENING_CONCURRENCY,
          }),
        ),
      );
      const open: OpenResult = { attempted: 0, connected: 0, failures: {}, connectMs: [] };
      for (const part of opened) {
        open.attempted += part.attempted;
        open.connected += part.connected;
        for (const value of part.connectMs) open.connectMs.push(value);
        for (const [reason, count] of Object.entries(part.failures)) open.failures[reason] = (open.failures[reason] ?? 0) + count;
      }
      console.log(
        `${group.name}: ${open.connected} of ${open.attempted} streams got their first frame in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
      return { group, open, openSeconds: (Date.now() - started) / 1000 };
    }),
  );
}

/** What one run measures: its servers, the streams straight to them and through the edge, and how an event is sent. */
interface Target {
  servers: { name: string; pid: number; port: number; isCopy: boolean }[];
  direct: Group[];
  edge: Group[];
  /** Sends the n-th event: when it was sent, and the version that carries it (once known). */
  send(index: number): Promise<{ sentAt: number; version: Promise<number> }>;
  intervalMs: number;
  /** What happens to the site after the n-th event (a copy killed, the edge reloaded). */
  after?(index: number): void;
}

interface Measured {
  groups: GroupResult[];
  servers: ServerRow[];
}

/** Opens the streams (straight to the servers first, then through the edge), sends the events, and gathers what came. */
async function measure(setup: string, target: Target): Promise<Measured> {
  const clients: ClientProcess[] = [];
  const processes = new Map<Group, ClientProcess[]>();
  try {
    const all = [...target.direct, ...target.edge].filter((group) => group.clients > 0);
    const perGroup = Math.max(1, Math.floor(CLIENT_PROCESSES / all.length));
    for (const group of all) {
      const count = group.sources?.length ?? Math.min(perGroup, group.clients);
      const parts = Array.from({ length: count }, () => new ClientProcess());
      clients.push(...parts);
      processes.set(group, parts);
    }
    // Warm each server first (a route compiled on first use and a process's first allocations are not a stream's cost),
    // and wait for the warm streams' sockets to close.
    const pids = target.servers.map(({ pid }) => pid);
    const fdsCold = pids.map(openFiles);
    const agent = new http.Agent({ keepAlive: true });
    for (const group of all) {
      const warm = Array.from({ length: WARM_STREAMS }, () => openStream(group.url, agent, () => undefined));
      await Promise.allSettled(warm.map((stream) => stream.first));
      for (const stream of warm) stream.close();
    }
    agent.destroy();
    await settledOpenFiles(pids, fdsCold);

    const before = pids.map(rssKb);
    const fdsBefore = pids.map(openFiles);
    console.log(`opening ${target.direct.map((group) => `${group.clients} to ${group.name}`).join(', ')}`);
    const opened = await openGroups(
      target.direct.filter((group) => group.clients > 0),
      processes,
    );
    const throughEdge = target.edge.filter((group) => group.clients > 0);
    if (throughEdge.length > 0) {
      console.log(`opening ${throughEdge.map((group) => `${group.clients} through ${group.name}`).join(', ')}`);
      opened.push(...(await openGroups(throughEdge, processes)));
    }
    const after = pids.map(rssKb);
    const fdsWith = pids.map(openFiles);

    const cpuBefore = pids.map(cpuSeconds);
    // What the rest of the site sees meanwhile: each copy's /api/health, asked again 100 ms after each answer.
    let isSending = true;
    const health = target.servers.map(async ({ port, isCopy }) => {
      const times: number[] = [];
      while (isCopy && isSending) {
        const started = Date.now();
        try {
          await (await fetch(`http://127.0.0.1:${port}/api/health`)).arrayBuffer();
          times.push(Date.now() - started);
        } catch {
          // the copy the bench killed
        }
        await sleep(100);
      }
      return times;
    });
    const sent: { sentAt: number; version: Promise<number> }[] = [];
    const startedAt = Date.now();
    for (let index = 0; index < EVENTS; index += 1) {
      await sleep(Math.max(0, startedAt + index * target.intervalMs - Date.now()));
      sent.push(await target.send(index));
      target.after?.(index);
    }
    const events = await Promise.all(sent.map(async ({ sentAt, version }) => ({ sentAt, version: await version })));
    const finalVersion = Math.max(...events.map((event) => event.version));
    const reports = new Map<ClientProcess, DeliveryReport>();
    await Promise.all(
      clients.map(async (client) => reports.set(client, await client.ask<DeliveryReport>({ kind: 'report', events, finalVersion }))),
    );
    const cpuAfter = pids.map(cpuSeconds);
    isSending = false;
    const healthTimes = await Promise.all(health);

    const groups = opened.map(({ group, open, openSeconds }) => gather(setup, group, open, openSeconds, processes, reports, events.length));
    // The clients leave: every server closes their streams (its open files fall back to where they were).
    await Promise.all(clients.map((client) => client.close()));
    const fdsAfter = await settledOpenFiles(pids, fdsBefore);
    const servers = target.servers.map(({ name, pid }, index): ServerRow => ({
      setup,
      name,
      streams: groups.filter((result) => result.pid === pid).reduce((sum, result) => sum + result.open.connected, 0),
      beforeKb: before[index] as number,
      afterKb: after[index] as number,
      cpuSeconds: (cpuAfter[index] as number) - (cpuBefore[index] as number),
      fds: [fdsBefore[index] as number, fdsWith[index] as number, fdsAfter[index] as number],
      healthMs: healthTimes[index] ?? [],
    }));
    return { groups, servers };
  } finally {
    await Promise.all(clients.map((client) => client.close()));
  }
}

/** One group's delivery, from its client processes' reports. */
function gather(
  setup: string,
  group: Group,
  open: OpenResult,
  openSeconds: number,
  processes: Map<Group, ClientProcess[]>,
  reports: Map<ClientProcess, DeliveryReport>,
  eventCount: number,
): GroupResult {
  const delivery: DeliveryReport = {
    delays: Array.from({ length: eventCount }, () => []),
    undelivered: 0,
    missedFinal: 0,
    skippedVersions: 0,
    streamsWithSkips: 0,
    drops: 0,
    droppedStreams: 0,
    backMs: [],
    notBack: 0,
    gaps: 0,
    repeats: 0,
    refusals: {},
  };
  for (const client of processes.get(group) ?? []) {
    const part = reports.get(client);
    if (!part) continue;
    part.delays.forEach((values, index) => {
      for (const value of values) delivery.delays[index]?.push(value);
    });
    delivery.undelivered += part.undelivered;
    delivery.missedFinal += part.missedFinal;
    delivery.skippedVersions += part.skippedVersions;
    delivery.streamsWithSkips += part.streamsWithSkips;
    delivery.drops += part.drops;
    delivery.droppedStreams += part.droppedStreams;
    for (const value of part.backMs) delivery.backMs.push(value);
    delivery.notBack += part.notBack;
    delivery.gaps += part.gaps;
    delivery.repeats += part.repeats;
    for (const [reason, count] of Object.entries(part.refusals)) delivery.refusals[reason] = (delivery.refusals[reason] ?? 0) + count;
  }
  const delays = delivery.delays.flat();
  // Through the edge the reload comes after event RELOAD_AT: the events before it are the match without an outage.
  const beforeReload = group.sources ? delivery.delays.slice(0, RELOAD_AT).flat() : [];
  const firstDelays = delivery.delays
    .filter((values) => values.length > 0)
    .map((values) => values.reduce((least, value) => Math.min(least, value), Number.POSITIVE_INFINITY));
  console.log(
    `${group.name}: delivery p50 ${ms(percentile(delays, 50))} ms, p99 ${ms(percentile(delays, 99))} ms${
      beforeReload.length > 0
        ? ` (events 1–${RELOAD_AT}, before the reload: p50 ${ms(percentile(beforeReload, 50))} ms, p99 ${ms(percentile(beforeReload, 99))} ms)`
        : ''
    }; ${delivery.missedFinal} streams missed the final version; reopening refused: ${
      Object.entries(delivery.refusals)
        .map(([reason, count]) => `${reason} ×${count}`)
        .join(', ') || 'never'
    }`,
  );
  return { setup, name: group.name, pid: group.pid, open, openSeconds, delivery, delays, firstDelays };
}

type Plan = (
  copies: { port: number; pid: number }[],
  edge: string,
  streamPath: string,
  nginxPid: number,
) => { direct: Group[]; edge: Group[] };

/** What a run of the site is: its copies, where its streams go, how often events come and what happens meanwhile. */
interface Run {
  setup: string;
  copies: number;
  plan: Plan;
  intervalMs: number;
  /** What the run does to the site after the n-th event (given the cluster it runs on). */
  after?: (cluster: ClusterState) => (index: number) => void;
  /** Measure the data a whole match of DATA_EVENTS events costs a fan, through the edge and from a copy, first. */
  measuresData?: boolean;
}

/** A whole frame and a change as the site wrote them (the reference writes the same), and what a match cost. */
interface ClusterMeasured extends Measured {
  sample: { whole: string; change: string };
  data: DataPerMatch[];
}

/**
 * The site: `npm run cluster` with `copies` copies, a kicked-off match, events posted to the first copy. One more stream
 * there reads the frames' JSON: which version carries which event (and a whole frame and a change, for the reference).
 */
async function measureCluster(run: Run): Promise<ClusterMeasured> {
  const { setup, copies, plan } = run;
  console.log(`\n${setup}: starting the cluster (edge :${EDGE_PORT}, ${copies === 1 ? 'one copy' : `${copies} copies`})`);
  const cluster = await startCluster(copies, EDGE_PORT);
  const agent = new http.Agent({ keepAlive: true });
  let observer: StreamHandle | null = null;
  try {
    const state = readClusterState(process.env.DATA_DIR ?? '.data', EDGE_PORT);
    const { copies: running } = state;
    const [first] = running;
    if (!first) throw new Error('the cluster has no copy');
    for (const { port } of running) if (!(await isUp(`http://127.0.0.1:${port}`))) throw new Error(`the copy on :${port} does not answer`);
    const poster = `http://127.0.0.1:${first.port}`;
    const data = run.measuresData ? await measureDataPerMatch(poster, `http://127.0.0.1:${EDGE_PORT}`) : [];
    const matchId = await kickedOffMatch(poster);
    const streamPath = `/api/site/matches/${matchId}/live`;

    const versionOf = new Map<string, number>();
    const waiting = new Map<string, (version: number) => void>();
    const sample = { whole: '', change: '' };
    observer = openStream(
      `${poster}${streamPath}`,
      agent,
      (frame) => {
        if (!frame.data) return;
        const parsed = JSON.parse(frame.data) as { match: { version: number; events?: { id: string }[] }; events?: { id: string }[] };
        if (frame.event === 'change') sample.change = frame.data;
        else sample.whole = frame.data;
        for (const event of parsed.events ?? parsed.match.events ?? []) {
          if (versionOf.has(event.id)) continue;
          versionOf.set(event.id, parsed.match.version);
          waiting.get(event.id)?.(parsed.match.version);
        }
      },
      { wantsData: true },
    );
    await observer.first;
    /** The version whose frame first carried the event (never seen within MAPPING_WAIT_MS: it counts as undelivered). */
    const versionCarrying = (id: string) =>
      new Promise<number>((resolve) => {
        const known = versionOf.get(id);
        if (known !== undefined) return resolve(known);
        const timer = setTimeout(() => resolve(Number.POSITIVE_INFINITY), MAPPING_WAIT_MS);
        waiting.set(id, (version) => {
          clearTimeout(timer);
          resolve(version);
        });
      });

    isEdge.add(state.nginxPid);
    const planned = plan(running, `http://127.0.0.1:${EDGE_PORT}`, streamPath, state.nginxPid);
    const measured = await measure(setup, {
      servers: [
        ...running.map(({ port, pid }) => ({ name: `copy :${port}`, port, pid, isCopy: true })),
        ...(planned.edge.length > 0
          ? [{ name: `the edge :${EDGE_PORT} (nginx workers)`, port: EDGE_PORT, pid: state.nginxPid, isCopy: false }]
          : []),
      ],
      ...planned,
      intervalMs: run.intervalMs,
      after: run.after?.(state),
      async send(index) {
        const sentAt = Date.now();
        const id = await postEvent(poster, matchId, eventBody(index));
        return { sentAt, version: versionCarrying(id) };
      },
    });
    return { ...measured, sample, data };
  } finally {
    observer?.close();
    agent.destroy();
    await stopCluster(cluster);
  }
}

/** What following one whole match live cost one fan. */
interface DataPerMatch {
  carrier: string;
  events: number;
  frames: number;
  /** Bytes the socket read (headers, chunk framing, frames and keep-alive comments), and the frames' data alone. */
  wireBytes: number;
  dataBytes: number;
}

/** A line of commentary as long as a media officer's (60–140 characters). */
const COMMENTARY = [
  'Etzebeth wins the lineout on the Barbarians 22 and the maul rumbles forward five metres.',
  'Scrum penalty to the Springboks: Nché drives under, the referee has seen enough.',
  'Kolbe steps inside two defenders, is hauled down just short, and the ruck is quick.',
  'Box kick from the base, Willemse calls the mark under pressure.',
  'Long spell of phases in midfield; the Barbarians defence holds its line for now.',
];

/** The n-th of a match's DATA_EVENTS events: kick-off first, full time last, the scores and the commentary between. */
function matchEvent(index: number): object {
  if (index === 0) return { type: 'kick_off' };
  if (index === DATA_EVENTS - 1) return { type: 'full_time' };
  if (index === Math.floor(DATA_EVENTS / 2)) return { type: 'half_time' };
  if (index === Math.floor(DATA_EVENTS / 2) + 1) return { type: 'kick_off' };
  if (index % 10 === 3) return { type: 'try', side: index % 20 === 3 ? 'home' : 'away' };
  if (index % 10 === 4) return { type: 'conversion', side: index % 20 === 4 ? 'home' : 'away' };
  if (index % 10 === 7) return { type: 'penalty', side: 'home' };
  return { type: 'comment', text: COMMENTARY[index % COMMENTARY.length] };
}

/**
 * Data per match (issue 38 item 5): a fan who opens the stream before kick-off and stays to full time, through the edge
 * and straight to a copy, while DATA_EVENTS events are posted DATA_INTERVAL_MS apart. Counted off each socket.
 */
async function measureDataPerMatch(poster: string, edge: string): Promise<DataPerMatch[]> {
  const matchId = await benchMatch('Barbarians', new Date(Date.now() + 10 * 60_000), 'Data bench');
  const streamPath = `/api/site/matches/${matchId}/live`;
  console.log(`\ndata per match: ${DATA_EVENTS} events ${DATA_INTERVAL_MS} ms apart, one fan through the edge and one on a copy`);
  const fans = await Promise.all(
    [
      { carrier: 'the edge (nchan)', url: `${edge}${streamPath}` },
      { carrier: "a copy's own hub (npm start)", url: `${poster}${streamPath}` },
    ].map(async ({ carrier, url }) => {
      // The edge has the channel once a copy has published the match (its sweep runs every second).
      for (let attempt = 0; ; attempt += 1) {
        const agent = new http.Agent({ keepAlive: false });
        const fan = { carrier, frames: 0, dataBytes: 0, status: '', agent, handle: null as StreamHandle | null };
        fan.handle = openStream(
          url,
          agent,
          (frame) => {
            fan.frames += 1;
            fan.dataBytes += Buffer.byteLength(frame.data);
            fan.status = /"status":"([a-z_]+)"/.exec(frame.data)?.[1] ?? fan.status;
          },
          { wantsData: true, timeoutMs: 5_000 },
        );
        try {
          await fan.handle.first;
          return fan;
        } catch (error) {
          agent.destroy();
          if (attempt >= 20) throw new Error(`${carrier}: the match's stream did not open (${(error as Error).message})`);
          await sleep(500);
        }
      }
    }),
  );
  for (let index = 0; index < DATA_EVENTS; index += 1) {
    await postEvent(poster, matchId, matchEvent(index));
    await sleep(DATA_INTERVAL_MS);
  }
  const deadline = Date.now() + 15_000;
  while (fans.some((fan) => fan.status !== 'full_time') && Date.now() < deadline) await sleep(100);
  await sleep(500);
  return fans.map((fan) => {
    const wireBytes = fan.handle?.bytesRead() ?? 0;
    fan.handle?.close();
    fan.agent.destroy();
    if (fan.status !== 'full_time') throw new Error(`${fan.carrier}: the fan never saw full time`);
    return { carrier: fan.carrier, events: DATA_EVENTS, frames: fan.frames, wireBytes, dataBytes: fan.dataBytes };
  });
}

/**
 * The floor: a plain node:http server (scripts/bench-live-reference.ts) holding as many streams and writing the same
 * frames (the site's: a whole match to join, then a change per event) to each in one loop — this machine without Next's
 * route handler, web streams and the database. An "event" is the bench handing it the next frame.
 */
async function measureReference(sample: { whole: string; change: string }): Promise<Measured> {
  console.log('\nnode:http reference: the same frames from a plain node:http server');
  const child = fork(path.join(__dirname, 'bench-live-reference.ts'), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  try {
    const [{ port }] = (await once(child, 'message')) as [{ port: number }];
    const versioned = (data: string, version: number) =>
      data.replace(/"version":\d+/, `"version":${version}`).replace(/"from":\d+/, `"from":${version - 1}`);
    const frame = (version: number) => ({
      kind: 'frame',
      join: `id: ${version}\nevent: match\ndata: ${versioned(sample.whole, version)}\n\n`,
      text: version === 1 ? '' : `id: ${version}\nevent: change\ndata: ${versioned(sample.change, version)}\n\n`,
    });
    child.send(frame(1));
    const pid = child.pid as number;
    return await measure('node:http reference', {
      servers: [{ name: `node:http :${port}`, port, pid, isCopy: false }],
      direct: [{ name: `node:http :${port}`, url: `http://127.0.0.1:${port}/live`, clients: CLIENTS, pid }],
      edge: [],
      intervalMs: INTERVAL_MS,
      async send(index) {
        const sentAt = Date.now();
        child.send(frame(index + 2));
        return { sentAt, version: Promise.resolve(index + 2) };
      },
    });
  } finally {
    child.kill();
  }
}

/** One copy with every stream (npm start's carrier: the copy's own hub). */
const oneCopy: Plan = (copies, _edge, streamPath) => ({
  direct: copies
    .slice(0, 1)
    .map(({ port, pid }) => ({ name: `copy :${port}`, url: `http://127.0.0.1:${port}${streamPath}`, clients: CLIENTS, pid })),
  edge: [],
});

/** Every stream through the edge, from EDGE_SOURCES addresses (a client process each), none on a copy. */
const throughTheEdge: Plan = (_copies, edge, streamPath, nginxPid) => ({
  direct: [],
  edge: [
    {
      name: `the edge :${EDGE_PORT}`,
      url: `${edge}${streamPath}`,
      clients: EDGE_CLIENTS,
      pid: nginxPid,
      sources: Array.from({ length: EDGE_SOURCES }, (_, index) => `127.0.${index + 1}.1`),
    },
  ],
});

/**
 * During the edge run: after the event at 40% of the run the second copy is killed (SIGKILL: no goodbye), and after the
 * one at 60% the edge reloads its config (`nginx -s reload`, SIGHUP: its old workers end their streams).
 */
const KILL_AT = Math.floor(EVENTS * 0.4);
const RELOAD_AT = Math.floor(EVENTS * 0.6);
const killACopyThenReloadTheEdge = (cluster: ClusterState) => {
  return (index: number) => {
    const victim = cluster.copies[1];
    if (index === KILL_AT && victim) {
      console.log(`after event ${index + 1}: SIGKILL to the copy on :${victim.port} (pid ${victim.pid})`);
      process.kill(victim.pid, 'SIGKILL');
    }
    if (index === RELOAD_AT) {
      console.log(`after event ${index + 1}: the edge reloads (SIGHUP to nginx ${cluster.nginxPid})`);
      process.kill(cluster.nginxPid, 'SIGHUP');
    }
  };
};

const ms = (value: number) => value.toFixed(0);
const mb = (kb: number) => (kb / 1024).toFixed(0);
const largest = (values: number[]) => values.reduce((most, value) => Math.max(most, value), 0);

export async function runLiveBench(): Promise<void> {
  const { admin: base, database, url } = benchDatabase(`touchline_bench_live_${process.pid}`);
  const limit = openFileLimit();
  // A copy holds the one-copy run's streams; a client process holds its source address's share of the edge's.
  const perProcess = Math.max(CLIENTS, Math.ceil(EDGE_CLIENTS / EDGE_SOURCES));
  if (limit < perProcess + 1_000)
    console.log(`note: this shell allows ${limit} open files per process; ${perProcess} streams in one may need more (ulimit -n 65536)`);
  await adminQuery(base, `create database "${database}"`);
  // The cluster's copies and this process's createMatch share the fresh database; only the bench's events flow.
  // Room for the bench's streams (and the few a browser check adds) whatever the copy's default cap.
  const cap = String(Math.max(Number(process.env.LIVE_MAX_STREAMS ?? 0), CLIENTS + EDGE_CLIENTS + 100));
  Object.assign(process.env, {
    DATABASE_URL: url,
    DEMO_MODE: 'true',
    DEMO_LIVE_FEED: 'false',
    LIVE_MAX_STREAMS: cap,
    LIVE_STREAMS_PER_ADDRESS: cap,
  });
  const bus = process.env.REDIS_URL ? 'Redis pub/sub (REDIS_URL)' : 'PostgreSQL LISTEN/NOTIFY';
  const runs: Measured[] = [];
  const data: DataPerMatch[] = [];
  try {
    if (CLIENTS > 0) {
      const one = await measureCluster({ setup: 'one copy', copies: 1, plan: oneCopy, intervalMs: INTERVAL_MS });
      runs.push(one, await measureReference(one.sample));
    }
    if (EDGE_CLIENTS > 0) {
      const edge = await measureCluster({
        setup: 'the edge',
        copies: 2,
        plan: throughTheEdge,
        intervalMs: EDGE_INTERVAL_MS,
        after: killACopyThenReloadTheEdge,
        measuresData: true,
      });
      runs.push(edge);
      data.push(...edge.data);
    }
  } finally {
    const { closeDb } = await import('../src/server/db/client');
    await closeDb();
    await adminQuery(base, `drop database if exists "${database}" with (force)`);
  }
  const groups = runs.flatMap((run) => run.groups);
  const servers = runs.flatMap((run) => run.servers);

  console.log(
    `\nLive match day: frames on ${bus} between copies; ${EVENTS} events a run posted to the first copy, ${INTERVAL_MS} ms apart (through the edge ${EDGE_INTERVAL_MS} ms); ms from each POST sent to each stream having it (first stream: the earliest, median over the events); drops: streams ended under their fans (a copy killed, the edge reloaded) and the ms until each had its first frame again`,
  );
  console.log(
    'setup | streams to | clients | connected | opened in s | first frame p50 / p99 ms | first stream | delivery p50 | p99 | max | undelivered | missed final | skipped versions | drops (streams) | back p50 / p99 / max ms | not back | gaps | repeats',
  );
  console.log('--- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | ---');
  for (const { setup, name, open, openSeconds, delivery, delays, firstDelays } of groups) {
    const back = delivery.backMs;
    const backs = back.length > 0 ? `${ms(percentile(back, 50))} / ${ms(percentile(back, 99))} / ${ms(largest(back))}` : '—';
    const failures = Object.entries(open.failures)
      .map(([reason, count]) => `${count} ${reason}`)
      .join(', ');
    console.log(
      `${setup} | ${name} | ${open.attempted} | ${open.connected}${failures ? ` (${failures})` : ''} | ${openSeconds.toFixed(1)} | ${ms(percentile(open.connectMs, 50))} / ${ms(percentile(open.connectMs, 99))} | ${ms(percentile(firstDelays, 50))} | ${ms(percentile(delays, 50))} | ${ms(percentile(delays, 99))} | ${ms(largest(delays))} | ${delivery.undelivered} | ${delivery.missedFinal} | ${delivery.skippedVersions} in ${delivery.streamsWithSkips} streams | ${delivery.drops} (${delivery.droppedStreams}) | ${backs} | ${delivery.notBack} | ${delivery.gaps} | ${delivery.repeats}`,
    );
  }
  console.log(
    '\nEach server (/proc; the edge: its workers together): VmRSS before and with the streams it holds, its CPU time while the events went out, its /api/health meanwhile, its open files before, with the streams and after the clients left',
  );
  console.log(
    'setup | server | streams | RSS before MB | RSS with streams MB | KB per stream | CPU s during the events | /api/health p50 / max ms | open files',
  );
  console.log('--- | --- | --- | --- | --- | --- | --- | --- | ---');
  for (const row of servers)
    console.log(
      `${row.setup} | ${row.name} | ${row.streams} | ${mb(row.beforeKb)} | ${mb(row.afterKb)} | ${row.streams > 0 ? ((row.afterKb - row.beforeKb) / row.streams).toFixed(1) : '—'} | ${Number.isFinite(row.cpuSeconds) ? row.cpuSeconds.toFixed(1) : '— (killed)'} | ${row.healthMs.length > 0 ? `${ms(percentile(row.healthMs, 50))} / ${ms(largest(row.healthMs))}` : '—'} | ${row.fds.join(' / ')}`,
    );
  if (data.length > 0) {
    console.log(`\nData per match: one fan from before kick-off to full time, ${DATA_EVENTS} events (issue 38: at most 60 KB)`);
    console.log("carrier | events | frames | on the wire KB | frames' data KB");
    console.log('--- | --- | --- | --- | ---');
    for (const row of data)
      console.log(
        `${row.carrier} | ${row.events} | ${row.frames} | ${(row.wireBytes / 1024).toFixed(1)} | ${(row.dataBytes / 1024).toFixed(1)}`,
      );
  }

  const summary = {
    bench: 'live',
    bus: process.env.REDIS_URL ? 'redis' : 'postgres',
    events: EVENTS,
    intervalMs: INTERVAL_MS,
    edgeIntervalMs: EDGE_INTERVAL_MS,
    data: data.map((row) => ({
      carrier: row.carrier,
      events: row.events,
      frames: row.frames,
      wireKb: Number((row.wireBytes / 1024).toFixed(1)),
    })),
    groups: groups.map(({ setup, name, open, delivery, delays, firstDelays }) => ({
      setup,
      to: name,
      clients: open.attempted,
      connected: open.connected,
      first: Math.round(percentile(firstDelays, 50)),
      p50: Math.round(percentile(delays, 50)),
      p99: Math.round(percentile(delays, 99)),
      max: Math.round(largest(delays)),
      missedFinal: delivery.missedFinal,
      drops: delivery.drops,
      backMaxMs: delivery.backMs.length > 0 ? Math.round(largest(delivery.backMs)) : null,
      notBack: delivery.notBack,
      gaps: delivery.gaps,
      repeats: delivery.repeats,
    })),
    servers: servers.map((row) => ({
      setup: row.setup,
      server: row.name,
      streams: row.streams,
      kbPerStream: Math.round((row.afterKb - row.beforeKb) / Math.max(1, row.streams)),
      cpuSeconds: Number(row.cpuSeconds.toFixed(1)),
      healthMaxMs: row.healthMs.length > 0 ? largest(row.healthMs) : null,
      openFiles: row.fds,
    })),
  };
  console.log(`\n${JSON.stringify(summary)}`);

  const problems: string[] = [];
  for (const { setup, name, open, delivery } of groups) {
    if (open.connected < 0.99 * open.attempted)
      problems.push(`${setup}, ${name}: ${open.connected} of ${open.attempted} streams connected`);
    if (delivery.missedFinal > 0) problems.push(`${setup}, ${name}: ${delivery.missedFinal} streams missed the final version`);
    if (delivery.notBack > 0) problems.push(`${setup}, ${name}: ${delivery.notBack} streams did not come back after a drop`);
    if (Object.keys(open.failures).some((reason) => reason === 'EMFILE' || reason === 'ENFILE'))
      problems.push(`${setup}, ${name}: out of file descriptors: raise the limit (ulimit -n 65536; now ${limit}) and run again`);
  }
  if (problems.length > 0) throw new Error(`live bench: ${problems.join('; ')}`);
}
