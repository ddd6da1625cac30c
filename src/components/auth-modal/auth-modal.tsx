'use client';
import { X } from 'lucide';
import { Icon as LucideIcon } from '@/components/ui/icon';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore, type ComponentType } from 'react';
import { Toaster } from 'sonner';
import {
  EnterOtpStellrView,
  OffnetUnsubView,
  OffnetView,
  StellrConfirmNumberView,
  StellrSubscriptionView,
  SubscribeReminderView,
  SubStatusCheckView,
  TelkomSubscribingSuccessView,
  TelkomSubscribingView,
  UnsubscribeTelkomView,
  UnsubscribeView,
  UnsubscribeWorldPlayView,
} from './billing-views';
import { CompAlreadyEnteredView, CompSubStatusCheckView } from './competition-views';
import { FanCredCheckProfileView } from './fancred-views';
import { focusFirstError } from './form-parts';
import { GamesNoNicknameView, GamesSubStatusCheckView } from './games-views';
import {
  ChooseNetworkView,
  EmailNoEmailView,
  EmailView,
  EnterOtpView,
  EnterPasscodeView,
  NotRegisteredView,
  SigninView,
  SignupEnterOtpView,
} from './login-views';
import { ErrorView, ForgotPasswordView, ThankyouResetPasswordView } from './message-views';
import { IosPwaView, SlowConnectionView } from './reach-views';
import type { ModalState, ViewName } from './modal-state';
import { dispatchModal, getModalState, getServerModalState, subscribeModal } from './modal-store';
import {
  CompleteProfileView,
  LanguageSessionCheckView,
  SkipThankyouView,
  ThankyouView,
  UpdatedNicknameView,
  UpdatedProfileView,
} from './profile-views';
import { loadAuthMessages, makeTranslate, type AuthMessages, type Translate } from './translate';
import type { ModalEnv, ViewProps } from './view-props';

/** The view registry: a view name picks its content. A new view is one line here and its name in modal-state.ts. */
const VIEWS: Record<ViewName, ComponentType<ViewProps>> = {
  signin: SigninView,
  choose_network: ChooseNetworkView,
  enter_otp: EnterOtpView,
  signup_enter_otp: SignupEnterOtpView,
  email: EmailView,
  enter_passcode: EnterPasscodeView,
  email_login_no_email: EmailNoEmailView,
  not_registered: NotRegisteredView,
  complete_profile: CompleteProfileView,
  updated_profile: UpdatedProfileView,
  thankyou: ThankyouView,
  skip_complete_profile_thankyou: SkipThankyouView,
  updated_nickname: UpdatedNicknameView,
  language_session_check: LanguageSessionCheckView,
  forgot_password: ForgotPasswordView,
  thankyou_reset_password: ThankyouResetPasswordView,
  stellr_confirm_number: StellrConfirmNumberView,
  enter_otp_stellr: EnterOtpStellrView,
  completing_profile_stellr: CompleteProfileView,
  stellr_subscription: StellrSubscriptionView,
  offnet: OffnetView,
  offnet_unsub: OffnetUnsubView,
  unsubscribe: UnsubscribeView,
  unsubscribe_worldplay: UnsubscribeWorldPlayView,
  unsubscribe_telkom: UnsubscribeTelkomView,
  sub_status_check: SubStatusCheckView,
  subscribe_reminder: SubscribeReminderView,
  'telkom-subscribing': TelkomSubscribingView,
  telkom_subscribing_success: TelkomSubscribingSuccessView,
  fancred_check_profile: FanCredCheckProfileView,
  games_sub_status_check: GamesSubStatusCheckView,
  games_no_nickname: GamesNoNicknameView,
  comp_sub_status_check: CompSubStatusCheckView,
  comp_already_entered: CompAlreadyEnteredView,
  slow_connection: SlowConnectionView,
  'ios-pwa': IosPwaView,
  error: ErrorView,
};

/** The view's title; the error view may carry its own, and a failed voucher is titled Error. */
function viewTitle(state: ModalState, t: Translate): string {
  if (state.view === 'error' && state.error?.title) return state.error.title;
  if (state.view === 'stellr_subscription' && state.billing?.result && !state.billing.result.isSuccess)
    return t('views.stellr_subscription.errorTitle');
  return t(`views.${state.view}.title`, { game: state.game?.name });
}

/**
 * The login and profile modal (spec §2): static — no backdrop click or Escape closes it — with an explicit close
 * button. A native modal <dialog> makes the rest of the page inert, so focus stays inside; it is labelled by its title.
 */
export default function AuthModal({ env }: { env: ModalEnv }) {
  const state = useSyncExternalStore(subscribeModal, getModalState, getServerModalState);
  const [messages, setMessages] = useState<AuthMessages | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const t = useMemo(() => (messages ? makeTranslate(messages) : null), [messages]);

  useEffect(() => {
    void loadAuthMessages(env.locale).then(setMessages);
  }, [env.locale]);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (state.view && !element.open) element.showModal();
    if (!state.view && element.open) element.close();
  }, [state.view, t]);

  // A refusal in the modal (the form's own check or the server's answer, spec §2's errors): its first error comes into
  // view and focus — an invalid field, else the view's error message (issue 22).
  useEffect(() => {
    if (state.error) focusFirstError(dialog.current);
  }, [state.error]);

  const View = state.view ? VIEWS[state.view] : null;
  const title = state.view && t ? viewTitle(state, t) : '';

  return (
    <>
      <Toaster position="top-center" richColors />
      {t && (
        <dialog
          ref={dialog}
          aria-labelledby="auth-modal-title"
          data-testid="auth-modal"
          data-view={state.view ?? ''}
          onCancel={(event) => event.preventDefault()}
          className="m-auto w-[min(28rem,calc(100vw-1.5rem))] rounded-lg bg-white p-0 text-ink shadow-2xl backdrop:bg-black/50"
        >
          {View && (
            <div className="p-5">
              <div className="mb-4 flex items-start justify-between gap-3">
                <h2 id="auth-modal-title" className="text-xl font-extrabold">
                  {title}
                </h2>
                <button
                  type="button"
                  onClick={() => dispatchModal({ type: 'close' })}
                  aria-label={t('close')}
                  className="rounded p-1 hover:bg-neutral-100"
                >
                  <LucideIcon icon={X} aria-hidden="true" size={20} />
                </button>
              </div>
              <View state={state} t={t} env={env} />
            </div>
          )}
        </dialog>
      )}
    </>
  );
}
