import { appError as error } from '@/schemas/app-error';
import { IDENTITY_ERRORS } from '../identity';

/** The refusals of the fan's own-data endpoints (decision 019); the /profile component translates them by code. */
export const PRIVACY_ERRORS = {
  notAFan: error(403, 'not_a_fan', 'Only a fan account can be downloaded or deleted here.'),
  subscriptionActive: error(409, 'subscription_active', 'Cancel your subscription with your network first, then delete your account.'),
  alreadyDeleted: IDENTITY_ERRORS.accountDeleted,
} as const;
