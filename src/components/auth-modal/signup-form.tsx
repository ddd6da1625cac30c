'use client';
import { useMemo, useState } from 'react';
import { NETWORKS, PROVINCES, signupSchema, TEAMS, fieldErrors } from '@/schemas/identity';
import { useIsHydrated } from '@/components/ui/use-is-hydrated';
import { postJson } from '@/components/browser/api-client';
import { FieldError, FORM_ERROR_PROPS, MobileNumberField, PrimaryButton, SelectField, TextField, useRefusalFocus } from './form-parts';
import { openAuthModal } from './modal-store';
import { errorText, makeTranslate, type AuthMessages } from './translate';

interface SignupFormProps {
  messages: AuthMessages;
  labels: { newsletter: string; terms: string; termsLink: string; submit: string; submitting: string };
}

/** A label marked as required (the page says "Only the fields marked * are needed now"). */
const required = (label: string) => `${label} *`;

/**
 * /sign-up: the signup data of spec §3. Only the number, the first name and the terms are required before the code
 * is sent (issue 17); the other fields are optional, and complete_profile asks for whatever is left out. The number is
 * checked, an OTP is sent, and signup_enter_otp takes over; the form travels with it to findOrCreateUserSignUp. The
 * newsletter box is unticked and separate from the terms.
 */
export function SignupForm({ messages, labels }: SignupFormProps) {
  const t = useMemo(() => makeTranslate(messages), [messages]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);
  const isHydrated = useIsHydrated();
  const { ref, refused } = useRefusalFocus();
  const fieldError = (name: string) => (errors[name] ? t(`fields.${errors[name]}`) : null);

  return (
    <form
      ref={ref}
      noValidate
      className="flex flex-col"
      data-testid="signup-form"
      data-hydrated={isHydrated ? 'true' : undefined}
      onSubmit={async (event) => {
        event.preventDefault();
        const values = Object.fromEntries(new FormData(event.currentTarget).entries()) as Record<string, string>;
        const parsed = signupSchema.safeParse(values);
        if (!parsed.success) {
          setErrors(fieldErrors(parsed.error));
          // A wrong number takes the focus whatever else is wrong: it is the one the code goes to (issue 37).
          refused('number');
          return;
        }
        setErrors({});
        setFormError(null);
        setIsSending(true);
        const sent = await postJson<{ msisdn: string }>('/api/site/user/loginEnterNumber', {
          msisdn: parsed.data.number,
          network: parsed.data.network,
          purpose: 'signup',
        });
        setIsSending(false);
        if (!sent.ok) {
          if (sent.code === 'invalid_number' || sent.code === 'number_required') setErrors({ number: sent.code });
          else setFormError(errorText(t, sent));
          refused('number');
          return;
        }
        openAuthModal('signup_enter_otp', {
          msisdn: sent.data.msisdn,
          msisdnTyped: values.number ?? '',
          network: parsed.data.network ?? null,
          signup: { ...values, number: sent.data.msisdn, accept_newsletter: parsed.data.accept_newsletter, accept_terms: true },
        });
      }}
    >
      <div className="grid gap-x-4 sm:grid-cols-2">
        <TextField
          label={required(t('firstName'))}
          name="first_name"
          autoComplete="given-name"
          aria-required
          error={fieldError('first_name')}
        />
        <TextField label={t('lastName')} name="last_name" autoComplete="family-name" error={fieldError('last_name')} />
        <TextField label={t('nickname')} name="nickname" error={fieldError('nickname')} />
        <MobileNumberField
          label={required(t('mobileNumber'))}
          hint={t('mobileNumberRule')}
          placeholder={t('mobileNumberHint')}
          name="number"
          error={fieldError('number')}
        />
        <SelectField
          label={t('network')}
          name="network"
          placeholder={t('choose')}
          options={NETWORKS.map((value) => ({ value, label: t(`networks.${value}`) }))}
          error={fieldError('network')}
        />
        <TextField label={t('email')} name="email" type="email" autoComplete="email" error={fieldError('email')} />
        <SelectField
          label={t('province')}
          name="province"
          placeholder={t('choose')}
          options={PROVINCES.map((value) => ({ value, label: value }))}
          error={fieldError('province')}
        />
        <SelectField
          label={t('team')}
          name="team"
          placeholder={t('choose')}
          options={TEAMS.map((value) => ({ value, label: t(`teams.${value}`) }))}
          error={fieldError('team')}
        />
      </div>
      <label className="mb-2 flex items-start gap-2 text-sm">
        <input type="checkbox" name="accept_newsletter" value="true" className="mt-1" />
        <span>{labels.newsletter}</span>
      </label>
      <label className="mb-1 flex items-start gap-2 text-sm">
        <input
          type="checkbox"
          name="accept_terms"
          value="true"
          className="mt-1"
          aria-invalid={errors.accept_terms ? true : undefined}
          aria-describedby={errors.accept_terms ? 'field-accept_terms-error' : undefined}
        />
        <span>
          {labels.terms}{' '}
          <a href="/terms-and-conditions" target="_blank" className="underline">
            {labels.termsLink}
          </a>{' '}
          *
        </span>
      </label>
      <FieldError id="field-accept_terms-error" message={fieldError('accept_terms')} />
      {formError && (
        <p className="my-2 text-sm text-red-700" role="alert" {...FORM_ERROR_PROPS}>
          {formError}
        </p>
      )}
      <div className="mt-3 sm:max-w-60">
        <PrimaryButton isLoading={isSending} loadingLabel={labels.submitting}>
          {labels.submit}
        </PrimaryButton>
      </div>
    </form>
  );
}
