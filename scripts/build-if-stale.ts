/**
 * The one build every launcher serves (`npm start`, `npm run cluster`, the end-to-end server): `next build` when
 * `.next` is missing or was built from other sources, else nothing. The build runs in its own process group
 * (DESIGN §10) and inherits the terminal.
 *
 * "Other sources" is a hash of the build's inputs (their paths and contents), taken before the build starts and kept
 * beside the build once it succeeds: a file changed while the build ran (an editor's save, a `git checkout`) leaves a
 * hash that no longer matches, so the next start builds again. Modification times could not tell: the build's
 * BUILD_ID is written after such a save, and a checkout that restores an older file gives it an older time (issue 37).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(__dirname, '..');
export const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
export const serveScript = path.join(root, 'scripts', 'serve.mjs');

/** What `next build` reads, relative to the root: folders are read whole. */
export const BUILD_INPUTS = ['src', 'public', 'next.config.ts', 'package-lock.json', 'postcss.config.mjs', 'tsconfig.json'];

/** Settings `next build` bakes into the build (decision 027's deployment id): another value is another build. */
const BUILD_SETTINGS = ['NEXT_DEPLOYMENT_ID'];

/** Where a finished build keeps the hash of the sources it was built from. */
const SOURCES_HASH_FILE = path.join('.next', 'touchline-sources.sha256');

function filesUnder(entry: string, base: string): string[] {
  const full = path.join(base, entry);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [entry];
  return readdirSync(full)
    .sort()
    .flatMap((child) => filesUnder(path.join(entry, child), base));
}

/** The hash of the build's inputs under `base`: every file's path and bytes, in a fixed order, and the build settings. */
export function sourcesHash(base: string = root, env: NodeJS.ProcessEnv = process.env): string {
  const hash = createHash('sha256');
  for (const file of BUILD_INPUTS.flatMap((input) => filesUnder(input, base))) {
    const bytes = readFileSync(path.join(base, file));
    hash.update(`${file.split(path.sep).join('/')}\0${bytes.length}\0`);
    hash.update(bytes);
  }
  for (const name of BUILD_SETTINGS) hash.update(`${name}=${env[name] ?? ''}\0`);
  return hash.digest('hex');
}

/** Whether `.next` under `base` is missing, unfinished or was built from sources other than today's. */
export function isBuildStale(base: string = root, env: NodeJS.ProcessEnv = process.env): boolean {
  const hashFile = path.join(base, SOURCES_HASH_FILE);
  if (!existsSync(path.join(base, '.next', 'BUILD_ID')) || !existsSync(hashFile)) return true;
  return readFileSync(hashFile, 'utf8').trim() !== sourcesHash(base, env);
}

/**
 * `next build` (through runNext), then the hash of the sources as they were when it started: what changed during the
 * build is not in it, and makes the next start build again.
 */
export async function build(env: NodeJS.ProcessEnv, onSpawn: (child: ChildProcess) => void, base: string = root): Promise<void> {
  const before = sourcesHash(base, env);
  await runNext(['build'], env, onSpawn, base);
  writeFileSync(path.join(base, SOURCES_HASH_FILE), `${before}\n`);
}

/**
 * Runs `next <args>` (the one installed under `base`) in its own process group; `onSpawn` hands the child to the caller
 * (to stop it on a signal).
 */
export function runNext(
  args: string[],
  env: NodeJS.ProcessEnv,
  onSpawn: (child: ChildProcess) => void,
  base: string = root,
): Promise<void> {
  const bin = path.join(base, path.relative(root, nextBin));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, ...args], { cwd: base, env, stdio: 'inherit', detached: true });
    onSpawn(child);
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`next ${args[0]} exited with ${code}`))));
  });
}
