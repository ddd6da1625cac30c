'use client';
import { PwaIsland } from './pwa-island';
import type { PwaToastLabels } from './pwa-toasts';
import { ReachPrompts } from './reach-prompts';
import { SubscriptionStatus } from './subscription-status';

export interface LateIslandsProps {
  brandSlug: string;
  locale: string;
  pwaLabels: PwaToastLabels;
}

/** What IdleIslands loads once the page is idle. */
export default function LateIslands({ brandSlug, locale, pwaLabels }: LateIslandsProps) {
  return (
    <>
      <SubscriptionStatus brandSlug={brandSlug} />
      <ReachPrompts />
      <PwaIsland locale={locale} labels={pwaLabels} />
    </>
  );
}
