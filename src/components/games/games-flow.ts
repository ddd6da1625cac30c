import { getJson } from '@/components/browser/api-client';
import { GAMES_CHECK_DELAY_MS } from '../auth-modal/modal-state';
import { dispatchModal, getModalState, openAuthModal, subscribeModal } from '../auth-modal/modal-store';
import { readGamerTag, saveGamePlayer } from '@/components/browser/game-storage';

/**
 * The spec's Play flow (§4, §9): the modal shows "Please wait while we check your subscription..." for 4 s while the
 * one entitlement check runs (GET /api/site/games/player, the `entitled` guard); then a visitor or a member without a
 * subscription sees games_sub_status_check, a subscriber without a nickname games_no_nickname (then updated_nickname),
 * and otherwise the modal closes and the game starts. The external user id and gamer tag go to local storage (§3).
 */
const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function whenModalCloses(): Promise<void> {
  return new Promise((resolve) => {
    const unsubscribe = subscribeModal(() => {
      if (getModalState().view === null) {
        unsubscribe();
        resolve();
      }
    });
  });
}

/** GET /api/site/games/player's answer. */
type GamePlayerJson = { external_user_id: string; gamer_tag: string | null };

/** True when the fan may play now (the modal is closed); false when a view asks them to log in, subscribe or wait. */
export async function checkGameAccess(
  game: { slug: string; name: string },
  brandSlug: string,
  delayMs = GAMES_CHECK_DELAY_MS,
): Promise<boolean> {
  openAuthModal('games_sub_status_check', { loading: true, game, callbackUrl: window.location.pathname });
  const [answer] = await Promise.all([getJson<GamePlayerJson>('/api/site/games/player'), wait(delayMs)]);
  const state = getModalState();
  // The fan closed the modal while waiting: nothing starts.
  if (state.view !== 'games_sub_status_check' || !state.loading) return false;
  if (!answer.ok) {
    if (answer.status === 401 || answer.status === 403)
      dispatchModal({ type: 'show', view: 'games_sub_status_check', patch: { sessionRequired: answer.status === 401 } });
    // The check itself failed: this game start cannot go on (the fan taps Play again), so the error view offers Close.
    else dispatchModal({ type: 'show', view: 'error', patch: { error: { code: answer.code, message: answer.message } } });
    return false;
  }
  const player = { externalUserId: answer.data.external_user_id, gamerTag: answer.data.gamer_tag };
  saveGamePlayer(brandSlug, player);
  if (player.gamerTag) {
    dispatchModal({ type: 'close' });
    return true;
  }
  dispatchModal({ type: 'show', view: 'games_no_nickname' });
  await whenModalCloses();
  return readGamerTag(brandSlug) !== null;
}
