'use client';
import { Link } from '@/components/ui/site-link';
import { useState } from 'react';
import { postJson } from '@/components/browser/api-client';
import { PrimaryButton, TextField } from './form-parts';
import { EMAIL_PATTERN } from '@/schemas/identity';
import { errorViewButton } from './modal-state';
import { dispatchModal } from './modal-store';
import { errorText } from './translate';
import type { ViewProps } from './view-props';

/** forgot_password, thankyou_reset_password and error (spec §2). */

export function ForgotPasswordView({ state, t }: ViewProps) {
  const [email, setEmail] = useState('');
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  return (
    <form
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        if (!email.trim()) return setResult({ ok: false, text: t('errors.email_required') });
        if (!EMAIL_PATTERN.test(email.trim())) return setResult({ ok: false, text: t('errors.email_invalid') });
        dispatchModal({ type: 'loading' });
        const sent = await postJson('/api/v1/forgot-password', { email });
        dispatchModal({ type: 'notice', notice: null });
        setResult(sent.ok ? { ok: true, text: t('errors.reset_sent') } : { ok: false, text: errorText(t, sent) });
      }}
    >
      <p className="mb-3 text-sm">{t('views.forgot_password.intro')}</p>
      <TextField
        label={t('email')}
        name="email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      {result && (
        <p
          className={`mb-3 text-sm ${result.ok ? 'text-bok-green-dark' : 'text-red-700'}`}
          role={result.ok ? 'status' : 'alert'}
          data-testid="forgot-result"
        >
          {result.text}
        </p>
      )}
      <PrimaryButton isLoading={state.loading} loadingLabel={t('views.forgot_password.submitting')}>
        {t('submit')}
      </PrimaryButton>
    </form>
  );
}

export function ThankyouResetPasswordView({ t }: ViewProps) {
  return (
    <div className="flex flex-col items-center gap-3 text-center">
      <p data-testid="modal-message">{t('views.thankyou_reset_password.message')}</p>
      <Link
        href="/admin/login"
        onClick={() => dispatchModal({ type: 'close' })}
        className="w-full rounded bg-bok-green px-4 py-2.5 font-bold text-white"
      >
        {t('login')}
      </Link>
    </div>
  );
}

/** error (spec §2): title and message, with Continue when the flow can go on (ModalError.continueTo), else Close. */
export function ErrorView({ state, t }: ViewProps) {
  const button = errorViewButton(state.error);
  return (
    <div className="flex flex-col items-center gap-3 text-center">
      <p data-testid="modal-message">{state.error?.message ?? t('errors.generic')}</p>
      <button
        type="button"
        data-testid="error-view-button"
        onClick={() => dispatchModal(button.action)}
        className="w-full rounded bg-bok-green px-4 py-2.5 font-bold text-white"
      >
        {t(button.label)}
      </button>
    </div>
  );
}
