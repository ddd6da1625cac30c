'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useMemo, useState, type FormEvent } from 'react';
import { Controller, useForm, useWatch, type Control, type FieldErrors, type FieldPath, type UseFormRegister } from 'react-hook-form';
import { toast } from 'sonner';
import type { StoryFormOptions } from '@/server/content';
import type { ActionResult } from '@/server/http/staff-actions';
import { STORY_TRANSLATIONS, storyFormValues, type StoryFormValues } from '@/schemas/stories';
import { PLAYER_TEAMS } from '@/schemas/players';
import { BUTTON_CLASS, FormField, INPUT_CLASS, SECONDARY_BUTTON_CLASS } from '../form-field';
import { ImageField } from '../image-field';
import { RichTextEditor } from '../rich-text-editor';
import { useIsHydrated } from '@/components/ui/use-is-hydrated';
import { storyFormFieldOf, storyPayload } from './story-payload';

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'];
/** The addStory API's error codes that belong to one field. */
const CODE_FIELDS: Record<string, FieldPath<StoryFormValues> | 'image'> = {
  unknown_category: 'basketIds',
  unknown_author: 'author',
  inactive_author: 'author',
  unknown_player: 'player',
  image_too_large: 'image',
  not_an_image: 'image',
  payload_too_large: 'image',
};

/** The plain fields spec §5 leaves out when empty: emptied while editing, they keep what was saved. */
const KEPT_WHEN_EMPTY = ['abstract', 'body', 'author', 'player'] as const;

/** The ids that describe a control, or nothing. */
const describedBy = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;

type StoryFormProps = StoryFormOptions & {
  /** Absent when adding. */
  storyId?: number;
  /** Editing: whether the story is published (active) or a draft (inactive). */
  isActive?: boolean;
  defaults: StoryFormValues;
  imageUrl?: string;
  /** Editing: the server action over updateStory. Adding posts to /api/admin/stories/addStory (spec §7). */
  save?: (form: FormData) => Promise<ActionResult<unknown>>;
};

/**
 * The story form (add and edit): title, abstract, body, categories, author, player, image, tweet and the Zulu,
 * Xhosa and Afrikaans versions behind their flags. The browser checks what it can (the same zod rules as the
 * server); the server's refusals show under their field or above the buttons. It publishes ("Publish") or saves a
 * draft ("Save as draft"): a draft is an inactive story, sent as is_active=false (issue 17).
 */
export function StoryForm({
  storyId,
  isActive = false,
  defaults,
  categories,
  authors,
  players,
  imageUrl,
  maxImageBytes,
  save,
}: StoryFormProps) {
  const t = useTranslations('stories.form');
  const router = useRouter();
  const isEdit = storyId !== undefined;
  // Which button sent the form: Publish (also Enter in a field: the form's default button) or Save as draft.
  const [isDraftSave, setIsDraftSave] = useState(false);
  const isHydrated = useIsHydrated();
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  // A saved image is the story's image now: the field starts again empty (its preview goes).
  const [imageKey, setImageKey] = useState(0);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<StoryFormValues>({ resolver: zodResolver(storyFormValues), defaultValues: defaults, mode: 'onTouched' });
  const kept = useWatch({ control, name: KEPT_WHEN_EMPTY });
  // Editing, an emptied abstract, body, author or player is not sent (spec §5): the saved one stays, and the form says so.
  const keeps = Object.fromEntries(
    KEPT_WHEN_EMPTY.map((field, index) => [field, isEdit && defaults[field].trim() !== '' && (kept[index] ?? '').trim() === '']),
  ) as Record<(typeof KEPT_WHEN_EMPTY)[number], boolean>;

  /** A refusal under the field it belongs to (the image picker, a form field), else above the buttons. */
  const showServerError = (message: string, field?: FieldPath<StoryFormValues> | 'image') => {
    if (field === 'image') setImageError(message);
    else if (field) setError(field, { type: 'server', message });
    else setFormError(message);
  };

  const send = async (values: StoryFormValues, publishes: boolean) => {
    setFormError(null);
    setImageError(null);
    const form = storyPayload(values, { id: storyId, image, isActive: publishes });
    const done = !publishes ? t('draftSaved') : isEdit && isActive ? t('changesPublished') : t('published');
    if (save) {
      let result: ActionResult<unknown>;
      try {
        result = await save(form);
      } catch {
        // The request itself failed (no connection, or a body over the server's limit).
        showServerError(t('failed'));
        toast.error(t('notSaved'));
        return;
      }
      if (!result.ok) {
        const fields = Object.entries(result.fieldErrors ?? {});
        for (const [field, message] of fields) showServerError(message, storyFormFieldOf(field));
        if (fields.length === 0) showServerError(result.message);
        toast.error(t('notSaved'));
        return;
      }
      toast.success(done);
      if (image) {
        setImage(null);
        setImageKey((key) => key + 1);
      }
      router.refresh();
      return;
    }
    let response: Response;
    try {
      response = await fetch('/api/admin/stories/addStory', { method: 'POST', body: form });
    } catch {
      showServerError(t('offline'));
      return;
    }
    const body = (await response.json().catch(() => null)) as { story?: { id: number }; error?: { code: string; message: string } } | null;
    if (response.status === 201 && body?.story) {
      toast.success(done);
      router.push(`/admin/stories/edit/${body.story.id}`);
      return;
    }
    const message = response.status === 401 ? t('sessionEnded') : (body?.error?.message ?? t('failed'));
    // "title: Title is required" names its field; so do the reference and image codes.
    const named = /^([a-z_]+): (.+)$/.exec(message);
    showServerError(named?.[2] ?? message, named ? storyFormFieldOf(named[1]) : CODE_FIELDS[body?.error?.code ?? '']);
    toast.error(t('notSaved'));
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const isDraft = (event.nativeEvent as SubmitEvent).submitter?.getAttribute('data-intent') === 'draft';
    setIsDraftSave(isDraft);
    return handleSubmit((values) => send(values, !isDraft))(event);
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-5"
      aria-describedby={formError ? 'story-form-error' : undefined}
      data-testid="story-form"
      data-hydrated={isHydrated ? 'true' : undefined}
    >
      <FormField id="story-title" label={t('title')} error={errors.title?.message}>
        <input
          id="story-title"
          {...register('title')}
          className={INPUT_CLASS}
          aria-invalid={Boolean(errors.title)}
          aria-describedby={errors.title ? 'story-title-error' : undefined}
          aria-required
        />
      </FormField>
      <FormField id="story-abstract" label={t('abstract')} hint={t('abstractHint')} error={errors.abstract?.message}>
        <textarea
          id="story-abstract"
          rows={3}
          {...register('abstract')}
          className={INPUT_CLASS}
          aria-invalid={Boolean(errors.abstract)}
          aria-describedby={describedBy(
            errors.abstract ? 'story-abstract-error' : 'story-abstract-hint',
            keeps.abstract && 'story-abstract-keeps',
          )}
        />
        {keeps.abstract && <KeepsNote id="story-abstract-keeps" text={t('keeps.abstract')} />}
      </FormField>
      <BodyField
        control={control}
        name="body"
        id="story-body"
        label={t('body')}
        error={errors.body?.message}
        keeps={keeps.body ? t('keeps.body') : undefined}
      />

      <CategoryPicker control={control} categories={categories} error={errors.basketIds?.message} />

      <div className="grid gap-5 md:grid-cols-2">
        <ChoiceField
          register={register}
          name="author"
          label={t('author')}
          none={t('noAuthor')}
          options={authors}
          error={errors.author?.message}
          keeps={keeps.author ? t('keeps.author') : undefined}
        />
        <PlayerPicker
          register={register}
          control={control}
          players={players}
          error={errors.player?.message}
          keeps={keeps.player ? t('keeps.player') : undefined}
        />
      </div>

      <ImageField
        key={imageKey}
        labels={{
          label: t('image'),
          hint: t('imageHint', { max: Math.floor(maxImageBytes / 1_000_000) }),
          wrongType: t('imageType'),
          tooLarge: t('imageSize', { max: Math.floor(maxImageBytes / 1_000_000) }),
          preview: t('imagePreview'),
          current: t('imageCurrent'),
          clear: t('imageClear'),
        }}
        types={IMAGE_TYPES}
        maxBytes={maxImageBytes}
        currentUrl={imageUrl}
        error={imageError}
        onChange={(file) => {
          setImage(file);
          setImageError(null);
        }}
        preview={{ width: 192, height: 108, className: 'aspect-video w-48 rounded border border-neutral-300 object-cover' }}
        testId="story-image"
      />

      <FormField id="story-tweet" label={t('tweetUrl')} hint={t('tweetHint')} error={errors.tweetUrl?.message}>
        <input
          id="story-tweet"
          type="url"
          inputMode="url"
          placeholder="https://x.com/Springboks/status/…"
          {...register('tweetUrl')}
          className={INPUT_CLASS}
          aria-invalid={Boolean(errors.tweetUrl)}
          aria-describedby={errors.tweetUrl ? 'story-tweet-error' : 'story-tweet-hint'}
        />
      </FormField>

      <fieldset className="rounded border border-neutral-300 p-3">
        <legend className="px-1 text-sm font-semibold">{t('languages')}</legend>
        <p className="mb-3 text-xs text-muted">{t('languagesHint')}</p>
        <div className="flex flex-col gap-4">
          {STORY_TRANSLATIONS.map(({ flag, lang, suffix }) => (
            <Translation
              key={flag}
              control={control}
              register={register}
              flag={flag}
              lang={lang}
              suffix={suffix}
              errors={errors}
              wasOn={defaults[flag]}
              isEdit={isEdit}
            />
          ))}
        </div>
      </fieldset>

      {formError && (
        <p id="story-form-error" role="alert" className="rounded border border-red-300 bg-red-50 p-3 text-sm text-red-800">
          {formError}
        </p>
      )}
      <div className="flex flex-col gap-2">
        <p id="story-status-note" className="text-sm text-muted" data-testid="story-status-note">
          {!isEdit ? t('statusNew') : isActive ? t('statusPublished') : t('statusDraft')}
        </p>
        <div className="flex flex-wrap gap-2">
          <button type="submit" className={BUTTON_CLASS} disabled={isSubmitting} data-intent="publish" aria-describedby="story-status-note">
            {isSubmitting && !isDraftSave ? t('saving') : isEdit && isActive ? t('publishChanges') : t('publish')}
          </button>
          <button
            type="submit"
            className={SECONDARY_BUTTON_CLASS}
            disabled={isSubmitting}
            data-intent="draft"
            aria-describedby="story-status-note"
          >
            {isSubmitting && isDraftSave ? t('saving') : isEdit && !isActive ? t('saveDraft') : t('saveAsDraft')}
          </button>
        </div>
      </div>
    </form>
  );
}

/** The author: one of the options, or none. */
function ChoiceField({
  register,
  name,
  label,
  none,
  options,
  error,
  keeps,
}: {
  register: UseFormRegister<StoryFormValues>;
  name: 'author';
  label: string;
  none: string;
  options: StoryFormOptions['authors'];
  error?: string;
  /** The note that the saved one stays, when none is chosen. */
  keeps?: string;
}) {
  const id = `story-${name}`;
  return (
    <FormField id={id} label={label} error={error}>
      <select
        id={id}
        {...register(name)}
        className={INPUT_CLASS}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy(error && `${id}-error`, keeps && `${id}-keeps`)}
      >
        <option value="">{none}</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </select>
      {keeps && <KeepsNote id={`${id}-keeps`} text={keeps} />}
    </FormField>
  );
}

/**
 * The player (issue 17): a search box over a list grouped by team under the teams' names ("Springbok Women's 7s", not
 * springbok-women-sevens). The search keeps the players whose name matches, and always the one chosen.
 */
function PlayerPicker({
  register,
  control,
  players,
  error,
  keeps,
}: {
  register: UseFormRegister<StoryFormValues>;
  control: Control<StoryFormValues>;
  players: StoryFormOptions['players'];
  error?: string;
  keeps?: string;
}) {
  const t = useTranslations('stories.form');
  const teams = useTranslations('people.teams');
  const [query, setQuery] = useState('');
  const chosen = useWatch({ control, name: 'player' });
  const needle = query.trim().toLocaleLowerCase('en-ZA');
  const shown = useMemo(
    () => players.filter((player) => !needle || String(player.id) === chosen || player.label.toLocaleLowerCase('en-ZA').includes(needle)),
    [players, needle, chosen],
  );
  const groups = [
    ...PLAYER_TEAMS.map((team) => ({ key: team, label: teams(team), players: shown.filter((player) => player.team === team) })),
    {
      key: 'other',
      label: t('playerNotListed'),
      players: shown.filter((player) => !player.team || !(PLAYER_TEAMS as readonly string[]).includes(player.team)),
    },
  ].filter((group) => group.players.length > 0);
  const matches = shown.filter((player) => String(player.id) !== chosen || player.label.toLocaleLowerCase('en-ZA').includes(needle)).length;
  return (
    <div className="flex flex-col gap-2">
      <FormField id="story-player-search" label={t('playerSearch')} hint={t('playerSearchHint')}>
        <input
          id="story-player-search"
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          // Enter here narrows the list; it does not send the form.
          onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}
          className={INPUT_CLASS}
          aria-controls="story-player"
          aria-describedby="story-player-search-hint story-player-matches"
          autoComplete="off"
        />
      </FormField>
      <p id="story-player-matches" className="text-xs text-muted" aria-live="polite">
        {needle ? t('playerMatches', { count: matches, query: query.trim() }) : ''}
      </p>
      <FormField id="story-player" label={t('player')} error={error}>
        <select
          id="story-player"
          {...register('player')}
          className={INPUT_CLASS}
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy(error && 'story-player-error', keeps && 'story-player-keeps')}
        >
          <option value="">{t('noPlayer')}</option>
          {groups.map((group) => (
            <optgroup key={group.key} label={group.label}>
              {group.players.map((player) => (
                <option key={player.id} value={player.id}>
                  {player.label}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
        {keeps && <KeepsNote id="story-player-keeps" text={keeps} />}
      </FormField>
    </div>
  );
}

/** A spec §5 reminder under a field emptied while editing: the saved value stays. */
function KeepsNote({ id, text }: { id: string; text: string }) {
  return (
    <p id={id} className="text-xs text-amber-900">
      {text}
    </p>
  );
}

function BodyField({
  control,
  name,
  id,
  label,
  error,
  keeps,
}: {
  control: Control<StoryFormValues>;
  name: 'body' | `body${(typeof STORY_TRANSLATIONS)[number]['suffix']}`;
  id: string;
  label: string;
  error?: string;
  /** The note that the saved body stays, when it has been emptied. */
  keeps?: string;
}) {
  const labelId = `${id}-label`;
  return (
    <div className="flex flex-col gap-1">
      {/* Names the editor (a contenteditable, which a <label for> cannot point at); a click on it focuses the editor. */}
      <span id={labelId} className="text-sm font-semibold">
        {label}
      </span>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <RichTextEditor
            id={id}
            name={name}
            labelledBy={labelId}
            defaultValue={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            isInvalid={Boolean(error)}
            describedBy={describedBy(error && `${id}-error`, keeps && `${id}-keeps`)}
          />
        )}
      />
      {keeps && <KeepsNote id={`${id}-keeps`} text={keeps} />}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * Categories as a tree of checkboxes (issue 17): each category's subcategories are listed under it, indented, as a
 * nested list — a top-level category and its branch stay together in one column. The first one ticked is the story's
 * main category.
 */
function CategoryPicker({
  control,
  categories,
  error,
}: {
  control: Control<StoryFormValues>;
  categories: StoryFormOptions['categories'];
  error?: string;
}) {
  const t = useTranslations('stories.form');
  return (
    <Controller
      control={control}
      name="basketIds"
      render={({ field }) => {
        const chosen = field.value;
        const toggle = (basketId: number, isOn: boolean) =>
          field.onChange(isOn ? [...chosen.filter((id) => id !== basketId), basketId] : chosen.filter((id) => id !== basketId));
        const branch = (nodes: StoryFormOptions['categories'], depth: number) => (
          <ul
            className={depth === 0 ? 'gap-x-6 sm:columns-2' : 'ml-5 border-l border-neutral-200 pl-2'}
            data-testid={depth === 0 ? 'category-tree' : undefined}
          >
            {nodes.map((category) => {
              const inputId = `story-category-${category.basketId}`;
              const isMain = chosen[0] === category.basketId;
              return (
                <li
                  key={category.basketId}
                  className={depth === 0 ? 'mb-2 break-inside-avoid' : undefined}
                  data-category={category.basketId}
                >
                  <div className="py-0.5">
                    <input
                      id={inputId}
                      type="checkbox"
                      className="mr-2 align-middle"
                      checked={chosen.includes(category.basketId)}
                      onChange={(event) => toggle(category.basketId, event.target.checked)}
                      onBlur={field.onBlur}
                      aria-invalid={Boolean(error)}
                    />
                    <label htmlFor={inputId} className={`align-middle text-sm ${depth === 0 ? 'font-semibold' : ''}`}>
                      {category.name}
                      {!category.isActive && <span className="font-normal text-muted"> {t('inactiveCategory')}</span>}
                    </label>
                    {isMain && (
                      <span className="ml-2 rounded bg-bok-green px-1.5 py-0.5 text-xs font-bold text-white">{t('mainCategory')}</span>
                    )}
                  </div>
                  {category.children.length > 0 && branch(category.children, depth + 1)}
                </li>
              );
            })}
          </ul>
        );
        return (
          <fieldset
            className="rounded border border-neutral-300 p-3"
            aria-describedby={describedBy('story-categories-hint', error && 'story-categories-error')}
          >
            <legend className="px-1 text-sm font-semibold">{t('categories')}</legend>
            <p id="story-categories-hint" className="mb-2 text-xs text-muted">
              {t('categoriesHint')}
            </p>
            <div className="max-h-96 overflow-y-auto">{branch(categories, 0)}</div>
            {error && (
              <p id="story-categories-error" role="alert" className="mt-2 text-sm text-red-700">
                {error}
              </p>
            )}
          </fieldset>
        );
      }}
    />
  );
}

function Translation({
  control,
  register,
  flag,
  lang,
  suffix,
  errors,
  wasOn,
  isEdit,
}: {
  control: Control<StoryFormValues>;
  register: UseFormRegister<StoryFormValues>;
  flag: (typeof STORY_TRANSLATIONS)[number]['flag'];
  lang: (typeof STORY_TRANSLATIONS)[number]['lang'];
  suffix: (typeof STORY_TRANSLATIONS)[number]['suffix'];
  errors: FieldErrors<StoryFormValues>;
  wasOn: boolean;
  isEdit: boolean;
}) {
  const t = useTranslations('stories');
  const isOn = useWatch({ control, name: flag });
  const language = t(`languages.${lang}`);
  const flagId = `story-flag-${lang}`;
  const title = `title${suffix}` as const;
  const abstract = `abstract${suffix}` as const;
  const body = `body${suffix}` as const;
  return (
    <div className="rounded border border-neutral-200 p-3">
      <div className="flex items-center gap-2">
        <input id={flagId} type="checkbox" {...register(flag)} />
        <label htmlFor={flagId} className="text-sm font-semibold">
          {t(`form.flags.${flag}`)}
        </label>
      </div>
      {!isOn && wasOn && isEdit && <p className="mt-2 text-xs text-amber-900">{t('form.flagOffKeeps', { language })}</p>}
      {isOn && (
        <div className="mt-3 flex flex-col gap-4" lang={lang}>
          <p className="text-xs text-muted">{t('form.translationHint', { language })}</p>
          <FormField id={`story-title-${lang}`} label={t('form.titleIn', { language })} error={errors[title]?.message}>
            <input
              id={`story-title-${lang}`}
              {...register(title)}
              className={INPUT_CLASS}
              aria-invalid={Boolean(errors[title])}
              aria-describedby={errors[title] ? `story-title-${lang}-error` : undefined}
            />
          </FormField>
          <FormField id={`story-abstract-${lang}`} label={t('form.abstractIn', { language })} error={errors[abstract]?.message}>
            <textarea
              id={`story-abstract-${lang}`}
              rows={3}
              {...register(abstract)}
              className={INPUT_CLASS}
              aria-invalid={Boolean(errors[abstract])}
              aria-describedby={errors[abstract] ? `story-abstract-${lang}-error` : undefined}
            />
          </FormField>
          <BodyField
            control={control}
            name={body}
            id={`story-body-${lang}`}
            label={t('form.bodyIn', { language })}
            error={errors[body]?.message}
          />
        </div>
      )}
    </div>
  );
}
