import { NextResponse } from 'next/server';
import { requireStaffApi } from '@/server/http/staff-guard';
import { listPlayers } from '@/server/players';

/** The story form's players (spec §7) → {player_profiles: [{id, first_name, last_name, short_name, category}]}. Staff only. */
export async function POST(request: Request) {
  const staff = await requireStaffApi(request);
  if (!staff.ok) return staff.response;
  const players = await listPlayers();
  return NextResponse.json(
    { player_profiles: players.map((player) => ({ id: player.id, first_name: player.firstName, last_name: player.lastName, short_name: player.shortName, category: player.category, url: player.url })) },
    { headers: { 'cache-control': 'private, no-store' } },
  );
}
