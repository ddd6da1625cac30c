import 'server-only';
import { getConfig, type BillingProvider } from '../../config';
import type { CarrierClient } from './carrier';
import { createHttpCarrier } from './http-carrier';
import { createSandboxCarrier } from './sandbox-carrier';

const clients = new Map<BillingProvider, CarrierClient>();

/** The provider's client: its HTTP API when CARRIER_<P>_URL is set, the sandbox otherwise (demo mode only: config.ts). */
export function getCarrier(provider: BillingProvider): CarrierClient {
  const existing = clients.get(provider);
  if (existing) return existing;
  const { billing } = getConfig();
  const carrier = billing.carriers[provider];
  const client =
    carrier.kind === 'http' && carrier.url && carrier.apiKey
      ? createHttpCarrier({ provider, baseUrl: carrier.url, apiKey: carrier.apiKey, timeoutMs: billing.timeoutMs })
      : createSandboxCarrier(provider, carrier.callbackSecret ?? '');
  clients.set(provider, client);
  return client;
}
