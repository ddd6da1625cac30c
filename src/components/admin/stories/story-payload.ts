import type { StaffStory } from '@/server/content';
import { STORY_TRANSLATIONS, type StoryFormValues } from '@/schemas/stories';

const PLAIN_FIELDS = ['title', 'abstract', 'body', 'author', 'player'] as const;
const TRANSLATED_FIELDS = ['title', 'abstract', 'body'] as const;

/** The add form's starting values: nothing filled, no language but English. */
export const EMPTY_STORY_VALUES: StoryFormValues = {
  title: '',
  abstract: '',
  body: '',
  basket_ids: [],
  author: '',
  player: '',
  tweet_url: '',
  zulu: false,
  xhosa: false,
  afrikaans: false,
  title_zu: '',
  title_xh: '',
  title_af: '',
  abstract_zu: '',
  abstract_xh: '',
  abstract_af: '',
  body_zu: '',
  body_xh: '',
  body_af: '',
};

/** The edit form's starting values: the saved story, its main category first, each language on when it has text. */
export function storyFormValuesOf(story: StaffStory): StoryFormValues {
  const has = (value: string | null) => Boolean(value?.trim());
  const values: StoryFormValues = {
    ...EMPTY_STORY_VALUES,
    title: story.title,
    abstract: story.abstract,
    body: story.body,
    // The main category first: the form keeps it as the first one ticked.
    basket_ids: [story.basket_id, ...story.basket_ids.filter((id) => id !== story.basket_id)],
    author: story.author ? String(story.author) : '',
    player: story.player ? String(story.player) : '',
    tweet_url: story.tweet_url ?? '',
  };
  for (const { flag, lang } of STORY_TRANSLATIONS) {
    values[flag] = has(story[`title_${lang}`]) || has(story[`abstract_${lang}`]) || has(story[`body_${lang}`]);
    for (const field of TRANSLATED_FIELDS) values[`${field}_${lang}`] = story[`${field}_${lang}`] ?? '';
  }
  return values;
}

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
