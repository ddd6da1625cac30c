import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { build, isBuildStale, sourcesHash } from '../../scripts/build-if-stale';

/**
 * The launchers' build check (issue 37): a build is fresh only for the sources it was built from, by their bytes.
 * A fake `next` under a scratch root stands in for the real build, so the check runs in milliseconds.
 */
let base: string;

function write(file: string, text: string): void {
  mkdirSync(path.dirname(path.join(base, file)), { recursive: true });
  writeFileSync(path.join(base, file), text);
}

/** A `next build` that writes BUILD_ID, after changing src/app/page.tsx while it "runs" when told to. */
function fakeNext(changeDuringBuild: boolean): void {
  write(
    'node_modules/next/dist/bin/next',
    [
      "const fs = require('node:fs');",
      changeDuringBuild ? "fs.writeFileSync('src/app/page.tsx', 'export default () => \"saved during the build\";');" : '',
      "fs.mkdirSync('.next', { recursive: true });",
      "fs.writeFileSync('.next/BUILD_ID', 'test-build');",
    ].join('\n'),
  );
}

async function runBuild(): Promise<void> {
  await build({ ...process.env }, () => undefined, base);
}

beforeEach(() => {
  base = mkdtempSync(path.join(tmpdir(), 'touchline-build-'));
  write('src/app/page.tsx', 'export default () => "one";');
  write('public/robots.txt', 'User-agent: *');
  write('package-lock.json', '{}');
});
afterEach(() => rmSync(base, { recursive: true, force: true }));

describe('isBuildStale', () => {
  it('is stale with no build, and fresh right after one', async () => {
    expect(isBuildStale(base)).toBe(true);
    fakeNext(false);
    await runBuild();
    expect(isBuildStale(base)).toBe(false);
  });

  it('rebuilds after a file changed during the build, though BUILD_ID is newer than the change', async () => {
    fakeNext(true);
    await runBuild();
    expect(readFileSync(path.join(base, 'src/app/page.tsx'), 'utf8')).toContain('saved during the build');
    expect(isBuildStale(base)).toBe(true);
    fakeNext(false);
    await runBuild();
    expect(isBuildStale(base)).toBe(false);
  });

  it('rebuilds for changed bytes whatever their modification time (a checkout of an older file)', async () => {
    fakeNext(false);
    await runBuild();
    write('src/app/page.tsx', 'export default () => "two";');
    const past = new Date('2020-01-01T00:00:00Z');
    utimesSync(path.join(base, 'src/app/page.tsx'), past, past);
    expect(isBuildStale(base)).toBe(true);
  });

  it('rebuilds for a new or removed file and for another deployment id, not for a touch alone', async () => {
    fakeNext(false);
    await runBuild();
    const now = new Date();
    utimesSync(path.join(base, 'src/app/page.tsx'), now, now);
    expect(isBuildStale(base)).toBe(false);
    expect(isBuildStale(base, { ...process.env, NEXT_DEPLOYMENT_ID: 'release-2' })).toBe(true);
    write('src/app/extra.ts', 'export {};');
    expect(isBuildStale(base)).toBe(true);
    rmSync(path.join(base, 'src/app/extra.ts'));
    expect(isBuildStale(base)).toBe(false);
    rmSync(path.join(base, 'public/robots.txt'));
    expect(isBuildStale(base)).toBe(true);
  });

  it('is stale when the build has no hash (a build from before this check, or one that failed)', () => {
    write('.next/BUILD_ID', 'old');
    expect(isBuildStale(base)).toBe(true);
    expect(sourcesHash(base)).toMatch(/^[0-9a-f]{64}$/);
  });
});
