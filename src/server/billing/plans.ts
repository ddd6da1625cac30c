import type { BillingProvider } from '../config';
import { USSD_UNSUBSCRIBE, USSD_UNSUBSCRIBE_TELKOM } from '@/schemas/billing';

/** The one package (spec §3), the networks' billing providers, and how each is cancelled (spec §9). */
export const PACKAGE = 'subscription_monthly';

/** Carrier billing renews monthly; a Stellr voucher runs a year (spec §9). */
export const CARRIER_PERIOD_DAYS = 30;
export const VOUCHER_PERIOD_DAYS = 365;

/** After a failed charge the carrier retries for a few days; the fan keeps access meanwhile. */
export const GRACE_DAYS = 3;

/** The providers that bill a number on its mobile data (header enrichment); Stellr is a voucher. */
export const CARRIER_PROVIDERS = ['mtn', 'vodacom', 'telkom', 'worldplay'] as const satisfies readonly BillingProvider[];
export type CarrierProvider = (typeof CARRIER_PROVIDERS)[number];

export function isCarrierProvider(value: string): value is CarrierProvider {
  return (CARRIER_PROVIDERS as readonly string[]).includes(value);
}

/** How a subscriber cancels: which modal view, and the USSD code it shows. */
export function cancellationFor(provider: BillingProvider): {
  view: 'unsubscribe' | 'unsubscribe_telkom' | 'unsubscribe_worldplay' | null;
  ussd: string | null;
} {
  switch (provider) {
    case 'mtn':
    case 'vodacom':
      return { view: 'unsubscribe', ussd: USSD_UNSUBSCRIBE };
    case 'telkom':
      return { view: 'unsubscribe_telkom', ussd: USSD_UNSUBSCRIBE_TELKOM };
    case 'worldplay':
      return { view: 'unsubscribe_worldplay', ussd: null };
    case 'stellr':
      return { view: null, ussd: null };
  }
}
