import type { FieldPath } from 'react-hook-form';
import type { StaffStory } from '@/server/content';
import { STORY_TRANSLATED_FIELDS, STORY_TRANSLATIONS, type StoryFormValues } from '@/schemas/stories';

/**
 * The one place the story form's values (camelCase) meet the spec's multipart fields (spec §5: `basket_ids`,
 * `tweet_url`, `title_zu`…): the payload built from the values, and the server's field errors mapped back to them.
 */

const PLAIN_FIELDS = ['title', 'abstract', 'body', 'author', 'player'] as const;

/** The add form's starting values: nothing filled, no language but English. */
export const EMPTY_STORY_VALUES: StoryFormValues = {
  title: '',
  abstract: '',
  body: '',
  basketIds: [],
  author: '',
  player: '',
  tweetUrl: '',
  zulu: false,
  xhosa: false,
  afrikaans: false,
  titleZu: '',
  titleXh: '',
  titleAf: '',
  abstractZu: '',
  abstractXh: '',
  abstractAf: '',
  bodyZu: '',
  bodyXh: '',
  bodyAf: '',
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
    basketIds: [story.basketId, ...story.basketIds.filter((id) => id !== story.basketId)],
    author: story.author ? String(story.author) : '',
    player: story.player ? String(story.player) : '',
    tweetUrl: story.tweetUrl ?? '',
  };
  for (const { flag, suffix } of STORY_TRANSLATIONS) {
    values[flag] = has(story[`title${suffix}`]) || has(story[`abstract${suffix}`]) || has(story[`body${suffix}`]);
    for (const field of STORY_TRANSLATED_FIELDS) values[`${field}${suffix}`] = story[`${field}${suffix}`] ?? '';
  }
  return values;
}

/**
 * What the story form sends (spec §5, applied literally): empty plain fields are omitted; a translated field goes
 * only when its language flag (zulu, xhosa, afrikaans) is set and it is non-empty; tweet_url is always sent (empty
 * clears it); the categories go as basket_ids, a JSON list, the first being the story's main category (also sent
 * as basket_id when editing). The image goes only when one was chosen; is_active when the form says publish or draft.
 */
export function storyPayload(values: StoryFormValues, options: { id?: number; image?: Blob | null; isActive?: boolean } = {}): FormData {
  const form = new FormData();
  if (options.id !== undefined) form.set('id', String(options.id));
  const [main] = values.basketIds;
  if (options.id !== undefined && main !== undefined) form.set('basket_id', String(main));
  form.set('basket_ids', JSON.stringify(values.basketIds));
  for (const field of PLAIN_FIELDS) {
    const value = values[field].trim();
    if (value !== '') form.set(field, value);
  }
  for (const { flag, lang, suffix } of STORY_TRANSLATIONS) {
    if (!values[flag]) continue;
    for (const field of STORY_TRANSLATED_FIELDS) {
      const value = values[`${field}${suffix}`].trim();
      if (value !== '') form.set(`${field}_${lang}`, value);
    }
  }
  form.set('tweet_url', values.tweetUrl.trim());
  if (options.image) form.set('image_file', options.image);
  if (options.isActive !== undefined) form.set('is_active', String(options.isActive));
  return form;
}

/** The form's own name for a field the server names (a field error's key, or a "tweet_url: …" message's prefix). */
const FORM_FIELDS: Record<string, FieldPath<StoryFormValues> | 'image'> = {
  ...Object.fromEntries(PLAIN_FIELDS.map((field) => [field, field])),
  basket_ids: 'basketIds',
  tweet_url: 'tweetUrl',
  image_file: 'image',
  ...Object.fromEntries(
    STORY_TRANSLATIONS.flatMap(({ lang, suffix }) => STORY_TRANSLATED_FIELDS.map((field) => [`${field}_${lang}`, `${field}${suffix}`])),
  ),
};

/** The form field (or the image picker) a field the server names belongs to; none for a field the form does not show. */
export function storyFormFieldOf(wireField: string | undefined): FieldPath<StoryFormValues> | 'image' | undefined {
  return wireField === undefined ? undefined : FORM_FIELDS[wireField];
}
