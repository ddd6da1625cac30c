'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import type { ActionResult } from '@/server/http/staff-actions';
import type { ConsolePlayer } from '@/server/players';
import {
  PLAYER_BIO_MAX,
  PLAYER_TEAMS,
  PORTRAIT_MAX_BYTES,
  PORTRAIT_TYPES,
  playerCreateInput,
  type PlayerFormValues,
} from '@/schemas/players';
import { FormAlert } from '../form-failure';
import { useIsHydrated } from '@/components/ui/use-is-hydrated';
import { ImageField } from '../image-field';
import { BUTTON_CLASS, FormField, INPUT_CLASS } from '../form-field';
import { useConsoleForm } from '../use-console-form';
import { TranslationFields } from '../translation-fields';
import { translationEntries } from '../translation-entries';

const FIELDS = ['firstName', 'lastName', 'shortName', 'position', 'caps', 'bio', 'dateOfBirth', 'debut', 'category'] as const;

/**
 * Add or edit a player: every field of the profile and the portrait. Checked in the browser with the server's zod
 * rules, sent as multipart with the chosen portrait, and the server's refusals shown where they belong.
 */
export function PlayerForm({
  player,
  positions,
  save,
}: {
  player?: ConsolePlayer;
  positions: string[];
  save: (form: FormData) => Promise<ActionResult<{ id?: number; url: string }>>;
}) {
  const t = useTranslations('people.playerForm');
  const teams = useTranslations('people.teams');
  const languages = useTranslations('translations');
  const formElement = useRef<HTMLFormElement>(null);
  const router = useRouter();
  const isHydrated = useIsHydrated();
  const [portrait, setPortrait] = useState<File | null>(null);
  const [portraitKey, setPortraitKey] = useState(0);
  const [portraitError, setPortraitError] = useState<string | undefined>();
  const { id, register, reset, errors, isSubmitting, onSubmit, fieldProps } = useConsoleForm({
    schema: playerCreateInput,
    defaultValues: {
      firstName: player?.firstName ?? '',
      lastName: player?.lastName ?? '',
      shortName: player?.shortName ?? '',
      position: player?.position ?? '',
      caps: String(player?.caps ?? 0),
      bio: player?.bio ?? '',
      dateOfBirth: player?.dateOfBirth ?? '',
      debut: player?.debut ?? '',
      category: player?.category ?? ('' as PlayerFormValues['category']),
    },
    fields: FIELDS,
    shownElsewhere: ['portrait'],
    submit: async (values) => {
      const form = new FormData();
      if (player) form.set('id', String(player.id));
      for (const field of FIELDS) form.set(field, values[field] === null ? '' : String(values[field]));
      // Position and bio in isiZulu, isiXhosa and Afrikaans: uncontrolled fields, sent as the form holds them.
      for (const [name, value] of translationEntries(formElement.current)) form.append(name, value);
      if (portrait) form.set('portrait', portrait);
      setPortraitError(undefined);
      const result = await save(form);
      if (!result.ok && result.fieldErrors?.portrait) setPortraitError(result.fieldErrors.portrait);
      return result;
    },
    onSaved: (saved, values) => {
      if (!player) {
        toast.success(t('created', { name: `${values.firstName} ${values.lastName}`, url: saved.url }));
        router.push(`/admin/profiles/players/edit/${saved.id}`);
        return;
      }
      toast.success(t('saved'));
      reset({ ...values, caps: String(values.caps), dateOfBirth: values.dateOfBirth ?? '' });
      setPortrait(null);
      setPortraitKey((key) => key + 1);
      router.refresh();
    },
  });

  return (
    <form
      ref={formElement}
      onSubmit={onSubmit}
      noValidate
      className="grid max-w-3xl gap-4 md:grid-cols-2"
      data-testid="player-form"
      data-hydrated={isHydrated}
    >
      <FormField id={`${id}-firstName`} label={t('firstName')} error={errors.firstName?.message}>
        <input type="text" autoComplete="off" className={INPUT_CLASS} {...fieldProps('firstName')} {...register('firstName')} />
      </FormField>
      <FormField id={`${id}-lastName`} label={t('lastName')} error={errors.lastName?.message}>
        <input type="text" autoComplete="off" className={INPUT_CLASS} {...fieldProps('lastName')} {...register('lastName')} />
      </FormField>
      <FormField id={`${id}-shortName`} label={t('shortName')} hint={t('shortNameHint')} error={errors.shortName?.message}>
        <input type="text" autoComplete="off" className={INPUT_CLASS} {...fieldProps('shortName', true)} {...register('shortName')} />
      </FormField>
      <FormField id={`${id}-category`} label={t('team')} hint={player ? t('teamMoveHint') : undefined} error={errors.category?.message}>
        <select className={INPUT_CLASS} {...fieldProps('category', Boolean(player))} {...register('category')}>
          <option value="" disabled>
            {t('chooseTeam')}
          </option>
          {PLAYER_TEAMS.map((team) => (
            <option key={team} value={team}>
              {teams(team)}
            </option>
          ))}
        </select>
      </FormField>
      <FormField id={`${id}-position`} label={t('position')} hint={t('positionHint')} error={errors.position?.message}>
        <input
          type="text"
          autoComplete="off"
          list={`${id}-positions`}
          className={INPUT_CLASS}
          {...fieldProps('position', true)}
          {...register('position')}
        />
      </FormField>
      <datalist id={`${id}-positions`}>
        {positions.map((position) => (
          <option key={position} value={position} />
        ))}
      </datalist>
      <FormField id={`${id}-caps`} label={t('caps')} error={errors.caps?.message}>
        <input type="number" min={0} step={1} inputMode="numeric" className={INPUT_CLASS} {...fieldProps('caps')} {...register('caps')} />
      </FormField>
      <FormField id={`${id}-dateOfBirth`} label={t('dateOfBirth')} error={errors.dateOfBirth?.message}>
        <input type="date" className={INPUT_CLASS} {...fieldProps('dateOfBirth')} {...register('dateOfBirth')} />
      </FormField>
      <FormField id={`${id}-debut`} label={t('debut')} hint={t('debutHint')} error={errors.debut?.message}>
        <input type="text" autoComplete="off" className={INPUT_CLASS} {...fieldProps('debut', true)} {...register('debut')} />
      </FormField>
      <div className="md:col-span-2">
        <FormField id={`${id}-bio`} label={t('bio')} error={errors.bio?.message}>
          <textarea rows={5} maxLength={PLAYER_BIO_MAX} className={INPUT_CLASS} {...fieldProps('bio')} {...register('bio')} />
        </FormField>
      </div>
      <div className="md:col-span-2">
        <TranslationFields
          t={languages}
          idPrefix={`${id}-player`}
          fields={[
            { name: 'position', label: t('position'), maxLength: 40 },
            { name: 'bio', label: t('bio'), maxLength: PLAYER_BIO_MAX, rows: 5 },
          ]}
          translations={player?.translations}
        />
      </div>
      <div className="md:col-span-2">
        <ImageField
          key={portraitKey}
          labels={{
            label: t('portrait'),
            hint: t('portraitHint'),
            wrongType: t('portraitType'),
            tooLarge: t('portraitSize'),
            preview: t('portraitPreview'),
            current: t('portraitCurrent'),
            clear: t('portraitClear'),
          }}
          types={PORTRAIT_TYPES}
          maxBytes={PORTRAIT_MAX_BYTES}
          currentUrl={player?.portraitUrl}
          error={portraitError}
          onChange={(file) => {
            setPortrait(file);
            setPortraitError(undefined);
          }}
          preview={{ width: 96, height: 96, className: 'h-24 w-24 rounded-full object-cover' }}
          testId="portrait"
        />
      </div>
      <FormAlert message={errors.root?.message} className="md:col-span-2" />
      <div className="md:col-span-2">
        <button type="submit" className={BUTTON_CLASS} disabled={isSubmitting}>
          {isSubmitting ? t(player ? 'saving' : 'creating') : t(player ? 'save' : 'create')}
        </button>
      </div>
    </form>
  );
}
