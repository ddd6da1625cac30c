/**
 * The catalogue check (issue 26): `npm run i18n:check`, and tests/unit/catalogues.test.ts in CI. For each family of
 * translated texts (the fan site's messages, the login modal's auth-messages, the USSD menus, the API's refusals):
 *
 * - every key of the English catalogue is in isiZulu, isiXhosa and Afrikaans, and no other key;
 * - every text has the same ICU arguments (`{name}`, `{count, plural, …}`) in every language;
 * - no English is left in a translation: a text of 20 characters or more, with a space and letters outside its
 *   placeholders, that is word for word the English one is reported — unless scripts/catalogue-allow-list.json names
 *   it (a key, or `prefix.*`, optionally for one locale) with the reason (a brand, a proper name, an address);
 * - a refusal the API catalogue and the modal's catalogue both hold (by code) reads the same in both;
 * - every FanCred rule the migrations seed has its line in the messages (`fancred.actions.<action>`), so /fancred's
 *   ways to earn never fall back to the rule's English label (issue 37);
 * - the demo's Touchline+ texts (src/server/demo/data/plus-texts.json) are written in every language, by the same rule.
 *
 * The console (src/i18n/console) is English only and not checked.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const FAMILIES = ['messages', 'auth-messages', 'ussd', 'api'] as const;
export const OTHER_LOCALES = ['zu', 'xh', 'af'] as const;

export type Catalogue = Record<string, string>;
export interface AllowedEntry {
  family: string;
  key: string;
  locale?: string;
  reason: string;
}

/** A nested catalogue as `a.b.c` → text. */
export function flatten(node: unknown, prefix = ''): Catalogue {
  if (typeof node === 'string') return { [prefix]: node };
  if (!node || typeof node !== 'object') return { [prefix]: String(node) };
  const flat: Catalogue = {};
  for (const [key, value] of Object.entries(node as Record<string, unknown>))
    Object.assign(flat, flatten(value, prefix ? `${prefix}.${key}` : key));
  return flat;
}

/**
 * A text's ICU arguments, as `name` or `name:type` (plural, select…), wherever they are (inside a plural's branches
 * too). `#` and the branches' own words are not arguments.
 */
export function icuArguments(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(/\{\s*(\w+)\s*(?:,\s*(\w+)\s*)?[,}]/g))
    found.add(match[2] ? `${match[1]}:${match[2]}` : String(match[1]));
  return [...found].sort();
}

/** A text long and wordy enough that finding it word for word in another language means it was not translated. */
export function isLongText(text: string): boolean {
  const words = text.replace(/\{[^{}]*\}/g, '');
  return text.length >= 20 && /\s/.test(words) && /\p{L}{3}/u.test(words);
}

/** The problems of one family: its four catalogues (en first). */
export function familyProblems(family: string, catalogues: Record<string, Catalogue>, allowed: AllowedEntry[] = []): string[] {
  const problems: string[] = [];
  const english = catalogues.en ?? {};
  const isAllowed = (key: string, locale: string) =>
    allowed.some(
      (entry) =>
        entry.family === family &&
        (entry.key === key || (entry.key.endsWith('.*') && key.startsWith(entry.key.slice(0, -1)))) &&
        (entry.locale === undefined || entry.locale === locale),
    );
  for (const locale of OTHER_LOCALES) {
    const other = catalogues[locale] ?? {};
    for (const key of Object.keys(english)) if (!(key in other)) problems.push(`${family}/${locale}: missing key ${key}`);
    for (const key of Object.keys(other)) if (!(key in english)) problems.push(`${family}/${locale}: key ${key} is not in English`);
    for (const [key, text] of Object.entries(english)) {
      const translated = other[key];
      if (translated === undefined) continue;
      const want = icuArguments(text).join(', ');
      const got = icuArguments(translated).join(', ');
      if (want !== got) problems.push(`${family}/${locale}: ${key} has placeholders [${got}], English has [${want}]`);
      if (translated === text && isLongText(text) && !isAllowed(key, locale))
        problems.push(`${family}/${locale}: ${key} is the English text word for word: "${text}"`);
    }
  }
  return problems;
}

/** The refusals both the API catalogue (`errors.<code>`) and the modal's (`errors.<code>`) hold read the same. */
export function sharedCodeProblems(api: Record<string, Catalogue>, auth: Record<string, Catalogue>): string[] {
  const problems: string[] = [];
  for (const locale of ['en', ...OTHER_LOCALES]) {
    for (const [key, text] of Object.entries(api[locale] ?? {})) {
      if (!key.startsWith('errors.') && !key.startsWith('fields.')) continue;
      const modal = auth[locale]?.[key];
      if (modal !== undefined && modal !== text) problems.push(`api/${locale}: ${key} reads "${text}", the modal's reads "${modal}"`);
    }
  }
  return problems;
}

/** The actions of the FanCred rules the migrations seed (`INSERT INTO "fancred_rules" … VALUES ('action', …)`). */
export function seededRuleActions(root: string): string[] {
  const folder = path.join(root, 'drizzle');
  const actions: string[] = [];
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.sql'))) {
    const text = readFileSync(path.join(folder, file), 'utf8');
    for (const insert of text.matchAll(/INSERT INTO "fancred_rules"[^;]*?VALUES([\s\S]*?)ON CONFLICT/g))
      for (const row of (insert[1] ?? '').matchAll(/^\s*\('([a-z0-9_]+)'/gm)) actions.push(String(row[1]));
  }
  return actions;
}

/** A FanCred rule with no line of its own in the fan site's messages is shown in its English label. */
export function ruleLineProblems(actions: string[], messages: Catalogue): string[] {
  return actions
    .filter((action) => !(`fancred.actions.${action}` in messages))
    .map((action) => `messages/en: fancred.actions.${action} is missing (the rule would show its English label)`);
}

/** A demo item's English fields and its translations (`{ zu: { field: text } }`), named for the report. */
export interface DemoText {
  name: string;
  english: Record<string, string | undefined>;
  translations: Partial<Record<string, Partial<Record<string, unknown>>>>;
}

/** The demo's texts: each field missing in a language, or left word for word in English, falls back to English. */
export function demoTextProblems(items: DemoText[], allowed: AllowedEntry[] = []): string[] {
  const problems: string[] = [];
  for (const item of items)
    for (const [field, text] of Object.entries(item.english)) {
      if (text === undefined) continue;
      const key = `${item.name}.${field}`;
      for (const locale of OTHER_LOCALES) {
        if (allowed.some((entry) => entry.family === 'demo' && entry.key === key && (entry.locale ?? locale) === locale)) continue;
        const translated = item.translations[locale]?.[field];
        if (typeof translated !== 'string' || translated.trim() === '') problems.push(`demo/${locale}: ${key} is not written`);
        else if (translated === text && isLongText(text))
          problems.push(`demo/${locale}: ${key} is the English text word for word: "${text}"`);
      }
    }
  return problems;
}

interface PlusTexts {
  shows: { slug: string; name: string; description: string; translations: DemoText['translations'] }[];
  videos: { title: string; description: string; translations: DemoText['translations'] }[];
  sponsor: { title: string; description: string; ctaLabel: string; translations: DemoText['translations'] };
  slides: { title: string; text: string; ctaLabel?: string; translations: DemoText['translations'] }[];
}

/** Touchline+'s demo shows, videos, sponsored row and slides (read as data: the check imports no server code). */
export function demoTexts(root = process.cwd()): DemoText[] {
  const texts = JSON.parse(readFileSync(path.join(root, 'src/server/demo/data/plus-texts.json'), 'utf8')) as PlusTexts;
  return [
    ...texts.shows.map((show) => ({
      name: `show ${show.slug}`,
      english: { name: show.name, description: show.description },
      translations: show.translations,
    })),
    ...texts.videos.map((video) => ({
      name: `video "${video.title}"`,
      english: { title: video.title, description: video.description },
      translations: video.translations,
    })),
    {
      name: 'sponsor',
      english: { title: texts.sponsor.title, description: texts.sponsor.description, ctaLabel: texts.sponsor.ctaLabel },
      translations: texts.sponsor.translations,
    },
    ...texts.slides.map((slide, index) => ({
      name: `slide ${index + 1}`,
      english: { title: slide.title, text: slide.text, ctaLabel: slide.ctaLabel },
      translations: slide.translations,
    })),
  ];
}

export function loadFamily(root: string, family: string): Record<string, Catalogue> {
  return Object.fromEntries(
    ['en', ...OTHER_LOCALES].map((locale) => [
      locale,
      flatten(JSON.parse(readFileSync(path.join(root, 'src/i18n', family, `${locale}.json`), 'utf8'))),
    ]),
  );
}

export function loadAllowList(root: string): AllowedEntry[] {
  return JSON.parse(readFileSync(path.join(root, 'scripts/catalogue-allow-list.json'), 'utf8')) as AllowedEntry[];
}

/** Every problem of the repository's catalogues (empty when they are sound). */
export function catalogueProblems(root = process.cwd()): string[] {
  const allowed = loadAllowList(root);
  const problems = FAMILIES.flatMap((family) => familyProblems(family, loadFamily(root, family), allowed));
  for (const entry of allowed) if (!entry.reason?.trim()) problems.push(`allow-list: ${entry.family} ${entry.key} has no reason`);
  return [
    ...problems,
    ...sharedCodeProblems(loadFamily(root, 'api'), loadFamily(root, 'auth-messages')),
    ...ruleLineProblems(seededRuleActions(root), loadFamily(root, 'messages').en ?? {}),
    ...demoTextProblems(demoTexts(root), allowed),
  ];
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const problems = catalogueProblems();
  for (const problem of problems) console.error(problem);
  console.log(
    problems.length === 0 ? 'catalogues: every key, placeholder and translation in place' : `catalogues: ${problems.length} problem(s)`,
  );
  process.exitCode = problems.length === 0 ? 0 : 1;
}
