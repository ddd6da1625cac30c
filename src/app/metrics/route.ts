import { metricsScraper } from '@/server/http/guards';
import { route } from '@/server/http/route';
import { renderMetrics } from '@/server/metrics';

export const dynamic = 'force-dynamic';

/** This copy's figures in Prometheus' text format (issue 39, decision 043), for a scraper with the metrics token. */
export const GET = route({
  access: metricsScraper,
  handle: async () => {
    const { body, contentType } = await renderMetrics();
    return new Response(body, { headers: { 'content-type': contentType, 'cache-control': 'no-store' } });
  },
});
