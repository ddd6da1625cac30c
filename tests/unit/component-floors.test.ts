import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The floors of src/components (decision 039): lint refuses an import that climbs, and the tree as it stands has no
 * file-to-file circle.
 */
const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

async function floorErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((message) => message.message.includes('decision 039')).map((message) => message.message);
}

describe('the floors of src/components', () => {
  it('refuses an import from a room up to one on its own floor or above, in every spelling', async () => {
    expect(
      await floorErrors('src/components/ui/scratch.ts', "export { openAuthModal } from '@/components/auth-modal/modal-store';\n"),
    ).toHaveLength(1);
    expect(
      await floorErrors(
        'src/components/ui/scratch.ts',
        "import { openAuthModal } from '@/components/auth-modal/modal-store';\nexport const a = openAuthModal;\n",
      ),
    ).toHaveLength(1);
    expect(
      await floorErrors('src/components/browser/scratch.ts', "import { Link } from '../ui/site-link';\nexport const a = Link;\n"),
    ).toHaveLength(1);
    expect(
      await floorErrors('src/components/site/push/scratch.ts', "export const a = () => import('../../fancred/award');\n"),
    ).toHaveLength(1);
    expect(
      await floorErrors(
        'src/components/site/scratch.ts',
        "import { awardFromJson } from '@/components/fancred/award';\nexport const a = awardFromJson;\n",
      ),
    ).toHaveLength(1);
  }, 60_000);

  it('lets a room import the floors below it and its own folders', async () => {
    expect(
      await floorErrors(
        'src/components/site/scratch.ts',
        "import { Link } from '@/components/ui/site-link';\nimport { useSession } from '../auth-modal/session-store';\nexport const a = [Link, useSession];\n",
      ),
    ).toEqual([]);
    // admin/videos/ is the console's own folder, not the videos room on admin's floor.
    expect(
      await floorErrors(
        'src/components/admin/stories/scratch.ts',
        "import { VideoForm } from '../videos/video-form';\nexport const a = VideoForm;\n",
      ),
    ).toEqual([]);
  }, 60_000);

  it('refuses a file in a folder with no floor', async () => {
    expect(await floorErrors('src/components/newroom/scratch.ts', 'export const a = 1;\n')).toHaveLength(1);
  }, 60_000);

  it('has no two files of src/components that import each other, directly or around a loop', () => {
    const dir = path.join(root, 'src/components');
    const files = (readdirSync(dir, { recursive: true }) as string[])
      .filter((file) => /\.tsx?$/.test(file))
      .map((file) => path.join(dir, file));
    const resolve = (from: string, spec: string): string | undefined => {
      const base = spec.startsWith('@/')
        ? path.join(root, 'src', spec.slice(2))
        : spec.startsWith('.')
          ? path.resolve(path.dirname(from), spec)
          : undefined;
      return base && [`${base}.ts`, `${base}.tsx`].find((candidate) => files.includes(candidate));
    };
    const edges = new Map(
      files.map((file) => [
        file,
        [...readFileSync(file, 'utf8').matchAll(/(?:from|import\s*\()\s*'([^']+)'/g)].flatMap(([, spec = '']) => resolve(file, spec) ?? []),
      ]),
    );
    const circles: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const walk = (file: string, trail: string[]) => {
      if (state.get(file) === 'done') return;
      if (state.get(file) === 'open') {
        circles.push(
          trail
            .slice(trail.indexOf(file))
            .map((f) => path.relative(dir, f))
            .join(' -> '),
        );
        return;
      }
      state.set(file, 'open');
      for (const next of edges.get(file) ?? []) walk(next, [...trail, next]);
      state.set(file, 'done');
    };
    for (const file of files) walk(file, [file]);
    expect(circles).toEqual([]);
  });
});
