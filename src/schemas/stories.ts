import { z } from 'zod';
import { translationInputs, translationsFromInput } from './translations';
import { dbId } from './db-id';

/**
 * Story and category inputs of the Admin API and the console (spec §3, §5, §7), shared by the handlers and the
 * console's forms. Multipart sends everything as text: numbers and lists are parsed here.
 */
const id = dbId;
const optionalId = z.preprocess((value) => (value === '' || value === 'null' ? null : value), dbId.nullable()).optional();
/** spec §5: an empty plain field is not sent — and if it is, it changes nothing. */
const text = (max: number) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), z.string().trim().max(max).optional());
/** A JSON list of category ids ("[3,7]"), or one id. */
const basketIds = z.preprocess((value) => {
  if (typeof value !== 'string') return value;
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed : [parsed];
  } catch {
    return value;
  }
}, z.array(dbId).min(1, 'Choose at least one category').max(20));
/** The https address of one tweet on x.com or twitter.com. */
const TWEET_URL = /^https:\/\/(?:www\.|mobile\.)?(?:twitter\.com|x\.com)\/[A-Za-z0-9_]{1,15}\/status\/\d{1,25}(?:[/?#].*)?$/;
const TWEET_URL_MESSAGE = 'Enter the https address of a tweet on x.com or twitter.com';
const tweetUrl = z.preprocess(
  (value) => (value === undefined ? undefined : typeof value === 'string' && value.trim() === '' ? null : value),
  z.string().trim().max(300).regex(TWEET_URL, TWEET_URL_MESSAGE).nullable().optional(),
);
const image = z
  .instanceof(Blob)
  .refine((file) => file.size > 0, 'The image file is empty.')
  .optional();
/**
 * Published (true) or a draft (false): a draft is an inactive story, not another kind of thing (issue 17). Absent, a
 * new story is published and an edited one keeps its state.
 */
const isActive = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0']).transform((text) => text === 'true' || text === '1')])
  .optional();

const translations = {
  title_zu: text(300),
  title_xh: text(300),
  title_af: text(300),
  abstract_zu: text(1000),
  abstract_xh: text(1000),
  abstract_af: text(1000),
  body_zu: text(100_000),
  body_xh: text(100_000),
  body_af: text(100_000),
};

export const storyUpdateInput = z.object({
  id,
  basket_id: id.optional(),
  basket_ids: basketIds.optional(),
  title: text(300),
  abstract: text(1000),
  body: text(100_000),
  ...translations,
  author: optionalId,
  player: optionalId,
  tweet_url: tweetUrl,
  image_file: image,
  is_active: isActive,
});

export const storyCreateInput = z.object({
  basket_ids: basketIds,
  title: z.string({ error: 'Title is required' }).trim().min(1, 'Title is required').max(300),
  abstract: z.string().trim().max(1000).default(''),
  body: z.string().trim().max(100_000).default(''),
  ...translations,
  author: optionalId,
  player: optionalId,
  tweet_url: tweetUrl,
  image_file: image,
  is_active: isActive,
});

/** A story's fields written once per language (spec §5). */
export const STORY_TRANSLATED_FIELDS = ['title', 'abstract', 'body'] as const;
type TranslatedField = (typeof STORY_TRANSLATED_FIELDS)[number];
type Translation = (typeof STORY_TRANSLATIONS)[number];
/** A story's text in the other languages, as the content context names it: titleZu, abstractXh, bodyAf… */
export type StoryTranslations = Partial<Record<`${TranslatedField}${Translation['suffix']}`, string>>;

/** The translated fields from the spec's names (`title_zu`, `body_af`…) to the content context's (`titleZu`, `bodyAf`…). */
const translationsOf = (input: Partial<Record<`${TranslatedField}_${Translation['lang']}`, string>>) =>
  Object.fromEntries(
    STORY_TRANSLATIONS.flatMap(({ lang, suffix }) =>
      STORY_TRANSLATED_FIELDS.map((field) => [`${field}${suffix}`, input[`${field}_${lang}`]]),
    ),
  ) as StoryTranslations;

type StoryWireExtras = Omit<z.output<typeof storyUpdateInput>, 'id' | 'basket_id' | 'basket_ids' | 'title' | 'abstract' | 'body'>;

/** What a new story and an edit share beyond their text and categories, in the content context's names. */
const storyExtrasOf = (input: StoryWireExtras) => ({
  ...translationsOf(input),
  author: input.author,
  player: input.player,
  tweetUrl: input.tweet_url,
  imageFile: input.image_file,
  isActive: input.is_active,
});

/** addStory's body as the content context takes it. */
export const storyToCreate = ({ basket_ids: basketIds, title, abstract, body, ...extras }: z.output<typeof storyCreateInput>) => ({
  ...storyExtrasOf(extras),
  basketIds,
  title,
  abstract,
  body,
});

/** story/update's body (the Admin API's and the console's saveStory) as the content context takes it. */
export const storyToUpdate = ({
  id,
  basket_id: basketId,
  basket_ids: basketIds,
  title,
  abstract,
  body,
  ...extras
}: z.output<typeof storyUpdateInput>) => ({ ...storyExtrasOf(extras), id, basketId, basketIds, title, abstract, body });

export const storyListInput = z.object({
  order: z.enum(['desc', 'asc', 'newest', 'oldest', 'title']).default('desc').catch('desc'),
  page: z.coerce.number().int().min(1).max(10_000).default(1).catch(1),
  basket_id: z.preprocess((value) => (value === '' || value === null ? undefined : value), dbId.optional()),
  title: z.string().trim().max(200).optional(),
});

export const storyIdInput = z.object({ id });
/** activate, featured and activatecategory: {id} toggles; an explicit value sets it (the console always sends one). */
export const flagInput = z.object({
  id,
  value: z.union([z.boolean(), z.enum(['true', 'false', '1', '0']).transform((text) => text === 'true' || text === '1')]).optional(),
});

/** A category's staff text in other languages (decision 034): its name, as long as the English one may be. */
const CATEGORY_TRANSLATED = { name: 80 };
export const CATEGORY_TRANSLATED_FIELDS = ['name'] as const;

export const categoryAddInput = z.object({
  basket_id: z.preprocess((value) => (value === '' ? undefined : value), dbId.optional()),
  parent_id: optionalId,
  category_name: z
    .string({ error: 'Enter a name for the category' })
    .trim()
    .min(1, 'Enter a name for the category')
    .max(80, 'Keep the name under 80 characters'),
  // Optional beyond the spec's fields (issue 26): the flags zulu/xhosa/afrikaans and name_zu, name_xh, name_af.
  ...translationInputs(CATEGORY_TRANSLATED),
});
export const categoryUpdateInput = z.object({
  id,
  basket_id: dbId.optional(),
  parent_id: optionalId,
  name: z.string().trim().min(1, 'Enter a name for the category').max(80, 'Keep the name under 80 characters').optional(),
  ...translationInputs(CATEGORY_TRANSLATED),
});

/** addcategory's body (the Admin API's and the console form's) as the content context takes it. */
export const categoryToAdd = (input: z.output<typeof categoryAddInput>) => ({
  basketId: input.basket_id,
  parentId: input.parent_id,
  name: input.category_name,
  translations: translationsFromInput(input, CATEGORY_TRANSLATED_FIELDS),
});

/** updatecategory's body as the content context takes it. */
export const categoryToUpdate = (input: z.output<typeof categoryUpdateInput>) => ({
  id: input.id,
  basketId: input.basket_id,
  parentId: input.parent_id,
  name: input.name,
  translations: translationsFromInput(input, CATEGORY_TRANSLATED_FIELDS),
});

/**
 * The story languages besides English and the flag that switches each on in the console's form (spec §5); a
 * translated field is `title_zu` on the wire and `titleZu` in the form's values.
 */
export const STORY_TRANSLATIONS = [
  { flag: 'zulu', lang: 'zu', suffix: 'Zu' },
  { flag: 'xhosa', lang: 'xh', suffix: 'Xh' },
  { flag: 'afrikaans', lang: 'af', suffix: 'Af' },
] as const;

const formText = (max: number, message?: string) => z.string().trim().max(max, message);
const selectId = z.string().regex(/^\d*$/, 'Choose from the list');

/**
 * The console's story form (add and edit) as the browser holds it, in camelCase, before the spec §5 payload is built
 * from it (components/admin/stories/story-payload.ts): categories as a list, the three language flags, every text field.
 */
export const storyFormValues = z.object({
  title: z.string().trim().min(1, 'Title is required').max(300, 'Keep the title under 300 characters'),
  abstract: formText(1000, 'Keep the abstract under 1,000 characters'),
  body: formText(100_000, 'The body is too long'),
  basketIds: z.array(z.number().int().positive()).min(1, 'Choose at least one category').max(20, 'Choose at most 20 categories'),
  author: selectId,
  player: selectId,
  tweetUrl: z
    .string()
    .trim()
    .max(300)
    .refine((value) => value === '' || TWEET_URL.test(value), TWEET_URL_MESSAGE),
  zulu: z.boolean(),
  xhosa: z.boolean(),
  afrikaans: z.boolean(),
  titleZu: formText(300, 'Keep the title under 300 characters'),
  titleXh: formText(300, 'Keep the title under 300 characters'),
  titleAf: formText(300, 'Keep the title under 300 characters'),
  abstractZu: formText(1000, 'Keep the abstract under 1,000 characters'),
  abstractXh: formText(1000, 'Keep the abstract under 1,000 characters'),
  abstractAf: formText(1000, 'Keep the abstract under 1,000 characters'),
  bodyZu: formText(100_000, 'The body is too long'),
  bodyXh: formText(100_000, 'The body is too long'),
  bodyAf: formText(100_000, 'The body is too long'),
});
export type StoryFormValues = z.infer<typeof storyFormValues>;
