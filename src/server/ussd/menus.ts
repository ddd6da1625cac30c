import 'server-only';
import { cancellationFor, getEntitlement } from '../billing';
import { getConfig, type BillingProvider } from '../config';
import { listTeamNews } from '../content';
import { getMyPoints } from '../fancred';
import type { UserRow } from '../identity';
import { memoize } from '../kernel';
import { clockMinute, getLatestResults, getLiveMatch, getNextMatch, listLiveMatchIds, type LiveMatch, type MatchItem } from '../matches';
import { fill } from '@/i18n/fill';
import { formatDate, formatNumber, localisedPrice } from '@/i18n/format';
import { LOCALES, type Locale } from '@/i18n/locales';
import { ussdCatalogue, type UssdCatalogue } from '@/i18n/ussd-catalogue';
import { PROVIDER_NAMES } from '@/schemas/billing';
import { MATCH_TEAMS, TEAM_NAMES } from '@/schemas/teams';
import { toGsm7 } from '@/schemas/gsm7';
import { ussdNetworkOf } from '@/schemas/ussd';
import type { UssdMenu } from './counts';
import { paginate, screen, shorten, type Page } from './screens';
import type { HeadlineItem, LinkOutcome, SessionState } from './sessions';

/**
 * The menus (issue 25). A step's `text` is every answer of the session so far, so each step replays the answers from
 * the home menu — the navigation is a pure function of them (0 the screen before, 00 home, 9 more) and any copy can answer any step.
 * Only the newest answer acts: it sends a link, changes the language, or is counted. Lists being paged are kept in the
 * session as first shown, so "9 More" and a choice on page two mean what the caller saw.
 */

type Frame =
  | { menu: 'home' }
  | { menu: 'live'; page: number }
  | { menu: 'results'; page: number }
  | { menu: 'headlines'; page: number }
  | { menu: 'fancred' }
  | { menu: 'subscribe' }
  | { menu: 'language' }
  | { menu: 'sent'; what: 'story' | 'signup' | 'subscribe'; input: number };

/**
 * A screen the caller was shown: its frame and the notice above it — a wrong answer's "choose a number", or "language
 * changed" — drawn in the session's language of the moment.
 */
type Shown = { frame: Frame; notice: 'invalid' | 'changed' | null };

const HOME_CHOICES: Record<string, { frame: Frame; counted: UssdMenu }> = {
  '1': { frame: { menu: 'live', page: 0 }, counted: 'live' },
  '2': { frame: { menu: 'results', page: 0 }, counted: 'results' },
  '3': { frame: { menu: 'headlines', page: 0 }, counted: 'headlines' },
  '4': { frame: { menu: 'fancred' }, counted: 'fancred' },
  '5': { frame: { menu: 'subscribe' }, counted: 'subscribe' },
  '6': { frame: { menu: 'language' }, counted: 'language' },
};

/** The most items one list page offers (1–8: 9 is "more", 0 is "back"). */
const MAX_CHOICES = 8;
const TITLE_ROOM = 40;

export interface Caller {
  msisdn: string;
  networkCode: string;
  /** The member with this number (null: a caller without an account). */
  user: UserRow | null;
  language: Locale;
}

/** What the newest answer asks to be done; the service does it and tells the outcome before the screen is drawn. */
export type Action = { kind: 'link'; link: string; body: string } | { kind: 'language'; language: Locale } | { kind: 'none' };

export interface Step {
  /** The screen, once the action's outcome is known. */
  render: (outcome: LinkOutcome | null) => Promise<string>;
  action: Action;
  /** The top-level menu the newest answer chose (counted for the console). */
  chosen: UssdMenu | null;
  /** Where the newest answer's send outcome is remembered (its input index). */
  actionInput: number;
  state: SessionState;
}

// A few seconds' memory of what every caller reads (one query per copy per key, DESIGN §7); scores a little fresher.
const readNextMatch = memoize<'all', MatchItem | null>(() => getNextMatch(MATCH_TEAMS), { ttlMs: 5_000 });
const readLiveMatches = memoize<'all', LiveMatch[]>(
  async () => {
    const ids = await listLiveMatchIds();
    return (await Promise.all(ids.map((id) => getLiveMatch(id)))).filter((match) => match !== null);
  },
  { ttlMs: 3_000 },
);
const readResults = memoize<'all', MatchItem[]>(
  async () => (await Promise.all(MATCH_TEAMS.map((team) => getLatestResults([team], 1)))).flat(),
  {
    ttlMs: 30_000,
  },
);
const readHeadlines = memoize(
  async (locale: Locale): Promise<HeadlineItem[]> => {
    const page = await listTeamNews({ page: 1, locale, perPage: 15 });
    if (!page) return [];
    return [...(page.featured ? [page.featured] : []), ...page.data]
      .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))
      .map((story) => ({ id: story.id, slug: story.slug, title: toGsm7(story.title) }));
  },
  { ttlMs: 10_000 },
);

/** Forgets the remembered reads (tests that change the matches or stories between steps). */
export function forgetUssdReads(): void {
  for (const read of [readNextMatch, readLiveMatches, readResults, readHeadlines]) read.forget();
}

const brand = () => getConfig().brand.name;
// Dates are the site's own (formatDate): SAST, day before month in every language ("Mgq 7 Dis, 17:05"), as on the pages.

function texts(language: Locale) {
  const t = ussdCatalogue(language);
  return {
    t,
    f: (text: string, values: Record<string, string | number | null | undefined> = {}) => toGsm7(fill(text, { brand: brand(), ...values })),
  };
}

type ListFrame = Extract<Frame, { menu: 'live' | 'results' | 'headlines' }>;

interface ListMenu {
  title: string;
  /** The items' lines (a headline's starts with its number's place, filled in per page). */
  lines: string[];
  /** What follows the list on every page (after "9 More" when more remain). */
  footer: string[];
  pages: Page[];
}

/** A paged menu's lines and pages — the same for the replay and the screen. */
async function listMenu(menu: ListFrame['menu'], language: Locale, state: SessionState): Promise<ListMenu> {
  const { t } = texts(language);
  const title = { live: t.live.title, results: t.results.title, headlines: t.headlines.title }[menu];
  const lines =
    menu === 'live'
      ? await liveLines(language)
      : menu === 'results'
        ? await resultLines(language)
        : headlineLines(await headlinesOf(state, language));
  const footer = menu === 'live' ? [t.refresh, t.nav] : [t.nav];
  // Packed as if the title were the longer of itself and the "choose a number" notice, so the pages do not move when
  // the notice replaces it.
  const longest = title.length >= t.invalid.length ? title : t.invalid;
  return { title, lines, footer, pages: paginate({ header: [longest], items: lines, footer, more: t.more, maxItems: MAX_CHOICES }) };
}

/** The page a frame shows (the last, when the list has shrunk since). */
const pageOf = (list: ListMenu, frame: ListFrame) => list.pages[Math.min(frame.page, list.pages.length - 1)]!;

/** A page of a list: the notice in the title's place, the items (numbered when they are choices), "9 More", the footer. */
function drawList(list: ListMenu, frame: ListFrame, notice: string | null, more: string): string {
  const page = pageOf(list, frame);
  const items =
    frame.menu === 'headlines'
      ? page.items.map((index, position) => `${position + 1}${list.lines[index]!.slice(1)}`)
      : page.items.map((index) => list.lines[index]!);
  return screen([notice ?? list.title, ...items, ...(page.hasMore ? [more] : []), ...list.footer]);
}

function resultLine(t: UssdCatalogue, language: Locale, match: MatchItem): string {
  return fill(t.results.line, {
    team: match.teamName || TEAM_NAMES[match.team],
    teamScore: match.teamScore ?? 0,
    opponentScore: match.opponentScore ?? 0,
    opponent: match.opponent,
    date: formatDate(match.kickoffAt, language, 'dayMonth'),
  });
}

/** The scores of the matches on now (live or at half time). */
async function liveLines(language: Locale): Promise<string[]> {
  const { t, f } = texts(language);
  return (await readLiveMatches('all')).map((match) =>
    f(match.status === 'half_time' ? t.live.halfTime : t.live.line, {
      home: match.home,
      away: match.away,
      homeScore: match.homeScore ?? 0,
      awayScore: match.awayScore ?? 0,
      minute: clockMinute(match.clock),
    }),
  );
}

async function resultLines(language: Locale): Promise<string[]> {
  const { t } = texts(language);
  return (await readResults('all')).map((match) => toGsm7(resultLine(t, language, match)));
}

async function headlinesOf(state: SessionState, language: Locale): Promise<HeadlineItem[]> {
  const kept = state.headlines?.[language];
  if (kept) return kept;
  const items = await readHeadlines(language);
  state.headlines = { ...state.headlines, [language]: items };
  return items;
}

const headlineLines = (items: HeadlineItem[]) => items.map((item) => `0 ${shorten(item.title, TITLE_ROOM)}`);

function networkName(caller: Caller): string | null {
  const network = ussdNetworkOf(caller.networkCode);
  if (network) return network.name;
  const stored = caller.user?.network;
  // As /subscribe names the networks' billing.
  if (stored === 'mtn' || stored === 'vodacom') return PROVIDER_NAMES[stored];
  return stored === 'cellc_telkom' ? `Cell C / ${PROVIDER_NAMES.telkom}` : null;
}

const price = (t: UssdCatalogue, language: Locale) =>
  localisedPrice(getConfig().billing.price, language, (period, amount) => fill(t.subscribe.perPeriod[period], { amount }));

/** A screen for a frame, in the language; `notice` goes first (the "choose a number" line replaces a list's title). */
async function draw(input: {
  frame: Frame;
  caller: Caller;
  language: Locale;
  state: SessionState;
  notice: string | null;
  outcome: LinkOutcome | null;
}): Promise<string> {
  const { frame, caller, language, state, notice, outcome } = input;
  const { t, f } = texts(language);
  const withNotice = (lines: string[]) => screen(notice ? [notice, ...lines] : lines);
  switch (frame.menu) {
    case 'home': {
      const name = caller.user?.firstName?.trim() || caller.user?.nickname?.trim();
      const title = name ? f(t.home.titleMember, { name: shorten(toGsm7(name), 20) }) : f(t.home.title);
      return withNotice([title, t.home.menu]);
    }
    case 'live': {
      const list = await listMenu('live', language, state);
      if (list.lines.length > 0) return drawList(list, frame, notice, t.more);
      const next = await readNextMatch('all');
      if (!next) return withNotice([t.live.nextTitle, t.live.none, t.nav]);
      const venue = [next.venue, next.city].filter(Boolean).join(', ');
      return withNotice([
        t.live.nextTitle,
        f(t.live.next, {
          home: next.isHome ? next.teamName : next.opponent,
          away: next.isHome ? next.opponent : next.teamName,
          when: formatDate(next.kickoffAt, language, 'dayTime'),
          venue,
        }),
        t.nav,
      ]);
    }
    case 'results':
    case 'headlines': {
      const list = await listMenu(frame.menu, language, state);
      if (list.lines.length > 0) return drawList(list, frame, notice, t.more);
      return withNotice([list.title, frame.menu === 'results' ? t.results.none : t.headlines.none, t.nav]);
    }
    case 'fancred': {
      if (!caller.user) return withNotice([t.fancred.title, f(t.fancred.stranger), t.smsMe, t.nav]);
      const [month, year] = await Promise.all([
        getMyPoints({ userId: caller.user.id, type: 'monthly' }),
        getMyPoints({ userId: caller.user.id, type: 'yearly' }),
      ]);
      const line = (points: { points: number; rank: number | null }, text: string, none: string) =>
        points.points > 0 && points.rank !== null
          ? f(text, { points: formatNumber(points.points, language), rank: formatNumber(points.rank, language) })
          : none;
      return withNotice([
        t.fancred.title,
        line(month, t.fancred.month, t.fancred.monthNone),
        line(year, t.fancred.year, t.fancred.yearNone),
        t.nav,
      ]);
    }
    case 'subscribe': {
      const entitlement = caller.user ? await getEntitlement(caller.user) : null;
      if (entitlement?.isEntitled) {
        if (entitlement.reason === 'role' || !entitlement.subscription?.expiresAt) return withNotice([f(t.subscribe.fullAccess), t.nav]);
        const date = formatDate(entitlement.subscription.expiresAt, language, 'date');
        const ussd = cancellationFor(entitlement.subscription.provider as BillingProvider).ussd;
        return withNotice([ussd ? f(t.subscribe.subscribed, { date, ussd }) : f(t.subscribe.subscribedUntil, { date }), t.nav]);
      }
      const network = networkName(caller);
      const offer = network
        ? f(t.subscribe.offer, { price: price(t, language), network })
        : f(t.subscribe.offerAnyNetwork, { price: price(t, language) });
      return withNotice([offer, t.smsMe, t.nav]);
    }
    case 'language':
      return withNotice([t.language.title, t.language.menu, t.nav]);
    case 'sent': {
      const said = outcome ?? state.outcomes?.[String(frame.input)] ?? 'sent';
      const sentText = frame.what === 'story' ? t.headlines.sent : frame.what === 'signup' ? t.fancred.signupSent : t.subscribe.sent;
      const line = said === 'sent' ? sentText : t.links[said];
      return withNotice([f(line), t.nav]);
    }
  }
}

/**
 * Replays the answers and returns the newest one's action and screen. `caller.language` is the language the session
 * starts in; a choice under 6 changes it for the answers after it.
 */
export async function step(input: { caller: Caller; answers: string[]; state: SessionState }): Promise<Step> {
  const { caller, answers, state } = input;
  const { siteUrl } = getConfig();
  let language = caller.language;
  // The screens shown so far, each with its notice (issue 37): every answer but 0 and 00 shows a screen — a wrong one
  // the same screen again with "choose a number" — so 0 is always the screen before, wherever the caller is.
  let history: Shown[] = [{ frame: { menu: 'home' }, notice: null }];
  let action: Action = { kind: 'none' };
  let chosen: UssdMenu | null = null;
  for (const [index, answer] of answers.entries()) {
    const isNewest = index === answers.length - 1;
    const { t, f } = texts(language);
    const top = history.at(-1)!.frame;
    const show = (frame: Frame, notice: Shown['notice'] = null) => {
      history = [...history, { frame, notice }];
    };
    if (answer === '00') history = [{ frame: { menu: 'home' }, notice: null }];
    else if (answer === '0') history = history.length > 1 ? history.slice(0, -1) : history;
    else if (top.menu === 'home') {
      const choice = HOME_CHOICES[answer];
      if (choice) {
        show(choice.frame);
        if (isNewest) chosen = choice.counted;
      } else show(top, 'invalid');
    } else if (top.menu === 'live' && answer === '1') {
      // Refresh: the same screen with the scores of now. Always taken, so that a replay of an earlier refresh means
      // the same after the match has ended.
      show(top);
    } else if (top.menu === 'live' || top.menu === 'results' || top.menu === 'headlines') {
      const list = await listMenu(top.menu, language, state);
      const page = pageOf(list, top);
      const position = Number(answer);
      if (answer === '9' && page.hasMore) {
        // A next page is a screen of its own: 0 goes back to the page before.
        show({ ...top, page: top.page + 1 });
      } else if (top.menu === 'headlines' && /^[1-8]$/.test(answer) && position <= page.items.length) {
        const story = (await headlinesOf(state, language))[page.items[position - 1]!]!;
        show({ menu: 'sent', what: 'story', input: index });
        if (isNewest)
          action = {
            kind: 'link',
            link: `story:${story.id}`,
            body: f(t.headlines.sms, { title: story.title, url: `${siteUrl}/news/${story.slug}` }),
          };
      } else show(top, 'invalid');
    } else if (top.menu === 'fancred' && !caller.user && answer === '1') {
      show({ menu: 'sent', what: 'signup', input: index });
      if (isNewest) action = { kind: 'link', link: 'signup', body: f(t.fancred.signupSms, { url: `${siteUrl}/sign-up` }) };
    } else if (top.menu === 'subscribe' && answer === '1' && !(caller.user && (await getEntitlement(caller.user)).isEntitled)) {
      show({ menu: 'sent', what: 'subscribe', input: index });
      if (isNewest)
        action = { kind: 'link', link: 'subscribe', body: f(t.subscribe.sms, { price: price(t, language), url: `${siteUrl}/subscribe` }) };
    } else if (top.menu === 'language' && /^[1-4]$/.test(answer)) {
      language = LOCALES[Number(answer) - 1]!;
      // Home in the new language; 0 from there is the language menu again (in the new language, as every screen after).
      show({ menu: 'home' }, 'changed');
      if (isNewest) action = { kind: 'language', language };
    } else show(top, 'invalid');
  }
  const { frame, notice: shown } = history.at(-1)!;
  const finalLanguage = language;
  const t = ussdCatalogue(language);
  const notice = shown === 'invalid' ? t.invalid : shown === 'changed' ? t.language.changed : null;
  return {
    action,
    chosen,
    actionInput: answers.length - 1,
    state,
    render: (outcome) => draw({ frame, caller, language: finalLanguage, state, notice, outcome }),
  };
}

/** The screen that ends a session that went quiet for more than 2 minutes. */
export function timedOutScreen(language: Locale): string {
  const { t, f } = texts(language);
  return screen([f(t.timedOut, { code: getConfig().ussd.serviceCode })]);
}
