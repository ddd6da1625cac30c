import { NextResponse } from 'next/server';
import { z } from 'zod';
import { agreesWithRecord } from '@/server/billing';
import { assertOwns, fan } from '@/server/http/guards';
import { userBody } from '@/server/http/identity-responses';
import { route } from '@/server/http/route';
import { toFanProfile } from '@/server/identity';

/**
 * The signed-in fan's user record (spec §7), with sub_provider, sub_expiry and subscription_id. Those come from our
 * subscription record, kept by the providers' signed callbacks and voucher redemptions: values in the body are
 * never written (a browser cannot make itself a subscriber); `sub_matches` says whether they agree with the record.
 */
export const POST = route({
  access: fan,
  body: z.object({
    emsisdn: z.string().optional(),
    sub_provider: z.string().optional(),
    sub_expiry: z.string().optional(),
    subscription_id: z.string().optional(),
  }),
  handle: async ({ user: fanUser, input }) => {
    assertOwns(fanUser, { emsisdn: input.emsisdn });
    const profile = toFanProfile(fanUser);
    const isMatching = agreesWithRecord(fanUser, { provider: input.sub_provider, subscriptionId: input.subscription_id });
    return NextResponse.json({
      user: {
        ...userBody(profile),
        sub_provider: profile.subscriptionProvider,
        sub_expiry: profile.subscriptionExpiry,
        sub_matches: isMatching,
      },
    });
  },
});
