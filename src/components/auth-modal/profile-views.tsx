'use client';
import { Link } from '@/components/ui/site-link';
import { useState } from 'react';
import { completeProfileSchema, fieldErrors, LANGUAGES, missingProfileFields, profileFieldValues, TEAMS } from '@/schemas/identity';
import { postForm, postJson } from '@/components/browser/api-client';
import { showFailure } from './flows';
import { FORM_ERROR_PROPS, PrimaryButton, SelectField, TextField, useRefusalFocus } from './form-parts';
import { dispatchModal } from './modal-store';
import type { ViewProps } from './view-props';
import { loadPage } from '@/components/browser/load-page';

/** complete_profile (standard and third-party-billing; also completing_profile_stellr after a voucher) and the views that follow a profile change (spec §2, §4). */

/**
 * complete_profile asks only for what the profile still lacks (issue 17): a fan who signed up with just a number and a
 * first name sees the other fields; the ones already stored are sent by none of the form's fields, and the server fills
 * them in. The mobile number is always shown, read-only.
 */
export function CompleteProfileView({ state, t, env }: ViewProps) {
  const profile = state.profile;
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isSkipping, setIsSkipping] = useState(false);
  // The form's own refusals; the server's come back as the modal's error, which the modal focuses (auth-modal.tsx).
  const { ref, refused } = useRefusalFocus();
  if (!profile) return null;
  const teams = TEAMS.filter((team) => profile.variant === 'standard' || team !== 'junior-springboks');
  // The form's field names are the spec's (it posts them as they are): the prefill is read under them here.
  const values = profileFieldValues(profile);
  const missing = missingProfileFields(values, profile.variant);
  const asks = (field: (typeof missing)[number]) => missing.includes(field);
  const known = Object.fromEntries(
    Object.entries(values).filter(
      ([field, value]) => !asks(field as (typeof missing)[number]) && typeof value === 'string' && value !== '',
    ),
  );
  const fieldError = (name: string) => {
    const code = errors[name] ?? state.error?.fields?.[name];
    return code ? t(`fields.${code}`) : null;
  };
  const isPartial = missing.length < 6;

  return (
    <form
      ref={ref}
      noValidate
      data-variant={profile.variant}
      data-missing={missing.join(' ')}
      onSubmit={async (event) => {
        event.preventDefault();
        const form = new FormData(event.currentTarget);
        const parsed = completeProfileSchema.safeParse({ ...known, ...Object.fromEntries(form.entries()) });
        if (!parsed.success) {
          setErrors(fieldErrors(parsed.error));
          return refused();
        }
        if (parsed.data.team === 'junior-springboks' && profile.variant !== 'standard') {
          setErrors({ team: 'team_required' });
          return refused();
        }
        setErrors({});
        if (profile.emsisdn) form.set('emsisdn', profile.emsisdn);
        dispatchModal({ type: 'loading' });
        const saved = await postForm('/api/v1/users/completeProfile', form);
        if (!saved.ok) return showFailure(t, saved);
        dispatchModal({
          type: 'show',
          view: 'thankyou',
          patch: {
            welcome: {
              firstName: parsed.data.first_name,
              lastName: parsed.data.last_name,
              msisdn: profile.msisdn,
              isReturning: false,
              next: '/',
            },
          },
        });
      }}
    >
      <p className="mb-3 text-sm">
        {state.view === 'completing_profile_stellr'
          ? t('views.completing_profile_stellr.intro', { brand: env.brandName })
          : isPartial
            ? t('views.complete_profile.missingIntro')
            : t('views.complete_profile.intro', { brand: env.brandName })}
      </p>
      {state.error && !state.error.fields && (
        <p className="mb-3 text-sm text-red-700" role="alert" {...FORM_ERROR_PROPS}>
          {state.error.message}
        </p>
      )}
      <TextField idPrefix="complete" label={t('mobileNumber')} name="msisdn_display" value={profile.msisdn ?? ''} readOnly />
      {asks('email') && (
        <TextField idPrefix="complete" label={t('email')} name="email" type="email" autoComplete="email" error={fieldError('email')} />
      )}
      {asks('first_name') && (
        <TextField
          idPrefix="complete"
          label={t('firstName')}
          name="first_name"
          autoComplete="given-name"
          error={fieldError('first_name')}
        />
      )}
      {asks('last_name') && (
        <TextField idPrefix="complete" label={t('lastName')} name="last_name" autoComplete="family-name" error={fieldError('last_name')} />
      )}
      {asks('nickname') && <TextField idPrefix="complete" label={t('nickname')} name="nickname" error={fieldError('nickname')} />}
      {asks('language') && (
        <SelectField
          idPrefix="complete"
          label={t('language')}
          name="language"
          placeholder={t('choose')}
          options={LANGUAGES.map((value) => ({ value, label: t(`languages.${value}`) }))}
          error={fieldError('language')}
        />
      )}
      {asks('team') && (
        <SelectField
          idPrefix="complete"
          label={t('team')}
          name="team"
          defaultValue=""
          placeholder={t('choose')}
          options={teams.map((value) => ({ value, label: t(`teams.${value}`) }))}
          error={fieldError('team')}
        />
      )}
      <p className="mb-3 text-xs text-neutral-700">
        {t('views.complete_profile.accept')}{' '}
        <a href="/terms-and-conditions" target="_blank" className="underline">
          {t('views.complete_profile.terms')}
        </a>{' '}
        {t('views.complete_profile.and')}{' '}
        <a href={env.privacyUrl} target="_blank" rel="noopener noreferrer" className="underline">
          {t('views.complete_profile.privacy')}
        </a>
        .
      </p>
      <PrimaryButton isLoading={state.loading} loadingLabel={t('views.complete_profile.saving')}>
        {t('continue')}
      </PrimaryButton>
      <button
        type="button"
        disabled={isSkipping}
        onClick={async () => {
          setIsSkipping(true);
          const skipped = await postJson('/api/site/user/profile/skipProfile', { msisdn: profile.msisdn });
          setIsSkipping(false);
          if (!skipped.ok) return showFailure(t, skipped);
          dispatchModal({
            type: 'show',
            view: 'skip_complete_profile_thankyou',
            patch: { welcome: { firstName: null, lastName: null, msisdn: profile.msisdn, isReturning: false, next: '' } },
          });
        }}
        className="mt-2 w-full rounded border border-neutral-400 px-4 py-2.5 font-semibold"
      >
        {t('views.complete_profile.later')}
      </button>
    </form>
  );
}

export function Done({
  message,
  children,
  onContinue,
  label,
}: {
  message: React.ReactNode;
  children?: React.ReactNode;
  onContinue: () => void;
  label: string;
}) {
  return (
    <div className="flex flex-col items-center gap-3 text-center">
      <div data-testid="modal-message">{message}</div>
      {children}
      <button type="button" onClick={onContinue} className="w-full rounded bg-bok-green px-4 py-2.5 font-bold text-white">
        {label}
      </button>
    </div>
  );
}

const go = (next: string) => {
  dispatchModal({ type: 'close' });
  if (next) loadPage(next);
};

export function ThankyouView({ state, t, env }: ViewProps) {
  const welcome = state.welcome;
  if (welcome?.isReturning) {
    return (
      <Done
        message={<p className="text-lg font-bold">{t('views.thankyou.welcomeBack', { firstName: welcome.firstName })}</p>}
        label={t('continue')}
        onContinue={() => go(state.callbackUrl ?? welcome.next)}
      >
        <p>{t('views.thankyou.alreadyMember', { brand: env.brandName })}</p>
      </Done>
    );
  }
  return (
    <Done
      message={
        <p className="text-lg font-bold">{t('views.thankyou.message', { firstName: welcome?.firstName, lastName: welcome?.lastName })}</p>
      }
      label={t('continue')}
      onContinue={() => go(state.callbackUrl ?? welcome?.next ?? '/')}
    />
  );
}

export function SkipThankyouView({ state, t }: ViewProps) {
  return (
    <Done
      message={<p className="text-lg font-bold">{t('views.skip_complete_profile_thankyou.message', { msisdn: state.welcome?.msisdn })}</p>}
      label={t('continue')}
      onContinue={() => go(state.callbackUrl ?? '')}
    >
      <p className="text-sm">{t('views.skip_complete_profile_thankyou.later')}</p>
    </Done>
  );
}

export function UpdatedProfileView({ t }: ViewProps) {
  return (
    <Done message={<p>{t('views.updated_profile.message')}</p>} label={t('close')} onContinue={() => dispatchModal({ type: 'close' })} />
  );
}

export function UpdatedNicknameView({ t }: ViewProps) {
  return (
    <Done message={<p>{t('views.updated_nickname.message')}</p>} label={t('close')} onContinue={() => dispatchModal({ type: 'close' })} />
  );
}

export function LanguageSessionCheckView({ t, env }: ViewProps) {
  return (
    <Done
      message={<p>{t('views.language_session_check.message', { brand: env.brandName })}</p>}
      label={t('login')}
      onContinue={() => dispatchModal({ type: 'show', view: 'signin' })}
    >
      <Link href="/sign-up" onClick={() => dispatchModal({ type: 'close' })} className="text-sm font-semibold text-bok-green underline">
        {t('signUp')}
      </Link>
    </Done>
  );
}
