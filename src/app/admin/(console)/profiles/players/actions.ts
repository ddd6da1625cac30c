'use server';

import { staffAction } from '@/server/http/staff-actions';
import { createPlayer, setPlayerActive, updatePlayer } from '@/server/players';
import { PLAYER_TRANSLATED_FIELDS, playerActiveInput, playerCreateSave, playerUpdateSave } from '@/schemas/players';
import { translationsFromInput } from '@/schemas/translations';

/**
 * The writes of /admin/profiles/players. Each refreshes what fans see of players (tag `players`): /springboks, the
 * player pages, the home page's players, the Players menu's list, the sitemap and the player named on a story.
 */
export async function addPlayer(form: FormData) {
  return staffAction({
    schema: playerCreateSave,
    input: form,
    run: (data, actor) => createPlayer({ ...data, translations: translationsFromInput(data, PLAYER_TRANSLATED_FIELDS) }, actor),
    tags: ['players'],
  });
}

export async function savePlayer(form: FormData) {
  return staffAction({
    schema: playerUpdateSave,
    input: form,
    run: (data, actor) => updatePlayer({ ...data, translations: translationsFromInput(data, PLAYER_TRANSLATED_FIELDS) }, actor),
    tags: ['players'],
  });
}

export async function setPlayerActiveAction(id: number, isActive: boolean) {
  return staffAction({
    schema: playerActiveInput,
    input: { id, isActive },
    run: (data, actor) => setPlayerActive(data, actor),
    tags: ['players'],
  });
}
