import { type AbstractIntlMessages, createTranslator } from 'next-intl';
import audit from './console/audit.json';
import competitions from './console/competitions.json';
import dashboard from './console/dashboard.json';
import fancred from './console/fancred.json';
import games from './console/games.json';
import matches from './console/matches.json';
import people from './console/people.json';
import shell from './console/shell.json';
import stories from './console/stories.json';
import terms from './console/terms.json';
import translations from './console/translations.json';
import users from './console/users.json';
import videos from './console/videos.json';
import widgets from './console/widgets.json';

/**
 * The club console's strings: English only, one catalogue per section (decision 008). Server components use
 * `consoleTranslator(namespace)`; client components `useTranslations(namespace)` under the console layout's provider.
 */
export const CONSOLE_MESSAGES: AbstractIntlMessages = {
  audit,
  competitions,
  dashboard,
  fancred,
  games,
  matches,
  people,
  shell,
  stories,
  terms,
  translations,
  users,
  videos,
  widgets,
};

export type ConsoleNamespace =
  | 'audit'
  | 'competitions'
  | 'dashboard'
  | 'fancred'
  | 'games'
  | 'matches'
  | 'people'
  | 'shell'
  | 'stories'
  | 'terms'
  | 'translations'
  | 'users'
  | 'videos'
  | 'widgets';

export type ConsoleTranslate = ((key: string, values?: Record<string, string | number | Date>) => string) & {
  has: (key: string) => boolean;
};

export function consoleTranslator(namespace: ConsoleNamespace): ConsoleTranslate {
  const translate = createTranslator({
    locale: 'en',
    messages: CONSOLE_MESSAGES,
    namespace,
    timeZone: 'Africa/Johannesburg',
  }) as unknown as ConsoleTranslate;
  return translate;
}
