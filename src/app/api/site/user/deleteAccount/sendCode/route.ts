import { z } from 'zod';
import { fail } from '@/server/http/api-errors';
import { fan } from '@/server/http/guards';
import { privateJson, route } from '@/server/http/route';
import { requestAccountDeletion } from '@/server/privacy';

/** Deleting my account, step 1: the deletion code by SMS (refused while a network subscription would still charge). */
export const POST = route({
  access: fan,
  body: z.object({ resend: z.boolean().optional() }),
  handle: async ({ user, input, ip }) => {
    const result = await requestAccountDeletion({ user, isResend: input.resend === true, ip });
    if (!result.ok) fail(result.error);
    return privateJson({ status: 'sent' });
  },
});
