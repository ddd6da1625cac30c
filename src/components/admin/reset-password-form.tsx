'use client';
import { useState } from 'react';
import { postJson } from '@/components/browser/api-client';
import { openAuthModal } from '../auth-modal/modal-store';

interface ResetPasswordFormProps {
  token: string;
  labels: { newPassword: string; submit: string; submitting: string; weakPassword: string; invalidToken: string };
}

/** The page an emailed reset link opens: a new password, then thankyou_reset_password. */
export function ResetPasswordForm({ token, labels }: ResetPasswordFormProps) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  return (
    <form
      noValidate
      className="flex flex-col gap-3"
      onSubmit={async (event) => {
        event.preventDefault();
        if (password.length < 10) return setError(labels.weakPassword);
        setIsBusy(true);
        const result = await postJson('/api/admin/reset-password', { token, password });
        setIsBusy(false);
        if (!result.ok) return setError(result.code === 'weak_password' ? labels.weakPassword : labels.invalidToken);
        setError(null);
        openAuthModal('thankyou_reset_password');
      }}
    >
      <label htmlFor="new-password" className="text-sm font-semibold">
        {labels.newPassword}
      </label>
      <input
        id="new-password"
        type="password"
        autoComplete="new-password"
        minLength={10}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        aria-describedby={error ? 'new-password-error' : undefined}
        className="rounded border border-neutral-400 px-3 py-2"
      />
      {error && (
        <p id="new-password-error" className="text-sm text-red-700" role="alert">
          {error}
        </p>
      )}
      <button type="submit" disabled={isBusy} className="rounded bg-bok-green px-4 py-2.5 font-bold text-white disabled:opacity-70">
        {isBusy ? labels.submitting : labels.submit}
      </button>
    </form>
  );
}
