/**
 * The one build every launcher serves (`npm start`, `npm run cluster`): `next build` when `.next` is missing or older
 * than the sources, else nothing. The build runs in its own process group (DESIGN §10) and inherits the terminal.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(__dirname, '..');
export const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
export const serveScript = path.join(root, 'scripts', 'serve.mjs');

function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

export function isBuildStale(): boolean {
  const buildId = path.join(root, '.next', 'BUILD_ID');
  if (!existsSync(buildId)) return true;
  const built = statSync(buildId).mtimeMs;
  const inputs = ['src', 'public', 'next.config.ts', 'package-lock.json', 'postcss.config.mjs', 'tsconfig.json'];
  return inputs.some((input) => newestMtime(path.join(root, input)) > built);
}

/** Runs `next <args>` in its own process group; `onSpawn` hands the child to the caller (to stop it on a signal). */
export function runNext(args: string[], env: NodeJS.ProcessEnv, onSpawn: (child: ChildProcess) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [nextBin, ...args], { cwd: root, env, stdio: 'inherit', detached: true });
    onSpawn(child);
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`next ${args[0]} exited with ${code}`))));
  });
}
