import createMiddleware from 'next-intl/middleware';
import { routing } from './i18n/routing';

export default createMiddleware(routing);

export const config = {
  // Everything but the APIs, the console, media, Next's own files and files with an extension.
  matcher: ['/((?!api|admin|media|_next|_vercel|.*\\..*).*)'],
};
