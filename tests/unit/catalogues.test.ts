import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** DESIGN §9: the zu/xh/af catalogues have the same keys (and placeholders) as English. */
function flatten(node: unknown, prefix = ''): Record<string, string> {
  if (typeof node === 'string') return { [prefix]: node };
  return Object.entries(node as Record<string, unknown>).reduce<Record<string, string>>(
    (all, [key, value]) => ({ ...all, ...flatten(value, prefix ? `${prefix}.${key}` : key) }),
    {},
  );
}

const load = (dir: string, locale: string) => flatten(JSON.parse(readFileSync(path.resolve('src/i18n', dir, `${locale}.json`), 'utf8')));
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe.each(['messages', 'auth-messages'])('the %s catalogues', (dir) => {
  const english = load(dir, 'en');
  it.each(['zu', 'xh', 'af'])('%s has every English key and placeholder', (locale) => {
    const other = load(dir, locale);
    expect(Object.keys(other).sort()).toEqual(Object.keys(english).sort());
    for (const [key, text] of Object.entries(english))
      expect(placeholders(other[key] ?? ''), `${locale} ${key}`).toEqual(placeholders(text));
  });
});
