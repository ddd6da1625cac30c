'use server';

import { staffAction } from '@/server/http/staff-actions';
import { createPlayer, setPlayerActive, updatePlayer } from '@/server/players';
import { playerActiveInput, playerCreateInput, playerUpdateInput } from '@/schemas/players';

/**
 * The writes of /admin/profiles/players. Each refreshes what fans see of players (tag `players`): /springboks, the
 * player pages, the home page's players, the Players menu's list, the sitemap and the player named on a story.
 */
export async function addPlayer(form: FormData) {
  return staffAction({ schema: playerCreateInput, input: form, run: (data, actor) => createPlayer(data, actor), tags: ['players'] });
}

export async function savePlayer(form: FormData) {
  return staffAction({ schema: playerUpdateInput, input: form, run: (data, actor) => updatePlayer(data, actor), tags: ['players'] });
}

export async function setPlayerActiveAction(id: number, isActive: boolean) {
  return staffAction({
    schema: playerActiveInput,
    input: { id, isActive },
    run: (data, actor) => setPlayerActive(data, actor),
    tags: ['players'],
  });
}
