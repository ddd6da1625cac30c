/**
 * `npm test`: every layer of the tests, in the order of the chain it replaces (typecheck, lint, migrations, unit,
 * integration, e2e, cluster), with the time each took (issue 27: the whole run must stay within 20 minutes on a 2-core machine, and
 * the table says where the minutes go). typecheck and lint are independent and use one core each, so they run at the
 * same time: typecheck's output streams, lint's is held and printed once both are done, so neither interleaves. The
 * rest run one after the other (integration and e2e share the database server; e2e builds what it serves). The first
 * failing layer ends the run with its exit code; the table is printed at the end, on a failure and on Ctrl-C.
 *
 * Each layer is its npm script, in its own process group with the environment unchanged: SIGINT or SIGTERM stops the
 * running groups, prints the table and exits 128 + the signal's number.
 *
 * TEST_LAYERS=typecheck,lint,unit (any of the names above, comma-separated) runs only those layers, in chain order:
 * `TEST_LAYERS=typecheck,lint,unit npm test` checks a change in a couple of minutes, without a database or a browser.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { constants } from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '..');

/** The layers in chain order, each the npm script it runs. */
const LAYERS = [
  { name: 'typecheck', script: 'typecheck' },
  { name: 'lint', script: 'lint' },
  { name: 'migrations', script: 'db:check-migrations' },
  { name: 'unit', script: 'test:unit' },
  { name: 'integration', script: 'test:integration' },
  { name: 'e2e', script: 'test:e2e' },
  { name: 'cluster', script: 'test:cluster' },
] as const;
type LayerName = (typeof LAYERS)[number]['name'];

/** Layers started together; the others run alone, in order. */
const TOGETHER: readonly LayerName[] = ['typecheck', 'lint'];

interface Outcome {
  name: LayerName;
  seconds: number;
  code: number;
  /** The signal this run was stopped by, while the layer ran. */
  stoppedBy?: NodeJS.Signals;
}

const outcomes: Outcome[] = [];
/** The layers running now, with when each began (a signal stops them and reports them as stopped). */
const running = new Map<ChildProcess, { name: LayerName; began: number }>();
const startedAt = Date.now();

function chosenLayers(): LayerName[] {
  const asked = process.env.TEST_LAYERS?.split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (!asked?.length) return LAYERS.map((layer) => layer.name);
  const unknown = asked.filter((name) => !LAYERS.some((layer) => layer.name === name));
  if (unknown.length) {
    console.error(`TEST_LAYERS: unknown layer ${unknown.join(', ')}; the layers are ${LAYERS.map((layer) => layer.name).join(', ')}.`);
    process.exit(2);
  }
  return LAYERS.map((layer) => layer.name).filter((name) => asked.includes(name));
}

/** Runs one layer's npm script; `held` collects its output instead of streaming it. Resolves with its outcome. */
function runLayer(name: LayerName, held?: Buffer[]): Promise<Outcome> {
  const script = LAYERS.find((layer) => layer.name === name)?.script as string;
  const began = Date.now();
  // No stdin: a process group in the background that reads the terminal would be stopped (SIGTTIN).
  const child = spawn('npm', ['run', script], {
    cwd: root,
    env: process.env,
    stdio: ['ignore', held ? 'pipe' : 'inherit', held ? 'pipe' : 'inherit'],
    detached: true,
  });
  running.set(child, { name, began });
  child.stdout?.on('data', (chunk: Buffer) => held?.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => held?.push(chunk));
  return new Promise((resolve) => {
    const done = (code: number) => {
      running.delete(child);
      const outcome = { name, seconds: (Date.now() - began) / 1000, code };
      outcomes.push(outcome);
      resolve(outcome);
    };
    child.on('error', (error) => {
      console.error(`${name}: ${error.message}`);
      done(1);
    });
    child.on('close', (code, signal) => done(code ?? 128 + (signal ? constants.signals[signal] : 0)));
  });
}

function printSummary(note?: string) {
  const rows = LAYERS.map((layer) => layer.name)
    .map((name) => outcomes.find((outcome) => outcome.name === name))
    .filter((outcome): outcome is Outcome => outcome !== undefined)
    .map((outcome) => [
      outcome.name,
      outcome.seconds.toFixed(1),
      outcome.stoppedBy ? `stopped by ${outcome.stoppedBy}` : outcome.code === 0 ? 'passed' : `failed (exit ${outcome.code})`,
    ]);
  rows.push([
    'total',
    ((Date.now() - startedAt) / 1000).toFixed(1),
    note ?? (outcomes.every((outcome) => outcome.code === 0) ? 'passed' : 'failed'),
  ]);
  const header = ['layer', 'seconds', 'result'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => (row[column] as string).length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (column === 1 ? cell.padStart(widths[1] as number) : cell.padEnd(widths[column] as number)))
      .join('  ')
      .trimEnd();
  console.log(['', line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n'));
}

/** Ends the run at a failed layer: the table, then that layer's exit code. */
function stopAt(outcome: Outcome): never {
  printSummary();
  process.exit(outcome.code);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    for (const [child, { name, began }] of running) {
      try {
        process.kill(-(child.pid as number), signal);
      } catch {
        // already gone
      }
      outcomes.push({ name, seconds: (Date.now() - began) / 1000, code: 128 + constants.signals[signal], stoppedBy: signal });
    }
    running.clear();
    printSummary(`stopped by ${signal}`);
    process.exit(128 + constants.signals[signal]);
  });
}

async function main() {
  const layers = chosenLayers();
  const together = layers.filter((name) => TOGETHER.includes(name));
  if (together.length === 2) {
    const [streamed, quiet] = together as [LayerName, LayerName];
    const held: Buffer[] = [];
    const results = await Promise.all([runLayer(streamed), runLayer(quiet, held)]);
    console.log(`\n── ${quiet} (run alongside ${streamed}) ──`);
    process.stdout.write(Buffer.concat(held));
    const failed = results.find((outcome) => outcome.code !== 0);
    if (failed) stopAt(failed);
  }
  for (const name of layers.filter((layer) => together.length !== 2 || !TOGETHER.includes(layer))) {
    const outcome = await runLayer(name);
    if (outcome.code !== 0) stopAt(outcome);
  }
  printSummary();
}

void main();
