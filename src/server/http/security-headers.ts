/**
 * The response headers every page and API answer carries (next.config.ts `headers()`; decision 011). Plain data and
 * no `server-only`: next.config.ts reads it at build and start, outside React Server Components.
 *
 * Scripts: `'self' 'unsafe-inline'`, without nonces or hashes. Next.js streams its page data in inline scripts and the
 * fan site's layout has one of its own (the subscribed flag, before first paint). A nonce would make every page render
 * per request (the proxy must set a new one each time), which would give up the cached public pages (decision 002);
 * hashes cannot cover Next's per-page inline data. What stays strict: no script from any other origin, no plugins, no
 * `<base>` or form posts elsewhere, no framing by other sites, and story and terms HTML is sanitised on save and render
 * (DESIGN §5), which is what keeps injected markup out in the first place.
 */

export interface SecurityHeaderOptions {
  /** `next dev` needs eval (React Refresh) and a websocket (HMR). */
  isDevelopment: boolean;
  /** HSTS only in a production build (browsers ignore it over plain http, e.g. the e2e server on localhost). */
  isProduction: boolean;
}

export function contentSecurityPolicy({ isDevelopment }: Pick<SecurityHeaderOptions, 'isDevelopment'>): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-inline'", ...(isDevelopment ? ["'unsafe-eval'"] : [])],
    // Radix, recharts, TipTap and sonner set inline styles and style elements.
    'style-src': ["'self'", "'unsafe-inline'"],
    // Story images and portraits may come from the S3 public URL or a CDN (S3_PUBLIC_URL).
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'media-src': ["'self'", 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    // Touchline+ hosted streams (hls.js fetches playlists and segments) may come from any https video CDN.
    'connect-src': ["'self'", 'https:', ...(isDevelopment ? ['ws:'] : [])],
    'worker-src': ["'self'", 'blob:'],
    // Touchline+ embeds: the privacy-enhanced players only, loaded when a subscriber taps play.
    'frame-src': ["'self'", 'https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

export function securityHeaders(options: SecurityHeaderOptions): { key: string; value: string }[] {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(options) },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    // For browsers without frame-ancestors.
    { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
    {
      key: 'Permissions-Policy',
      value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), midi=(), magnetometer=(), gyroscope=(), accelerometer=()',
    },
    // Data-lite (decision 018): Chromium then tells each later request, images included, the connection's
    // effective type (ECT), so even a page's first pictures come small on 2g/3g.
    { key: 'Accept-CH', value: 'ECT' },
    ...(options.isProduction ? [{ key: 'Strict-Transport-Security', value: 'max-age=31536000' }] : []),
  ];
}
