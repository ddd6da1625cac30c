/**
 * Which push endpoints the site sends to (decision 031). A subscription's endpoint is an address a browser hands us and
 * the server later POSTs to: left unchecked, anyone could make the server call an internal address (SSRF). So an
 * endpoint must be on a known push service (PUSH_SERVICE_HOSTS: exact host names, or `*.domain` for any subdomain),
 * over https on the default port, with no user name or password in it; tests alone may use plain http on any port.
 * Checked when a browser subscribes (422) and again before every send. Pure: no setting is read here.
 */

export interface PushEndpointRules {
  serviceHosts: readonly string[];
  isPlainHttpAllowed: boolean;
}

function isHostAllowed(hostname: string, serviceHosts: readonly string[]): boolean {
  return serviceHosts.some((rule) =>
    rule.startsWith('*.') ? hostname.endsWith(rule.slice(1)) && hostname.length > rule.length - 1 : hostname === rule,
  );
}

/** Whether the server may POST to this endpoint. */
export function isAllowedPushEndpoint(endpoint: string, rules: PushEndpointRules): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (url.protocol !== 'https:' && !(rules.isPlainHttpAllowed && url.protocol === 'http:')) return false;
  if (url.port !== '' && !rules.isPlainHttpAllowed) return false;
  return isHostAllowed(url.hostname.toLowerCase(), rules.serviceHosts);
}
