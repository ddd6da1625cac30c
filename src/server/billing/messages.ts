/**
 * The subscription texts (spec §2, §4), word for word where the spec gives them, with a stable code each. Shared by
 * the route handlers and the client (no server-only imports).
 */
import { appError as error, type AppError } from '@/schemas/app-error';

/** A subscription refusal: the one error model (src/schemas/app-error.ts). */
export type BillingError = AppError;

export const VOUCHER_STATUS_MESSAGES = {
  ACTIVE: 'You have been subscribed, welcome to {brand}!',
  'ERROR: INVALID VOUCHER': "The Voucher PIN you've entered is invalid.",
  'ERROR: USED VOUCHER': "The Voucher PIN you've entered has already been used.",
} as const;

export const BILLING_ERRORS = {
  voucherRequired: error(422, 'voucher_required', 'Please enter your Voucher PIN'),
  alreadyActive: error(409, 'already_active', 'You already have an active subscription.'),
  tooManyStarts: error(429, 'too_many_starts', 'Too many subscription attempts. Please try again in an hour.'),
  alreadySubscribed: error(
    409,
    'already_subscribed',
    'You already have an active subscription through your network. Keep your voucher for when it ends.',
  ),
  voucherAttempts: error(429, 'voucher_attempts', 'Too many Voucher PIN attempts. Please try again in an hour.'),
  providerUnavailable: error(502, 'provider_unavailable', "We couldn't reach the subscription service. Please try again in a few minutes."),
  subscriptionRequired: error(403, 'subscription_required', 'You need an active subscription to watch videos and play games.'),
  offnet: error(409, 'offnet', 'This only works over mobile data.'),
  otherNumber: error(
    409,
    'other_number',
    'You are on the mobile data of another number. Use the SIM of the number you logged in with, or a voucher.',
  ),
  unknownProvider: error(404, 'unknown_provider', 'There is no such subscription provider.'),
  badSignature: error(401, 'bad_signature', 'The callback signature is missing or wrong.'),
  badEvent: error(422, 'bad_event', 'The callback is not a subscription event.'),
} as const;
