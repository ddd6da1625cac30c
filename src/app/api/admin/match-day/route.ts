import { staff } from '@/server/http/guards';
import { matchDayPanel } from '@/server/http/match-day-panel';
import { privateJson, route } from '@/server/http/route';

/** The console's match-day panel, read again every 15 s by the dashboard (issue 39) → the figures for the staff's role. */
export const GET = route({
  access: staff(),
  handle: async ({ role }) => privateJson(await matchDayPanel(role)),
});
