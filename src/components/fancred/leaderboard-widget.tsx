import { Link } from '@/components/ui/site-link';
import { getTranslations } from 'next-intl/server';
import type { Standing } from '@/server/fancred';
import { myStandingLabels } from './island-labels';
import { MyStanding, type MyFanCred } from './my-standing';

/** The home page's leaderboard widget (spec §3 widget standings): this month's top 5 and, for a signed-in fan, "You: #N". */
export async function LeaderboardWidget({ standings, loadMine }: { standings: Standing[]; loadMine: () => Promise<MyFanCred | null> }) {
  const t = await getTranslations('fancred');
  const labels = await myStandingLabels();
  return (
    <section aria-labelledby="fancred-widget-heading" className="flex flex-col gap-3" data-testid="fancred-widget">
      <h2 id="fancred-widget-heading" className="text-xl font-extrabold">
        {t('widgetTitle')}
      </h2>
      <div className="rounded-lg bg-white p-3 shadow-sm ring-1 ring-black/5">
        <p className="kicker mb-2">{t('widgetIntro')}</p>
        {standings.length === 0 ? (
          <p className="text-sm text-muted">{t('empty')}</p>
        ) : (
          <ol className="flex flex-col divide-y divide-neutral-100 text-sm">
            {standings.slice(0, 5).map((standing, index) => (
              <li key={`${standing.rank}-${index}`} className="flex items-center gap-3 py-2">
                <span className="w-8 font-extrabold text-bok-green tabular-nums">{standing.rank}</span>
                <span className="min-w-0 flex-1 truncate font-semibold">{standing.displayName}</span>
                <span className="tabular-nums">{standing.points.toLocaleString('en-ZA')}</span>
              </li>
            ))}
          </ol>
        )}
        <div className="mt-2">
          <MyStanding load={loadMine} variant="widget" labels={labels} />
        </div>
        <Link href="/fancred" className="mt-3 inline-block font-semibold text-bok-green underline">
          {t('seeAll')}
        </Link>
      </div>
    </section>
  );
}
