/**
 * Debian's Chromium as the end-to-end tests and the bench launch it (DESIGN §8): headless, no sandbox (CI runs as
 * root), and nothing the browser would fetch for itself, so every byte a test or the bench sees is the page's.
 */
export const CHROMIUM = '/usr/bin/chromium';

export const CHROMIUM_LAUNCH = {
  executablePath: CHROMIUM,
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
