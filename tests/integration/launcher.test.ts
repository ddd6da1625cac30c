import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * `npm start` on a machine with nothing configured (issue 2 item 2): the embedded database under DATA_DIR,
 * migrations, the demo seed, a build when needed, the server; SIGTERM stops the server and the database
 * cleanly, and a second start reuses the data.
 */
const root = path.resolve(__dirname, '..', '..');
// Inside the checkout: PostgreSQL runs as its own OS user, which must be able to reach the directory.
const dataDir = path.join(root, '.data', `launcher-test-${process.pid}`);
const port = 3150;

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function launch(): { child: ChildProcess; output: () => string } {
  const env: NodeJS.ProcessEnv = { NODE_ENV: 'production', PATH: process.env.PATH, HOME: process.env.HOME, PORT: String(port), DATA_DIR: dataDir, EMBEDDED_PG_PORT: '5491', LOG_LEVEL: 'info', SITE_URL: `http://localhost:${port}` };
  const child = spawn(process.execPath, ['--conditions=react-server', '--import', 'tsx', 'scripts/start.ts'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let text = '';
  child.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  return { child, output: () => text };
}

async function waitForHealth({ child, output }: { child: ChildProcess; output: () => string }): Promise<void> {
  const deadline = Date.now() + 540_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the launcher exited before serving:\n${output()}`);
    try {
      if ((await fetch(`http://localhost:${port}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error('the server did not answer in time');
}

async function stop(child: ChildProcess): Promise<number | null> {
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  child.kill('SIGTERM');
  return exited;
}

describe('npm start', () => {
  it('serves the demo on the embedded database, stops cleanly, and reuses the data', { timeout: 600_000 }, async () => {
    const first = launch();
    await waitForHealth(first);
    expect(first.output()).toContain('embedded PostgreSQL running');
    expect(first.output()).toContain('demo data seeded');
    expect(first.output()).toMatch(/demo mode: SMS → outbox, email → outbox/);
    expect((await fetch(`http://localhost:${port}/`)).status).toBe(200);
    expect(existsSync(path.join(dataDir, 'pg', 'postmaster.pid'))).toBe(true);

    expect(await stop(first.child)).toBe(0);
    expect(first.output()).toContain('"msg":"stopped"');
    // PostgreSQL removes its pid file only on a clean shutdown.
    expect(existsSync(path.join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);
    await expect(fetch(`http://localhost:${port}/api/health`)).rejects.toThrow();

    const second = launch();
    await waitForHealth(second);
    expect(second.output()).toContain('database already has data: not seeding');
    expect(second.output()).not.toContain('building');
    expect(await stop(second.child)).toBe(0);
  });
});
