'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Controller, useForm, useWatch, type Control, type FieldErrors, type FieldPath, type UseFormRegister } from 'react-hook-form';
import { toast } from 'sonner';
import type { StoryFormOptions } from '@/server/content';
import type { ActionResult } from '@/server/http/staff-actions';
import { STORY_TRANSLATIONS, storyFormValues, type StoryFormValues } from '@/schemas/stories';
import { BUTTON_CLASS, FormField, INPUT_CLASS } from '../form-field';
import { ImageField } from '../image-field';
import { RichTextEditor } from '../rich-text-editor';
import { storyPayload } from './story-payload';

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'];
/** The addStory API's error codes that belong to one field. */
const CODE_FIELDS: Record<string, FieldPath<StoryFormValues> | 'image_file'> = {
  unknown_category: 'basket_ids',
  unknown_author: 'author',
  inactive_author: 'author',
  unknown_player: 'player',
  image_too_large: 'image_file',
  not_an_image: 'image_file',
  payload_too_large: 'image_file',
};

/** The plain fields spec §5 leaves out when empty: emptied while editing, they keep what was saved. */
const KEPT_WHEN_EMPTY = ['abstract', 'body', 'author', 'player'] as const;

/** The ids that describe a control, or nothing. */
const describedBy = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;

type StoryFormProps = StoryFormOptions & {
  /** Absent when adding. */
  storyId?: number;
  defaults: StoryFormValues;
  imageUrl?: string;
  /** Editing: the server action over updateStory. Adding posts to /api/admin/stories/addStory (spec §7). */
  save?: (form: FormData) => Promise<ActionResult<unknown>>;
};

/**
 * The story form (add and edit): title, abstract, body, categories, author, player, image, tweet and the Zulu,
 * Xhosa and Afrikaans versions behind their flags. The browser checks what it can (the same zod rules as the
 * server); the server's refusals show under their field or above the buttons.
 */
export function StoryForm({ storyId, defaults, categories, authors, players, imageUrl, maxImageBytes, save }: StoryFormProps) {
  const t = useTranslations('stories.form');
  const router = useRouter();
  const isEdit = storyId !== undefined;
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
  const keeps = Object.fromEntries(KEPT_WHEN_EMPTY.map((field, index) => [field, isEdit && defaults[field].trim() !== '' && (kept[index] ?? '').trim() === ''])) as Record<
    (typeof KEPT_WHEN_EMPTY)[number],
    boolean
  >;

  const showServerError = (message: string, field?: string) => {
    if (field === 'image_file') setImageError(message);
    else if (field && field in defaults) setError(field as FieldPath<StoryFormValues>, { type: 'server', message });
    else setFormError(message);
  };

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    setImageError(null);
    const form = storyPayload(values, { id: storyId, image });
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
        for (const [field, message] of fields) showServerError(message, field);
        if (fields.length === 0) showServerError(result.message);
        toast.error(t('notSaved'));
        return;
      }
      toast.success(t('saved'));
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
      toast.success(t('created'));
      router.push(`/admin/stories/edit/${body.story.id}`);
      return;
    }
    const message = response.status === 401 ? t('sessionEnded') : (body?.error?.message ?? t('failed'));
    // "title: Title is required" names its field; so do the reference and image codes.
    const named = /^([a-z_]+): (.+)$/.exec(message);
    showServerError(named?.[2] ?? message, named?.[1] ?? CODE_FIELDS[body?.error?.code ?? '']);
    toast.error(t('notSaved'));
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5" aria-describedby={formError ? 'story-form-error' : undefined}>
      <FormField id="story-title" label={t('title')} error={errors.title?.message}>
        <input id="story-title" {...register('title')} className={INPUT_CLASS} aria-invalid={Boolean(errors.title)} aria-describedby={errors.title ? 'story-title-error' : undefined} aria-required />
      </FormField>
      <FormField id="story-abstract" label={t('abstract')} hint={t('abstractHint')} error={errors.abstract?.message}>
        <textarea
          id="story-abstract"
          rows={3}
          {...register('abstract')}
          className={INPUT_CLASS}
          aria-invalid={Boolean(errors.abstract)}
          aria-describedby={describedBy(errors.abstract ? 'story-abstract-error' : 'story-abstract-hint', keeps.abstract && 'story-abstract-keeps')}
        />
        {keeps.abstract && <KeepsNote id="story-abstract-keeps" text={t('keeps.abstract')} />}
      </FormField>
      <BodyField control={control} name="body" id="story-body" label={t('body')} error={errors.body?.message} keeps={keeps.body ? t('keeps.body') : undefined} />

      <CategoryPicker control={control} categories={categories} error={errors.basket_ids?.message} />

      <div className="grid gap-5 md:grid-cols-2">
        <ChoiceField register={register} name="author" label={t('author')} none={t('noAuthor')} options={authors} error={errors.author?.message} keeps={keeps.author ? t('keeps.author') : undefined} />
        <ChoiceField register={register} name="player" label={t('player')} none={t('noPlayer')} options={players} error={errors.player?.message} keeps={keeps.player ? t('keeps.player') : undefined} />
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

      <FormField id="story-tweet" label={t('tweetUrl')} hint={t('tweetHint')} error={errors.tweet_url?.message}>
        <input
          id="story-tweet"
          type="url"
          inputMode="url"
          placeholder="https://x.com/Springboks/status/…"
          {...register('tweet_url')}
          className={INPUT_CLASS}
          aria-invalid={Boolean(errors.tweet_url)}
          aria-describedby={errors.tweet_url ? 'story-tweet-error' : 'story-tweet-hint'}
        />
      </FormField>

      <fieldset className="rounded border border-neutral-300 p-3">
        <legend className="px-1 text-sm font-semibold">{t('languages')}</legend>
        <p className="mb-3 text-xs text-muted">{t('languagesHint')}</p>
        <div className="flex flex-col gap-4">
          {STORY_TRANSLATIONS.map(({ flag, lang }) => (
            <Translation key={flag} control={control} register={register} flag={flag} lang={lang} errors={errors} wasOn={defaults[flag]} isEdit={isEdit} />
          ))}
        </div>
      </fieldset>

      {formError && (
        <p id="story-form-error" role="alert" className="rounded border border-red-300 bg-red-50 p-3 text-sm text-red-800">
          {formError}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={BUTTON_CLASS} disabled={isSubmitting}>
          {isSubmitting ? t('saving') : isEdit ? t('save') : t('create')}
        </button>
      </div>
    </form>
  );
}

/** The author or the player: one of the options, or none. */
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
  name: 'author' | 'player';
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
      <select id={id} {...register(name)} className={INPUT_CLASS} aria-invalid={Boolean(error)} aria-describedby={describedBy(error && `${id}-error`, keeps && `${id}-keeps`)}>
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
  name: 'body' | `body_${'zu' | 'xh' | 'af'}`;
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

/** Categories as a tree of checkboxes; the first one ticked is the story's main category. */
function CategoryPicker({ control, categories, error }: { control: Control<StoryFormValues>; categories: StoryFormOptions['categories']; error?: string }) {
  const t = useTranslations('stories.form');
  return (
    <Controller
      control={control}
      name="basket_ids"
      render={({ field }) => {
        const chosen = field.value;
        const toggle = (basketId: number, isOn: boolean) => field.onChange(isOn ? [...chosen.filter((id) => id !== basketId), basketId] : chosen.filter((id) => id !== basketId));
        return (
          <fieldset className="rounded border border-neutral-300 p-3" aria-describedby={describedBy('story-categories-hint', error && 'story-categories-error')}>
            <legend className="px-1 text-sm font-semibold">{t('categories')}</legend>
            <p id="story-categories-hint" className="mb-2 text-xs text-muted">
              {t('categoriesHint')}
            </p>
            <ul className="grid max-h-72 gap-1 overflow-y-auto sm:grid-cols-2">
              {categories.map((category) => {
                const inputId = `story-category-${category.basket_id}`;
                const isMain = chosen[0] === category.basket_id;
                return (
                  <li key={category.basket_id} style={{ paddingLeft: `${category.depth * 1.25}rem` }}>
                    <input
                      id={inputId}
                      type="checkbox"
                      className="mr-2 align-middle"
                      checked={chosen.includes(category.basket_id)}
                      onChange={(event) => toggle(category.basket_id, event.target.checked)}
                      onBlur={field.onBlur}
                      aria-invalid={Boolean(error)}
                    />
                    <label htmlFor={inputId} className="align-middle text-sm">
                      {category.name}
                      {!category.is_active && <span className="text-muted"> {t('inactiveCategory')}</span>}
                    </label>
                    {isMain && <span className="ml-2 rounded bg-bok-green px-1.5 py-0.5 text-xs font-bold text-white">{t('mainCategory')}</span>}
                  </li>
                );
              })}
            </ul>
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
  errors,
  wasOn,
  isEdit,
}: {
  control: Control<StoryFormValues>;
  register: UseFormRegister<StoryFormValues>;
  flag: (typeof STORY_TRANSLATIONS)[number]['flag'];
  lang: (typeof STORY_TRANSLATIONS)[number]['lang'];
  errors: FieldErrors<StoryFormValues>;
  wasOn: boolean;
  isEdit: boolean;
}) {
  const t = useTranslations('stories');
  const isOn = useWatch({ control, name: flag });
  const language = t(`languages.${lang}`);
  const flagId = `story-flag-${lang}`;
  const title = `title_${lang}` as const;
  const abstract = `abstract_${lang}` as const;
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
            <input id={`story-title-${lang}`} {...register(title)} className={INPUT_CLASS} aria-invalid={Boolean(errors[title])} aria-describedby={errors[title] ? `story-title-${lang}-error` : undefined} />
          </FormField>
          <FormField id={`story-abstract-${lang}`} label={t('form.abstractIn', { language })} error={errors[abstract]?.message}>
            <textarea id={`story-abstract-${lang}`} rows={3} {...register(abstract)} className={INPUT_CLASS} aria-invalid={Boolean(errors[abstract])} aria-describedby={errors[abstract] ? `story-abstract-${lang}-error` : undefined} />
          </FormField>
          <BodyField control={control} name={`body_${lang}`} id={`story-body-${lang}`} label={t('form.bodyIn', { language })} error={errors[`body_${lang}`]?.message} />
        </div>
      )}
    </div>
  );
}
