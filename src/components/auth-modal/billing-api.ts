import type { StatusCheck } from '@/server/billing';
import type { StatusBody, TelkomStatusBody, VoucherRedeemedBody, WorldPlayStatusBody } from '@/server/http/billing-responses';
import type { FanProfile } from '@/server/identity';
import { mapData, postJson, type ApiResult } from '@/components/browser/api-client';
import { fromUserBody } from './identity-api';
import type { Network } from './modal-state';

/**
 * The subscription endpoints the browser calls (spec §7): each answer's JSON is mapped to camelCase here, once.
 * Requests keep the spec's field names (they are the wire).
 */

function fromStatusBody(body: StatusBody): StatusCheck {
  return { subTypeCheck: body.status.sub_type_check, subStatusCheck: body.status.sub_status_check };
}

/** The fan's subscription status (checkStatus); the answer also sets the status cookies. */
export async function checkStatus(input: { emsisdn?: string } = {}): Promise<ApiResult<StatusCheck>> {
  return mapData(await postJson<StatusBody>('/api/v1/user/checkStatus', input), fromStatusBody);
}

/** telkom-subscribing: Telkom's answer for the subscription (1 subscribed, 7 still waiting, 8 no airtime). */
export async function checkStatusTelkom(subscriptionId: string): Promise<ApiResult<{ status: StatusCheck; subStatusCode: number }>> {
  const reply = await postJson<TelkomStatusBody>('/api/v1/user/checkStatusTelkom', { subscription_id: subscriptionId });
  return mapData(reply, (body) => ({ status: fromStatusBody(body), subStatusCode: body.sub_status_code }));
}

/** unsubscribe_worldplay: WorldPlay's own unsubscribe message (only over mobile data: 409 offnet otherwise). */
export async function checkStatusWorldPlay(): Promise<ApiResult<{ status: StatusCheck; unsubSms: string | null }>> {
  const reply = await postJson<WorldPlayStatusBody>('/api/v1/user/checkStatusWorldPlay', {});
  return mapData(reply, (body) => ({ status: fromStatusBody(body), unsubSms: body.unsub_sms }));
}

/** Redeems a Stellr voucher: Stellr's status (ACTIVE or its error) and the fan (a new member's, to complete the profile). */
export async function redeemVoucher(input: {
  emsisdn?: string;
  voucher: string;
  network: Network | null;
}): Promise<ApiResult<{ voucherStatus: string; user: FanProfile | null }>> {
  const reply = await postJson<VoucherRedeemedBody>('/api/site/user/stellr/subscribe', {
    emsisdn: input.emsisdn,
    voucher: input.voucher,
    network: input.network ?? undefined,
  });
  return mapData(reply, (body) => ({
    voucherStatus: body.stellr_subscription.status,
    user: body.user ? fromUserBody(body.user) : null,
  }));
}
