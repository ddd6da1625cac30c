'use client';
import { useMemo, useState } from 'react';
import { UPLOAD_IMAGE_TYPES, isUploadImageType } from '@/schemas/images';
import type { FanProfile } from '@/server/identity';
import { LANGUAGES, PROVINCES, TEAMS, fieldErrors, nicknameSchema, updateProfileSchema } from '@/schemas/identity';
import { refreshSession } from './session-store';
import { FieldError, FORM_ERROR_PROPS, PrimaryButton, RequiredNicknameField, SelectField, TextField, useRefusalFocus } from './form-parts';
import { getSession, updateProfile } from './identity-api';
import { openAuthModal } from './modal-store';
import { errorText, makeTranslate, type AuthMessages } from './translate';

interface ProfileFormProps {
  user: FanProfile;
  thumbnailUrl: string | null;
  messages: AuthMessages;
  labels: {
    details: string;
    save: string;
    saving: string;
    picture: string;
    pictureHint: string;
    changePicture: string;
    nicknameTitle: string;
    nicknameSave: string;
    newsletter: string;
  };
  /** UPLOAD_MAX_BYTES: a larger picture is refused here, before a byte is sent. */
  maxPictureBytes: number;
}

/** /profile: the member's details with a picture upload (updateProfile), and the game nickname (session query flag). */
export function ProfileForm({ user, thumbnailUrl, messages, labels, maxPictureBytes }: ProfileFormProps) {
  const t = useMemo(() => makeTranslate(messages), [messages]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const [preview, setPreview] = useState<string | null>(thumbnailUrl);
  const [pictureError, setPictureError] = useState<string | null>(null);
  const [nickname, setNickname] = useState(user.nickname ?? '');
  const [nicknameError, setNicknameError] = useState<string | null>(null);
  const fieldError = (name: string) => (errors[name] ? t(`fields.${errors[name]}`) : null);
  const teams = TEAMS.filter((team) => user.profileVariant === 'standard' || team !== 'junior-springboks');
  const { ref: detailsRef, refused: refuseDetails } = useRefusalFocus();
  const { ref: nicknameRef, refused: refuseNickname } = useRefusalFocus();

  return (
    <div className="grid gap-8 md:grid-cols-[2fr_1fr]">
      <form
        ref={detailsRef}
        noValidate
        onSubmit={async (event) => {
          event.preventDefault();
          const form = new FormData(event.currentTarget);
          const values = Object.fromEntries([...form.entries()].filter(([key, value]) => key !== 'thumbnail_file' && value !== ''));
          const parsed = updateProfileSchema.safeParse(values);
          if (!parsed.success) {
            setErrors(fieldErrors(parsed.error));
            return refuseDetails();
          }
          setErrors({});
          setFormError(null);
          form.set('id', user.id);
          if (!form.has('accept_newsletter')) form.set('accept_newsletter', 'false');
          const file = form.get('thumbnail_file');
          if (file instanceof File && file.size === 0) form.delete('thumbnail_file');
          setIsSaving(true);
          const saved = await updateProfile(form);
          setIsSaving(false);
          if (!saved.ok) {
            if (saved.fields) setErrors(saved.fields);
            else setFormError(errorText(t, saved));
            return refuseDetails();
          }
          await refreshSession();
          if (saved.data.language !== user.language) window.location.reload();
          else openAuthModal('updated_profile');
        }}
      >
        <h2 className="mb-3 text-xl font-bold">{labels.details}</h2>
        <TextField label={t('mobileNumber')} name="msisdn_display" value={user.msisdn ?? ''} readOnly />
        <div className="grid gap-x-4 sm:grid-cols-2">
          <TextField
            label={t('firstName')}
            name="first_name"
            defaultValue={user.firstName ?? ''}
            autoComplete="given-name"
            error={fieldError('first_name')}
          />
          <TextField
            label={t('lastName')}
            name="last_name"
            defaultValue={user.lastName ?? ''}
            autoComplete="family-name"
            error={fieldError('last_name')}
          />
        </div>
        <TextField
          label={t('email')}
          name="email"
          type="email"
          defaultValue={user.email ?? ''}
          autoComplete="email"
          error={fieldError('email')}
        />
        <div className="grid gap-x-4 sm:grid-cols-2">
          <SelectField
            label={t('team')}
            name="team"
            defaultValue={user.team ?? ''}
            placeholder={t('choose')}
            options={teams.map((value) => ({ value, label: t(`teams.${value}`) }))}
            error={fieldError('team')}
          />
          <SelectField
            label={t('province')}
            name="province"
            defaultValue={user.province ?? ''}
            placeholder={t('choose')}
            options={PROVINCES.map((value) => ({ value, label: value }))}
            error={fieldError('province')}
          />
        </div>
        <SelectField
          label={t('language')}
          name="language"
          defaultValue={user.language}
          options={LANGUAGES.map((value) => ({ value, label: t(`languages.${value}`) }))}
          error={fieldError('language')}
        />
        <div className="mb-3">
          <label htmlFor="field-thumbnail_file" className="mb-1 block text-sm font-semibold">
            {labels.picture}
          </label>
          <div className="flex items-center gap-3">
            {preview ? (
              // eslint-disable-next-line @next/next/no-img-element -- a local object URL or our own 256×256 WebP
              <img
                src={preview}
                alt=""
                width={64}
                height={64}
                className="h-16 w-16 rounded-full object-cover"
                data-testid="profile-thumbnail"
              />
            ) : (
              <span className="h-16 w-16 rounded-full bg-neutral-200" aria-hidden="true" />
            )}
            <input
              id="field-thumbnail_file"
              name="thumbnail_file"
              type="file"
              accept={UPLOAD_IMAGE_TYPES.join(',')}
              aria-describedby={pictureError ? 'thumbnail-hint thumbnail-error' : 'thumbnail-hint'}
              aria-invalid={pictureError ? true : undefined}
              onChange={(event) => {
                const input = event.currentTarget;
                const file = input.files?.[0];
                if (!file) return;
                // Checked here, before a single byte is sent, in the fan's language (the server checks again).
                const problem = !isUploadImageType(file.type)
                  ? 'thumbnail_not_an_image'
                  : file.size > maxPictureBytes
                    ? 'thumbnail_too_large'
                    : null;
                if (problem) {
                  input.value = '';
                  setPreview(thumbnailUrl);
                  setPictureError(t(`errors.${problem}`));
                  return;
                }
                setPictureError(null);
                setPreview(URL.createObjectURL(file));
              }}
              className="peer sr-only"
            />
            <label
              htmlFor="field-thumbnail_file"
              className="cursor-pointer rounded border border-bok-green px-3 py-2 text-sm font-semibold text-bok-green peer-focus-visible:ring-2 peer-focus-visible:ring-bok-gold hover:bg-bok-green hover:text-white"
              data-testid="change-picture"
            >
              {labels.changePicture}
            </label>
          </div>
          <FieldError id="thumbnail-error" message={pictureError} />
          <p id="thumbnail-hint" className="mt-1 text-xs text-neutral-600">
            {labels.pictureHint}
          </p>
        </div>
        <label className="mb-3 flex items-start gap-2 text-sm">
          <input type="checkbox" name="accept_newsletter" value="true" defaultChecked={user.acceptNewsletter} className="mt-1" />
          <span>{labels.newsletter}</span>
        </label>
        {formError && (
          <p className="mb-3 text-sm text-red-700" role="alert" {...FORM_ERROR_PROPS}>
            {formError}
          </p>
        )}
        <div className="sm:max-w-60">
          <PrimaryButton isLoading={isSaving} loadingLabel={labels.saving}>
            {labels.save}
          </PrimaryButton>
        </div>
      </form>
      <form
        ref={nicknameRef}
        noValidate
        onSubmit={async (event) => {
          event.preventDefault();
          const parsed = nicknameSchema.safeParse({ nickname });
          if (!parsed.success) {
            setNicknameError(t('fields.nickname_required'));
            return refuseNickname();
          }
          setNicknameError(null);
          const result = await getSession(`?${new URLSearchParams({ nickname: parsed.data.nickname })}`);
          if (!result.ok) {
            setNicknameError(result.fields?.nickname ? t(`fields.${result.fields.nickname}`) : errorText(t, result));
            return refuseNickname();
          }
          await refreshSession();
          openAuthModal('updated_nickname');
        }}
      >
        <h2 className="mb-3 text-xl font-bold">{labels.nicknameTitle}</h2>
        <RequiredNicknameField
          id="field-game-nickname"
          label={t('nickname')}
          value={nickname}
          error={nicknameError}
          onChange={setNickname}
        />
        <div className="mt-2">
          <PrimaryButton>{labels.nicknameSave}</PrimaryButton>
        </div>
      </form>
    </div>
  );
}
