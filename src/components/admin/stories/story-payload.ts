import { STORY_TRANSLATIONS, type StoryFormValues } from '@/schemas/stories';

const PLAIN_FIELDS = ['title', 'abstract', 'body', 'author', 'player'] as const;
const TRANSLATED_FIELDS = ['title', 'abstract', 'body'] as const;

/**
 * What the story form sends (spec §5, applied literally): empty plain fields are omitted; a translated field goes
 * only when its language flag (zulu, xhosa, afrikaans) is set and it is non-empty; tweet_url is always sent (empty
 * clears it); the categories go as basket_ids, a JSON list, the first being the story's main category (also sent
 * as basket_id when editing). The image goes only when one was chosen.
 */
export function storyPayload(values: StoryFormValues, options: { id?: number; image?: Blob | null } = {}): FormData {
  const form = new FormData();
  if (options.id !== undefined) form.set('id', String(options.id));
  const [main] = values.basket_ids;
  if (options.id !== undefined && main !== undefined) form.set('basket_id', String(main));
  form.set('basket_ids', JSON.stringify(values.basket_ids));
  for (const field of PLAIN_FIELDS) {
    const value = values[field].trim();
    if (value !== '') form.set(field, value);
  }
  for (const { flag, lang } of STORY_TRANSLATIONS) {
    if (!values[flag]) continue;
    for (const field of TRANSLATED_FIELDS) {
      const value = values[`${field}_${lang}`].trim();
      if (value !== '') form.set(`${field}_${lang}`, value);
    }
  }
  form.set('tweet_url', values.tweet_url.trim());
  if (options.image) form.set('image_file', options.image);
  return form;
}
