/**
 * The client address the app may trust (issue 16, decision 009). Plain JavaScript because the production server
 * (scripts/serve.mjs) runs on plain Node, without a TypeScript loader in front of Next.js; types in
 * client-address.d.mts.
 *
 * A client can write any X-Forwarded-For it likes; only the hops we were told to trust (TRUST_PROXY_HOPS: the
 * proxies in front of this server) append entries we can believe. Of the chain
 * `[...X-Forwarded-For entries, socket address]`, the client is the entry `trustedHops` places from the right:
 * 0 → the socket's peer, 1 → the entry the one proxy in front appended, and so on.
 */
import { isIP } from 'node:net';

/** An address as one canonical string ("::ffff:1.2.3.4" → "1.2.3.4", "[::1]:80" → "::1", "1.2.3.4:80" → "1.2.3.4"), or null. */
export function normaliseAddress(raw) {
  if (typeof raw !== 'string') return null;
  let value = raw.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value);
  if (bracketed) value = bracketed[1];
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d+$/.test(value)) value = value.slice(0, value.lastIndexOf(':'));
  value = value.replace(/%.*$/, '');
  const mapped = /^::ffff:(\d{1,3}(\.\d{1,3}){3})$/i.exec(value);
  if (mapped) value = mapped[1];
  const version = isIP(value);
  if (version === 4) return value;
  if (version === 6) return value.toLowerCase();
  return null;
}

/**
 * The trusted client address. `forwardedFor`: the X-Forwarded-For header(s) as received; `socketAddress`: the peer
 * of the TCP connection. A hop whose entry is missing or not an address ends the walk at the last address we could
 * read (the proxy that wrote the bad entry), so garbage never becomes a fresh bucket of its own.
 */
export function trustedClientAddress({ forwardedFor, socketAddress, trustedHops }) {
  const socket = normaliseAddress(socketAddress) ?? 'unknown';
  if (!(trustedHops > 0)) return socket;
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '');
  const entries = header
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  let client = socket;
  for (let hop = 1; hop <= trustedHops && hop <= entries.length; hop += 1) {
    const address = normaliseAddress(entries[entries.length - hop]);
    if (!address) break;
    client = address;
  }
  return client;
}

/**
 * Rewrites an incoming request in place before Next.js sees it: X-Forwarded-For becomes the one trusted address (the
 * app's clientIp() reads it), X-Real-IP goes. Headers only: the body is not touched.
 */
export function rewriteClientAddress(request, trustedHops) {
  request.headers['x-forwarded-for'] = trustedClientAddress({
    forwardedFor: request.headers['x-forwarded-for'],
    socketAddress: request.socket?.remoteAddress,
    trustedHops,
  });
  delete request.headers['x-real-ip'];
}
