import 'server-only';
import { getConfig } from '../../config';
import { createGatewaySms } from './gateway-sms';
import { outboxSms } from './outbox-sms';
import type { SmsSender } from './sms-sender';

let sender: SmsSender | undefined;

/** The configured SMS sender: the gateway when SMS_GATEWAY_URL is set, the outbox otherwise (demo mode only). */
export function getSmsSender(): SmsSender {
  if (sender) return sender;
  const { sms, adapters } = getConfig();
  sender =
    adapters.sms === 'gateway' && sms.gatewayUrl && sms.gatewayToken
      ? createGatewaySms({ gatewayUrl: sms.gatewayUrl, token: sms.gatewayToken, senderId: sms.senderId, timeoutMs: sms.timeoutMs })
      : outboxSms;
  return sender;
}
