import type { Locale } from '@/i18n/locales';
import { CACHES, READING_LIST_KEY } from './offline-rules';

export interface OfflineTexts {
  title: string;
  message: string;
  saved: string;
  none: string;
  retry: string;
  home: string;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The offline page of one language (decision 017): one small self-contained document (inline style, no build files),
 * precached by the service worker and shown for any page that is not saved when the network is gone. A few lines of
 * script list the stories kept for offline reading, read from the worker's own cache (it is the same origin).
 */
export function renderOfflinePage({ locale, brandName, texts }: { locale: Locale; brandName: string; texts: OfflineTexts }): string {
  const script = `(function(){var l=document.getElementById('saved'),n=document.getElementById('none');if(!('caches' in window))return;caches.open(${JSON.stringify(CACHES.stories)}).then(function(c){return c.match(${JSON.stringify(READING_LIST_KEY)})}).then(function(r){return r?r.json():[]}).then(function(s){if(!Array.isArray(s)||!s.length)return;s.forEach(function(e){var i=document.createElement('li'),a=document.createElement('a');a.href=e.path;a.textContent=e.title||e.path;i.appendChild(a);l.appendChild(i)});n.hidden=true}).catch(function(){})})();`;
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="#00563f">
<meta name="robots" content="noindex">
<title>${escapeHtml(texts.title)} | ${escapeHtml(brandName)}</title>
<link rel="icon" href="/favicon.svg">
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a1a1a;background:#fafafa;line-height:1.5}
header{background:#00563f;color:#fff;padding:.75rem 1rem;font-weight:800;font-size:1.125rem}
main{max-width:40rem;margin:0 auto;padding:1.5rem 1rem}
h1{font-size:1.5rem;margin:0 0 .5rem}
h2{font-size:1.125rem;margin:1.5rem 0 .5rem}
a{color:#00563f;font-weight:600}
ul{padding-left:1.25rem}
li{margin:.375rem 0}
button{background:#ffb612;color:#1a1a1a;border:0;border-radius:.375rem;padding:.625rem 1rem;font-weight:700;font-size:1rem}
:focus-visible{outline:3px solid #ffb612;outline-offset:2px}
</style>
</head>
<body>
<header>${escapeHtml(brandName)}</header>
<main data-testid="offline-page" data-locale="${locale}">
<h1>${escapeHtml(texts.title)}</h1>
<p>${escapeHtml(texts.message)}</p>
<p><button type="button" onclick="location.reload()">${escapeHtml(texts.retry)}</button> <a href="/">${escapeHtml(texts.home)}</a></p>
<h2>${escapeHtml(texts.saved)}</h2>
<ul id="saved" data-testid="offline-saved"></ul>
<p id="none">${escapeHtml(texts.none)}</p>
</main>
<script>${script}</script>
</body>
</html>
`;
}
