'use server';

import { headers } from 'next/headers';
import { getPersonalBests, type PersonalBests } from '@/server/games';
import { getSignedIn } from '@/server/identity';

/**
 * The signed-in fan's own bests per game today, this month and ever, for the "Your bests" island on /play-and-win
 * (read per request; the page itself is one for every fan and stays cached, issue 38). Null for a visitor.
 */
export async function loadPersonalBests(): Promise<PersonalBests | null> {
  const signedIn = await getSignedIn(await headers());
  return signedIn ? getPersonalBests(signedIn.user.id) : null;
}
