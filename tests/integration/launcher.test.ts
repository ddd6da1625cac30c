import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { networkInterfaces, tmpdir } from 'node:os';
import path from 'node:path';
import { Agent } from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { E2E_PORT } from '../../scripts/e2e-database';
import { postOnAgent } from '../support/keep-alive';
import { uploadThenRead } from '../support/slow-upload';

/**
 * `npm start` on a machine with nothing configured (issue 2 item 2): the embedded database under DATA_DIR,
 * migrations, the demo seed, a build when needed, the server; SIGTERM stops the server and the database
 * cleanly, and a second start reuses the data.
 */
const root = path.resolve(__dirname, '..', '..');
// Inside the checkout: PostgreSQL runs as its own OS user, which must be able to reach the directory.
const dataDir = path.join(root, '.data', `launcher-test-${process.pid}`);
// Beside E2E_PORT (README, configuration), so that two runs on one machine do not meet: 3150 and 5491 by default.
const port = E2E_PORT + 50;
const embeddedPort = port + 2341;

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function launch(extra: Record<string, string> = {}): { child: ChildProcess; output: () => string } {
  // RATE_LIMIT_IP_HOURLY=3 and STAFF_SIGN_INS_IP_HOURLY=3: the per-address caps are what prove which address the app sees.
  const env: NodeJS.ProcessEnv = {
    NODE_ENV: 'production',
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    PORT: String(port),
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: String(embeddedPort),
    LOG_LEVEL: 'info',
    SITE_URL: `http://localhost:${port}`,
    RATE_LIMIT_IP_HOURLY: '3',
    STAFF_SIGN_INS_IP_HOURLY: '3',
    ...extra,
  };
  const child = spawn(process.execPath, ['--conditions=react-server', '--import', 'tsx', 'scripts/start.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
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

    // Issue 16 item 4: a client's own X-Forwarded-For no longer picks its rate-limit bucket. Four staff sign-ins, each
    // with a fresh forged address and email: the fourth meets the cap of three per address and hour.
    const outcomes: string[] = [];
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const response = await fetch(`http://localhost:${port}/api/admin/login`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${attempt}`, 'x-real-ip': `198.51.100.${attempt}` },
        body: JSON.stringify({ email: `nobody${attempt}@example.com`, password: 'wrong-password' }),
      });
      outcomes.push(new URL(response.headers.get('location') ?? '', 'http://x').search);
    }
    expect(outcomes).toEqual(['?error=invalid', '?error=invalid', '?error=invalid', '?error=locked']);

    // Issue 22 item 8: an early refusal of an upload reaches a client that reads it after sending its body (a 401 before
    // a picture is read, the 413 of an oversized signed callback), instead of a reset that loses it.
    for (const [path, type, status] of [
      ['/api/v1/user/updateProfile', 'multipart/form-data; boundary=x', 401],
      ['/api/billing/callbacks/mtn', 'application/json', 413],
    ] as const) {
      const outcomes: string[] = [];
      for (let attempt = 0; attempt < 10; attempt += 1) {
        const answer = await uploadThenRead({ port, path, headers: { 'content-type': type }, totalBytes: 4_000_000 });
        outcomes.push(answer.isComplete ? String(answer.status) : `lost (${answer.error ?? 'closed'})`);
      }
      expect(outcomes, path).toEqual(Array(10).fill(String(status)));
    }

    // Issue 37 item 1: malformed and oversized bodies, one after another on one keep-alive connection, each answered
    // with its 4xx (never a reset), fast or trickled.
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const bodies = ['x'.repeat(1_000_000), JSON.stringify({ message: 'x'.repeat(1_000_000) }), '{not json', '{"id":"\u0000"}', '[]'];
    for (const path of ['/api/v1/user/getProfile', '/api/site/user/otp/verify', '/api/site/error-boundary/getErrorBoundaryDb']) {
      const answers: string[] = [];
      for (const body of bodies) answers.push(await postOnAgent({ agent, port, path, body }));
      expect(answers, path).toEqual(answers.map((answer) => (/^4\d\d$/.test(answer) ? answer : `a 4xx, not ${answer}`)));
      const slow = await uploadThenRead({ port, path, headers: { 'content-type': 'application/json' }, totalBytes: 1_000_000, pauseMs: 2 });
      expect(slow.isComplete ? String(slow.status) : `lost (${slow.error ?? 'closed'})`, path).toMatch(/^4\d\d$/);
    }
    agent.destroy();

    // Issue 16 item 6: a demo listens on the loopback only.
    const outside = Object.values(networkInterfaces())
      .flat()
      .find((address) => address && address.family === 'IPv4' && !address.internal);
    if (outside) await expect(fetch(`http://${outside.address}:${port}/api/health`)).rejects.toThrow();
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).ok).toBe(true);

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

describe('npm start that cannot start', () => {
  it('says what to do in one sentence, without a stack, and exits 1', { timeout: 120_000 }, async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'touchline-launcher-'));
    const file = path.join(dir, 'not-a-directory');
    writeFileSync(file, '');
    try {
      const failed = launch({ DATA_DIR: file, EMBEDDED_PG_PORT: String(embeddedPort + 1) });
      const code = await new Promise<number | null>((resolve) => failed.child.once('exit', resolve));
      expect(code).toBe(1);
      const lines = failed.output().trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(
        /^The embedded PostgreSQL could not start: .+ — set DATA_DIR to a writable directory, or set DATABASE_URL to a PostgreSQL server you run\.$/,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it(
    'refuses to start outside demo mode without DATABASE_URL, and starts no embedded PostgreSQL (decision 044)',
    { timeout: 120_000 },
    async () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'touchline-launcher-'));
      try {
        const failed = launch({ DEMO_MODE: 'false', DATA_DIR: dir, EMBEDDED_PG_PORT: String(embeddedPort + 1) });
        const code = await new Promise<number | null>((resolve) => failed.child.once('exit', resolve));
        expect(code).toBe(1);
        const lines = failed.output().trim().split('\n');
        expect(lines).toHaveLength(1);
        expect(lines[0]).toMatch(/^Touchline cannot start: DATABASE_URL is not set \(the embedded PostgreSQL only runs in demo mode.*\.$/);
        expect(existsSync(path.join(dir, 'pg'))).toBe(false);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );

  it('refuses to publish the demo with NODE_ENV=production on DEMO_LISTEN_PUBLIC alone (issue 37)', { timeout: 120_000 }, async () => {
    const failed = launch({ DEMO_LISTEN_PUBLIC: 'true', EMBEDDED_PG_PORT: String(embeddedPort + 1) });
    const code = await new Promise<number | null>((resolve) => failed.child.once('exit', resolve));
    expect(code).toBe(1);
    const lines = failed.output().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Touchline cannot start: DEMO_LISTEN_PUBLIC=true would open a demo .*DEMO_PUBLIC_IN_PRODUCTION=true .*\.$/);
  });
});
