'use client';
import { Link } from '@/components/ui/site-link';
import { useEffect, useState } from 'react';
import { chooseNetwork, resendOtp, sendPasscode, submitNumber, verifyOtp, verifyPasscode, verifySignupOtp } from './flows';
import { CodeInput, FORM_ERROR_PROPS, LinkButton, MobileNumberField, PrimaryButton, TextField } from './form-parts';
import { NETWORKS, RESEND_SPACING_SECONDS } from '@/schemas/identity';
import { isCodeExhausted, resendWaitSeconds, type ModalState } from './modal-state';
import { dispatchModal } from './modal-store';
import type { ViewProps } from './view-props';

/** The login views of spec §2: signin, choose_network, enter_otp, signup_enter_otp, email, enter_passcode, and the dead ends. */

export function ErrorText({ state }: Pick<ViewProps, 'state'>) {
  if (!state.error || state.error.fields) return null;
  return (
    <div className="mb-3" role="alert" {...FORM_ERROR_PROPS}>
      <div className="rounded border border-red-300 bg-red-50 p-3 text-sm text-red-800" data-testid="modal-error">
        {state.error.title && <p className="font-bold">{state.error.title}</p>}
        <p>{state.error.message}</p>
      </div>
      {state.error.detail && (
        <p className="mt-1 text-sm font-semibold text-red-800" data-testid="modal-error-detail">
          {state.error.detail}
        </p>
      )}
    </div>
  );
}

function Notice({ state }: Pick<ViewProps, 'state'>) {
  return state.notice ? (
    <p className="mb-3 text-sm text-bok-green-dark" role="status">
      {state.notice}
    </p>
  ) : null;
}

function SignUpLink({ label }: { label: string }) {
  return (
    <Link
      href="/sign-up"
      onClick={() => dispatchModal({ type: 'close' })}
      className="font-semibold text-bok-green underline underline-offset-2"
    >
      {label}
    </Link>
  );
}

export function SigninView({ state, t }: ViewProps) {
  const [number, setNumber] = useState(state.msisdn);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submitNumber(t, number);
      }}
    >
      {state.sessionRequired && <p className="mb-3 text-sm">{t('views.signin.sessionRequired')}</p>}
      <p className="mb-3 text-sm text-neutral-700">{t('views.signin.intro')}</p>
      <ErrorText state={state} />
      <MobileNumberField
        label={t('mobileNumber')}
        hint={t('mobileNumberRule')}
        placeholder={t('mobileNumberHint')}
        name="msisdn"
        value={number}
        onValueChange={setNumber}
      />
      <PrimaryButton isLoading={state.loading} loadingLabel={t('views.signin.submitting')}>
        {t('views.signin.submit')}
      </PrimaryButton>
      <div className="mt-4 flex flex-col items-center gap-2 text-sm">
        <LinkButton onClick={() => dispatchModal({ type: 'show', view: 'email' })}>{t('views.signin.useEmail')}</LinkButton>
        <p>
          {t('views.signin.noAccount')} <SignUpLink label={t('signUp')} />
        </p>
      </div>
    </form>
  );
}

export function ChooseNetworkView({ state, t }: ViewProps) {
  const networks = NETWORKS;
  return (
    <div>
      <p className="mb-3 text-sm">{t('views.choose_network.intro', { msisdn: state.msisdn })}</p>
      <ErrorText state={state} />
      <div className="flex flex-col gap-2">
        {networks.map((network) => (
          <button
            key={network}
            type="button"
            disabled={state.loading}
            onClick={() => void chooseNetwork(t, network)}
            className="rounded border-2 border-bok-green px-4 py-2.5 font-bold text-bok-green hover:bg-bok-green hover:text-white disabled:opacity-60"
          >
            {t(`networks.${network}`)}
          </button>
        ))}
      </div>
    </div>
  );
}

/** The number the fan typed (082…), else the one the server answered (27…). */
export const typedNumber = (state: Pick<ModalState, 'msisdn' | 'msisdnTyped'>) => state.msisdnTyped.trim() || state.msisdn;

/** Seconds left before a new code may be asked for, ticking down once a second while it lasts. */
function useResendWait(sentAt: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  const wait = resendWaitSeconds(sentAt, now, RESEND_SPACING_SECONDS);
  useEffect(() => {
    if (wait <= 0) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [wait]);
  return wait;
}

/**
 * A code's form: the spec's texts as headlines, and a way out (issue 17) — the guesses left after a wrong code; when
 * they have run out, "Request a new code" instead of a dead Continue; and a visible countdown while a new code must
 * wait (the server's resend spacing).
 */
export function CodeForm({
  state,
  t,
  submittingLabel,
  intro,
  onSubmit,
  onResend,
  resendLabel,
  children,
}: ViewProps & {
  submittingLabel: string;
  intro: string;
  onSubmit: () => void;
  onResend: () => void;
  resendLabel: string;
  children?: React.ReactNode;
}) {
  const wait = useResendWait(state.codeSentAt);
  const isExhausted = isCodeExhausted(state.error?.code);
  const countdown =
    wait > 0 ? (
      <p className="text-sm text-neutral-600" data-testid="resend-wait" aria-live="off">
        {t('resendIn', { seconds: wait })}
      </p>
    ) : null;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (isExhausted) onResend();
        else onSubmit();
      }}
    >
      <p className="mb-3 text-sm">{intro}</p>
      <ErrorText state={state} />
      <Notice state={state} />
      <CodeInput
        label={t('views.enter_otp.title')}
        value={state.code}
        disabled={state.loading || isExhausted}
        digitLabel={(n) => t('otpDigit', { n })}
        onChange={(code) => dispatchModal({ type: 'code', code })}
      />
      {isExhausted ? (
        <PrimaryButton isLoading={state.loading} disabled={wait > 0} data-testid="request-new-code">
          {t('requestNewCode')}
        </PrimaryButton>
      ) : (
        <PrimaryButton isLoading={state.loading} loadingLabel={submittingLabel}>
          {t('continue')}
        </PrimaryButton>
      )}
      <div className="mt-4 flex flex-col items-center gap-2">
        {!isExhausted && (
          <LinkButton onClick={onResend} disabled={wait > 0}>
            {resendLabel}
          </LinkButton>
        )}
        {countdown}
        {children}
      </div>
    </form>
  );
}

export function EnterOtpView(props: ViewProps) {
  const { state, t, env } = props;
  return (
    <CodeForm
      {...props}
      intro={t('views.enter_otp.intro', { msisdn: typedNumber(state) })}
      submittingLabel={t('views.enter_otp.submitting')}
      onSubmit={() => void verifyOtp(t, env)}
      onResend={() => void resendOtp(t, 'login')}
      resendLabel={t('views.enter_otp.resend')}
    >
      <LinkButton onClick={() => dispatchModal({ type: 'show', view: 'email' })}>{t('views.enter_otp.trouble')}</LinkButton>
    </CodeForm>
  );
}

export function SignupEnterOtpView(props: ViewProps) {
  const { state, t } = props;
  return (
    <CodeForm
      {...props}
      intro={t('views.signup_enter_otp.intro', { msisdn: typedNumber(state) })}
      submittingLabel={t('views.signup_enter_otp.submitting')}
      onSubmit={() => void verifySignupOtp(t)}
      onResend={() => void resendOtp(t, 'signup')}
      resendLabel={t('views.enter_otp.resend')}
    />
  );
}

export function EmailView({ state, t }: ViewProps) {
  const [email, setEmail] = useState(state.email);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void sendPasscode(t, email);
      }}
    >
      <p className="mb-3 text-sm">{t('views.email.intro')}</p>
      <ErrorText state={state} />
      <TextField
        label={t('email')}
        name="email_login"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <PrimaryButton isLoading={state.loading} loadingLabel={t('views.email.submitting')}>
        {t('views.email.submit')}
      </PrimaryButton>
      <div className="mt-4 flex justify-center">
        <LinkButton onClick={() => dispatchModal({ type: 'show', view: 'signin' })}>{t('views.email.useMobile')}</LinkButton>
      </div>
    </form>
  );
}

export function EnterPasscodeView(props: ViewProps) {
  const { state, t, env } = props;
  return (
    <CodeForm
      {...props}
      intro={t('views.enter_passcode.intro', { email: state.email })}
      submittingLabel={t('views.enter_passcode.submitting')}
      onSubmit={() => void verifyPasscode(t, env)}
      onResend={() => void sendPasscode(t, state.email, true)}
      resendLabel={t('views.enter_passcode.resend')}
    />
  );
}

export function EmailNoEmailView({ t }: ViewProps) {
  return (
    <div className="flex flex-col items-center gap-3 text-center">
      <p>{t('views.email_login_no_email.message')}</p>
      <button
        type="button"
        onClick={() => dispatchModal({ type: 'show', view: 'signin' })}
        className="w-full rounded bg-bok-green px-4 py-2.5 font-bold text-white"
      >
        {t('views.email_login_no_email.useMobile')}
      </button>
      <p className="text-sm">
        {t('views.email_login_no_email.orSignUp')}: <SignUpLink label={t('signUp')} />
      </p>
    </div>
  );
}

export function NotRegisteredView({ t }: ViewProps) {
  return (
    <div className="flex flex-col items-center gap-3 text-center">
      <p>{t('views.not_registered.message')}</p>
      <Link
        href="/sign-up"
        onClick={() => dispatchModal({ type: 'close' })}
        className="w-full rounded bg-bok-gold px-4 py-2.5 font-bold text-ink"
      >
        {t('signUp')}
      </Link>
    </div>
  );
}
