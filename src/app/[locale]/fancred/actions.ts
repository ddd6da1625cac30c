'use server';

import { headers } from 'next/headers';
import type { MyFanCred } from '@/components/fancred/my-standing';
import { getMyPoints } from '@/server/fancred';
import { getSignedIn } from '@/server/identity';

/**
 * The signed-in fan's own points and ranks this month and this year, for the "You" card on /fancred and the home
 * page's widget (read per request; the public tables stay cached). Null for a visitor.
 */
export async function loadMyFanCred(): Promise<MyFanCred | null> {
  const signedIn = await getSignedIn(await headers());
  if (!signedIn) return null;
  const [monthly, yearly] = await Promise.all([
    getMyPoints({ userId: signedIn.user.id, type: 'monthly' }),
    getMyPoints({ userId: signedIn.user.id, type: 'yearly' }),
  ]);
  return { monthly: { points: monthly.points, rank: monthly.rank }, yearly: { points: yearly.points, rank: yearly.rank } };
}
