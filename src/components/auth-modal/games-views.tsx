'use client';
import { Link } from '@/components/ui/site-link';
import { useState } from 'react';
import { nicknameSchema } from '@/schemas/identity';
import { refreshSession } from './session-store';
import { saveGamePlayer } from '@/components/browser/game-storage';
import { postJson } from '@/components/browser/api-client';
import { LinkButton, PrimaryButton, RequiredNicknameField, useRefusalFocus } from './form-parts';
import { dispatchModal } from './modal-store';
import { errorText } from './translate';
import type { ViewProps } from './view-props';

/**
 * The games' views (spec §2, §4): games_sub_status_check — first "Please wait while we check your subscription..."
 * while the one entitlement check runs (4 s), then, when the answer is no, a subscription is needed to play the named
 * game (a visitor must also log in) — and games_no_nickname, which saves the nickname through gameEnterNickname and
 * shows updated_nickname.
 */
export function GamesSubStatusCheckView({ state, t }: ViewProps) {
  const game = state.game?.name ?? '';
  if (state.loading) {
    return (
      <div className="flex flex-col items-center gap-4 py-2 text-center" role="status" data-testid="games-check-wait">
        <span aria-hidden="true" className="size-8 animate-spin rounded-full border-4 border-bok-green border-t-transparent" />
        <p data-testid="modal-message">{t('views.games_sub_status_check.wait')}</p>
      </div>
    );
  }
  return (
    <div className="flex flex-col items-center gap-3 text-center">
      <p data-testid="modal-message">{t('views.games_sub_status_check.message', { game })}</p>
      {state.sessionRequired && (
        <>
          <p className="text-sm">{t('views.games_sub_status_check.loginNeeded')}</p>
          <button
            type="button"
            onClick={() => dispatchModal({ type: 'show', view: 'signin' })}
            className="w-full rounded bg-bok-green px-4 py-2.5 font-bold text-white"
            data-testid="modal-login"
          >
            {t('views.games_sub_status_check.login')}
          </button>
        </>
      )}
      <Link
        href="/subscribe"
        onClick={() => dispatchModal({ type: 'close' })}
        className="w-full rounded bg-bok-gold px-4 py-2.5 text-center font-bold text-ink"
        data-testid="modal-subscribe"
      >
        {t('views.games_sub_status_check.subscribe')}
      </Link>
      {state.sessionRequired && (
        <LinkButton onClick={() => dispatchModal({ type: 'show', view: 'signin' })}>{t('views.games_sub_status_check.member')}</LinkButton>
      )}
    </div>
  );
}

export function GamesNoNicknameView({ state, t, env }: ViewProps) {
  const [nickname, setNickname] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { ref, refused } = useRefusalFocus();
  return (
    <form
      ref={ref}
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        const parsed = nicknameSchema.safeParse({ nickname });
        if (!parsed.success) {
          setError(t('fields.nickname_required'));
          return refused();
        }
        setError(null);
        dispatchModal({ type: 'loading' });
        const result = await postJson<{ nickname: string }>('/api/site/profile/gameEnterNickname', { nickname: parsed.data.nickname });
        if (!result.ok) {
          dispatchModal({ type: 'notice', notice: null });
          setError(result.fields?.nickname ? t(`fields.${result.fields.nickname}`) : errorText(t, result));
          return refused();
        }
        saveGamePlayer(env.brandSlug, { gamerTag: result.data.nickname });
        void refreshSession();
        dispatchModal({ type: 'show', view: 'updated_nickname' });
      }}
    >
      <p className="mb-3 text-sm">{t('views.games_no_nickname.message', { game: state.game?.name ?? '' })}</p>
      <RequiredNicknameField id="field-games-nickname" label={t('nickname')} value={nickname} error={error} onChange={setNickname} />
      <div className="mt-3">
        <PrimaryButton isLoading={state.loading} loadingLabel={t('views.games_no_nickname.saving')}>
          {t('views.games_no_nickname.save')}
        </PrimaryButton>
      </div>
    </form>
  );
}
