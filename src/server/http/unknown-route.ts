import 'server-only';
import { fail, HTTP_ERRORS } from './api-errors';
import { route } from './route';

/**
 * An address under /api/, /admin/api/ or /media/ that no route answers, whatever the method: DESIGN §4's JSON 404
 * (a few dozen bytes) instead of an HTML page. The catch-all routes that use it lose to every more specific route.
 */
export const unknownRoute = route({ isCrossSiteAllowed: true, handle: async () => fail(HTTP_ERRORS.notFound) });
