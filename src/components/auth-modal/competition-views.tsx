'use client';
import { Link } from '@/components/ui/site-link';
import { sastDate } from '@/components/ui/sast-date';
import { LinkButton } from './form-parts';
import { dispatchModal } from './modal-store';
import type { ViewProps } from './view-props';

const close = () => dispatchModal({ type: 'close' });

/** comp_sub_status_check (spec §2): a member without an active subscription tried to enter a competition. */
export function CompSubStatusCheckView({ state, t }: ViewProps) {
  return (
    <div className="flex flex-col items-center gap-3 text-center">
      <p data-testid="modal-message">{t('views.comp_sub_status_check.message')}</p>
      <Link
        href="/subscribe"
        onClick={close}
        className="w-full rounded bg-bok-gold px-4 py-2.5 text-center font-bold text-ink"
        data-testid="modal-subscribe"
      >
        {t('views.comp_sub_status_check.subscribe')}
      </Link>
      {state.sessionRequired && (
        <p className="text-sm">
          {t('views.comp_sub_status_check.member')}{' '}
          <LinkButton onClick={() => dispatchModal({ type: 'show', view: 'signin' })}>{t('views.comp_sub_status_check.login')}</LinkButton>
        </p>
      )}
    </div>
  );
}

/** comp_already_entered (spec §2): "You've already entered into this competition on {date}", linking to the current competitions. */
export function CompAlreadyEnteredView({ state, t, env }: ViewProps) {
  return (
    <div className="flex flex-col items-center gap-3 text-center">
      <p data-testid="modal-message">
        {t('views.comp_already_entered.message', { date: sastDate(state.competitionEntry?.enteredAt ?? '', env.locale, 'fullDateTime') })}
      </p>
      <Link
        href="/competitions/current-competitions"
        onClick={close}
        className="w-full rounded bg-bok-green px-4 py-2.5 font-bold text-white"
        data-testid="modal-current-competitions"
      >
        {t('views.comp_already_entered.link')}
      </Link>
    </div>
  );
}
