import { z } from 'zod';
import { NETWORKS } from './identity';

/** How each billing provider is named to fans; the same in every language (they are brands). */
export const PROVIDER_NAMES = { mtn: 'MTN', vodacom: 'Vodacom', telkom: 'Telkom', worldplay: 'WorldPlay', stellr: 'Stellr' } as const;

export function providerDisplayName(provider: string): string {
  return (PROVIDER_NAMES as Record<string, string>)[provider] ?? provider;
}

/** The unsubscribe USSD codes (spec §9): standard, and Telkom's. */
export const USSD_UNSUBSCRIBE = '*155#';
export const USSD_UNSUBSCRIBE_TELKOM = '*179#';

/** Request bodies of the subscription endpoints (spec §7), shared by the handlers and the modal. */
const roleId = z.union([z.number(), z.string()]).optional();

export const statusCheckBody = z.object({ role_id: roleId, emsisdn: z.string().max(200).optional() });
export const telkomStatusBody = statusCheckBody.extend({ subscription_id: z.string().trim().min(1).max(200) });
export const worldPlayStatusBody = statusCheckBody.extend({ msisdn: z.string().max(20).optional() });

export const stellrConfirmBody = z.object({
  msisdn: z.string().optional(),
  network: z.enum(NETWORKS).optional().catch(undefined),
  resend: z.boolean().optional(),
});
export const stellrSubscribeBody = z.object({
  emsisdn: z.string().max(200).optional(),
  voucher: z.string().max(64).optional(),
  network: z.enum(NETWORKS).optional().catch(undefined),
});

export const fancredSubscriptionBody = z.object({
  emsisdn: z.string().max(200).optional(),
  subscription_package: z.string().max(100).optional(),
  subscription_provider: z.string().max(50).optional(),
  subscription_active: z.union([z.boolean(), z.string()]).optional(),
  subscription_id: z.string().max(200).optional(),
});

export const emsisdnBody = z.object({ emsisdn: z.string().max(200).optional() });
