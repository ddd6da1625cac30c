/**
 * An audit entry's changed fields in words (issue 26): the stored diffs name columns (`title_zu`, `basket_id`,
 * `is_active`) and, for translated items, a `translations` object (`{ zu: { title, … } }`); the console shows
 * "Title (isiZulu)", "Category", "Published". Known fields have a console string (audit.json `fields`); any other is
 * humanised from its name. Pure, for the audit trail's server component and its tests.
 */

export type AuditChange = { before: unknown; after: unknown };
export type AuditTranslate = (key: string, values?: Record<string, string | number>) => string;

/** The fields audit.json `fields` names (the snapshots' names, snake_case or camelCase). */
export const KNOWN_AUDIT_FIELDS = [
  'title',
  'abstract',
  'body',
  'basket_id',
  'basket_ids',
  'author',
  'player',
  'image_file',
  'imageFile',
  'tweet_url',
  'is_active',
  'is_featured',
  'name',
  'slug',
  'first_name',
  'last_name',
  'short_name',
  'position',
  'caps',
  'bio',
  'date_of_birth',
  'debut',
  'category',
  'portrait_file',
  'team',
  'team_name',
  'opponent',
  'venue',
  'city',
  'is_home',
  'kickoff_at',
  'competition',
  'status',
  'team_score',
  'opponent_score',
  'tickets_url',
  'broadcast_url',
  'potm_opens_minute',
  'email',
  'staff_role',
  'staffRole',
  'role_id',
  'story_ids',
  'videoIds',
  'games',
  'sort_order',
  'version',
  'published_at',
  'publishedAt',
  'correct_answer',
  'correctAnswer',
  'questionType',
  'logoUrl',
  'redraw_reason',
  'translations',
] as const;

const LANGUAGES = ['zu', 'xh', 'af', 'en'] as const;
type Language = (typeof LANGUAGES)[number];
const isLanguage = (value: string): value is Language => (LANGUAGES as readonly string[]).includes(value);

/** `date_of_birth` → "Date of birth", `logoUrl` → "Logo url", `role_id` → "Role". */
export function humaniseField(field: string): string {
  const words = field
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase()
    .split(/\s+/);
  if (words.length > 1 && (words.at(-1) === 'id' || words.at(-1) === 'ids')) words.pop();
  const text = words.join(' ');
  return text ? text[0]!.toUpperCase() + text.slice(1) : field;
}

/** A field's name in words: a known one's console string, "Title (isiZulu)" for a language's version, else humanised. */
export function auditFieldLabel(field: string, t: AuditTranslate): string {
  if ((KNOWN_AUDIT_FIELDS as readonly string[]).includes(field)) return t(`fields.${field}`);
  const suffixed = /^(.+?)(?:_(zu|xh|af)|(Zu|Xh|Af))$/.exec(field);
  if (suffixed) {
    const language = (suffixed[2] ?? suffixed[3]!.toLowerCase()) as Language;
    return t('languageField', { field: auditFieldLabel(suffixed[1]!, t), language: t(`languages.${language}`) });
  }
  return humaniseField(field);
}

const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/**
 * The lines one changed field shows: one for a plain field; for `translations`, one per language and field that
 * changed ("Title (isiZulu)"), the whole object only when it is not a language map.
 */
export function auditChangeLines(
  field: string,
  change: AuditChange,
  t: AuditTranslate,
): { label: string; before: unknown; after: unknown }[] {
  if (field !== 'translations') return [{ label: auditFieldLabel(field, t), ...change }];
  const before = asRecord(change.before);
  const after = asRecord(change.after);
  const languages = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  if (languages.length === 0 || !languages.every(isLanguage)) return [{ label: auditFieldLabel(field, t), ...change }];
  const lines: { label: string; before: unknown; after: unknown }[] = [];
  for (const language of languages) {
    const was = asRecord(before[language]);
    const now = asRecord(after[language]);
    for (const name of new Set([...Object.keys(was), ...Object.keys(now)])) {
      const from = was[name] ?? null;
      const to = now[name] ?? null;
      if (JSON.stringify(from) === JSON.stringify(to)) continue;
      lines.push({
        label: t('languageField', { field: auditFieldLabel(name, t), language: t(`languages.${language}`) }),
        before: from,
        after: to,
      });
    }
  }
  return lines;
}
