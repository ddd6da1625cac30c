import { getLocale, getTranslations } from 'next-intl/server';
import type { MatchTeam } from '@/schemas/teams';
import { PushBellButton } from './push-bell-button';
import type { PushBellLabels } from './push-labels';

/**
 * The match-day bell (issue 24, decision 031): `<PushBell team={team} />` on a team's match pages. Renders the small
 * client island with its texts in the page's language as props (no catalogue reaches the browser); the island shows
 * itself only where the browser can take push, and loads its panel on the first tap.
 */
export async function PushBell({ team }: { team: MatchTeam }) {
  const t = await getTranslations('push');
  const teams = await getTranslations('teams');
  const locale = await getLocale();
  const teamName = teams(team);
  const labels: PushBellLabels = {
    bellOff: t('bellOff'),
    bellOn: t('bellOn'),
    bellLabel: t('bellLabel', { team: teamName }),
    panelTitle: t('panelTitle', { team: teamName }),
    kickOff: t('kickOff'),
    score: t('score'),
    fullTime: t('fullTime'),
    news: t('news'),
    hint: t('hint'),
    turnOn: t('turnOn'),
    save: t('save'),
    turnOff: t('turnOff'),
    close: t('close'),
    working: t('working'),
    isOn: t('isOn'),
    isOff: t('isOff'),
    saved: t('saved'),
    chooseOne: t('chooseOne'),
    denied: t('denied'),
    failed: t('failed'),
  };
  return <PushBellButton team={team} locale={locale} labels={labels} />;
}
