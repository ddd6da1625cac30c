import type { MetadataRoute } from 'next';
import { getConfig } from '@/server/config';

/** Read per request: the name is BRAND_NAME, set when the server starts, not when it was built. */
export const dynamic = 'force-dynamic';

/** The web app manifest, /manifest.webmanifest (issue 15 item 3, decision 017): the fan site as an installable app. */
export default function manifest(): MetadataRoute.Manifest {
  const { brand } = getConfig();
  return {
    id: '/',
    name: brand.name,
    short_name: brand.name,
    description: `${brand.name}: news, players, fixtures and results for supporters of South Africa's national rugby teams.`,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: '#00563f',
    background_color: '#fafafa',
    lang: 'en-ZA',
    categories: ['sports', 'news'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
