#!/usr/bin/env node
/**
 * The npm registry this project's machines reach holds only the platform binaries of some packages (our own
 * linux-x64 ones, not e.g. @next/swc-darwin-arm64). `npm install` then leaves those optional entries out of
 * package-lock.json, and `npm ci` refuses the lock as out of sync. This adds each missing optional platform
 * package to the lock with its os/cpu/libc, so `npm ci` skips it as foreign instead of failing
 * (docs/decisions/005). Run it after `npm install` changes the lock: `node scripts/lock-foreign-platforms.mjs`.
 */
import { readFileSync, writeFileSync } from 'node:fs';

const lockPath = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
const packages = lock.packages;

function platformOf(name) {
  const id = name.split('/').pop();
  const os = ['darwin', 'win32', 'linux', 'android', 'freebsd', 'openharmony', 'sunos', 'aix', 'netbsd', 'openbsd'].find((candidate) =>
    id.includes(candidate),
  );
  const cpu = ['arm64', 'x64', 'ia32', 'ppc64', 's390x', 'riscv64', 'loong64', 'wasm32', 'arm'].find((candidate) =>
    id.includes(`-${candidate}`),
  );
  const libc = id.includes('musl') ? ['musl'] : os === 'linux' && id.includes('gnu') ? ['glibc'] : undefined;
  if (!cpu || (!os && cpu !== 'wasm32')) return null;
  return { ...(os ? { os: [os] } : {}), cpu: [cpu], ...(libc ? { libc } : {}) };
}

let added = 0;
for (const [location, entry] of Object.entries(packages)) {
  if (!location || !entry.optionalDependencies) continue;
  const base = location.slice(0, location.lastIndexOf('node_modules/') + 'node_modules/'.length);
  for (const [name, version] of Object.entries(entry.optionalDependencies)) {
    const candidates = [`${location}/node_modules/${name}`, `${base}${name}`, `node_modules/${name}`];
    if (candidates.some((candidate) => packages[candidate])) continue;
    const platform = platformOf(name);
    if (!platform || !/^\d+\.\d+\.\d+/.test(version)) continue;
    packages[`node_modules/${name}`] = {
      version,
      ...platform,
      ...(entry.dev ? { dev: true } : {}),
      ...(entry.devOptional ? { devOptional: true } : {}),
      optional: true,
    };
    added += 1;
  }
}

const sorted = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
lock.packages = sorted;
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`lock-foreign-platforms: added ${added} foreign optional platform packages`);
