'use client';
import { useState } from 'react';
import { useIsHydrated } from '@/components/ui/use-is-hydrated';
import { postJson } from '@/components/browser/api-client';
import { CodeInput, LinkButton, PrimaryButton } from '../auth-modal/form-parts';
import { loadPage } from '@/components/browser/load-page';
import { forgetBrowserSession } from '@/components/browser/forget-browser';

export interface DeleteAccountLabels {
  start: string;
  sendCode: string;
  sending: string;
  codeSent: string;
  codeLabel: string;
  digit: string;
  confirm: string;
  deleting: string;
  resend: string;
  keep: string;
  deleted: string;
  home: string;
  triesLeft: string;
  /** The error texts by code (the OTP texts of the login modal, and this flow's own). */
  errors: Record<string, string>;
}

type Step = 'idle' | 'confirm' | 'code' | 'deleted';

/**
 * "Delete my account" on /profile (POPIA, decision 019): explain, send an SMS code of its own purpose, take the code,
 * delete. The server refuses while a network subscription would still charge (the page shows how to cancel instead).
 */
export function DeleteAccount({ labels, brandSlug }: { labels: DeleteAccountLabels; brandSlug: string }) {
  const isHydrated = useIsHydrated();
  const [step, setStep] = useState<Step>('idle');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const failure = (result: { code: string; message: string; attemptsLeft?: number }) => {
    const text = labels.errors[result.code] ?? result.message;
    setError(result.attemptsLeft !== undefined ? `${text} ${labels.triesLeft.replace('{count}', String(result.attemptsLeft))}` : text);
  };

  const sendCode = async (isResend: boolean) => {
    setBusy(true);
    setError(null);
    const sent = await postJson('/api/site/user/deleteAccount/sendCode', { resend: isResend });
    setBusy(false);
    if (!sent.ok) return failure(sent);
    setCode('');
    setNotice(labels.codeSent);
    setStep('code');
  };

  const confirm = async () => {
    setBusy(true);
    setError(null);
    const done = await postJson('/api/site/user/deleteAccount', { otp: code });
    setBusy(false);
    if (!done.ok) {
      // A refused code is cleared (spec §8 clears it in the modal too), so the next one is typed afresh.
      setCode('');
      return failure(done);
    }
    // The server ended the session; the browser forgets the brand's cookies and the game's storage, as at logout.
    forgetBrowserSession(brandSlug);
    setStep('deleted');
  };

  if (step === 'deleted') {
    return (
      <div role="status" data-testid="account-deleted" className="flex flex-col gap-3">
        <p className="font-semibold">{labels.deleted}</p>
        {/* A full page load: the header drops the signed-in state with the session. */}
        <button type="button" onClick={() => loadPage('/')} className="self-start rounded bg-bok-green px-4 py-2 font-bold text-white">
          {labels.home}
        </button>
      </div>
    );
  }

  if (step === 'idle') {
    return (
      <button
        type="button"
        data-testid="delete-account"
        data-hydrated={isHydrated ? 'true' : undefined}
        onClick={() => setStep('confirm')}
        className="self-start rounded border-2 border-red-700 px-4 py-2 font-bold text-red-700 hover:bg-red-700 hover:text-white"
      >
        {labels.start}
      </button>
    );
  }

  return (
    <form
      noValidate
      data-testid="delete-account-form"
      className="flex max-w-sm flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        void (step === 'confirm' ? sendCode(false) : confirm());
      }}
    >
      {step === 'code' && (
        <>
          {notice && <p className="text-sm">{notice}</p>}
          <CodeInput
            value={code}
            onChange={setCode}
            label={labels.codeLabel}
            digitLabel={(n) => labels.digit.replace('{n}', String(n))}
            disabled={busy}
          />
        </>
      )}
      {error && (
        <p role="alert" className="text-sm font-semibold text-red-700" data-testid="delete-account-error">
          {error}
        </p>
      )}
      <PrimaryButton
        isLoading={busy}
        loadingLabel={step === 'confirm' ? labels.sending : labels.deleting}
        className="w-full rounded bg-red-700 px-4 py-2.5 font-bold text-white hover:bg-red-800 disabled:opacity-70"
      >
        {step === 'confirm' ? labels.sendCode : labels.confirm}
      </PrimaryButton>
      <div className="flex flex-wrap gap-4">
        {step === 'code' && (
          <LinkButton onClick={() => void sendCode(true)} disabled={busy}>
            {labels.resend}
          </LinkButton>
        )}
        <LinkButton
          onClick={() => {
            setStep('idle');
            setError(null);
            setCode('');
          }}
          disabled={busy}
        >
          {labels.keep}
        </LinkButton>
      </div>
    </form>
  );
}
