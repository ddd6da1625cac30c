/**
 * The console's sidebar (spec §2 "Admin routes"), grouped as the spec lists them. Sections owned by later issues
 * (competitions, Touchline+, video embeds) join here when they are built. `adminOnly` links are
 * shown to admins only, and their pages refuse everyone else on the server.
 */
export type ConsoleLink = { href: string; label: string; adminOnly?: boolean };
export type ConsoleGroup = { label: string; links: ConsoleLink[] };

export const CONSOLE_GROUPS: ConsoleGroup[] = [
  {
    label: 'dashboard',
    links: [
      { href: '/admin', label: 'dashboard' },
      { href: '/admin/headlines-widget', label: 'headlinesWidget' },
      { href: '/admin/games-widget', label: 'gamesWidget' },
    ],
  },
  {
    label: 'stories',
    links: [
      { href: '/admin/stories', label: 'stories' },
      { href: '/admin/stories/add', label: 'addStory' },
      { href: '/admin/stories/categories', label: 'categories' },
    ],
  },
  {
    label: 'authors',
    links: [
      { href: '/admin/authors', label: 'authors' },
      { href: '/admin/authors/add', label: 'addAuthor' },
      { href: '/admin/authors/roles', label: 'authorRoles' },
    ],
  },
  {
    label: 'profiles',
    links: [
      { href: '/admin/profiles/players', label: 'players' },
      { href: '/admin/profiles/players/add', label: 'addPlayer' },
    ],
  },
  {
    label: 'matchCentre',
    links: [
      { href: '/admin/match-centre/springboks', label: 'springboks' },
      { href: '/admin/match-centre/springbok-sevens', label: 'springbokSevens' },
      { href: '/admin/match-centre/springbok-women', label: 'springbokWomen' },
      { href: '/admin/match-centre/springbok-women-sevens', label: 'springbokWomenSevens' },
      { href: '/admin/match-centre/domestic', label: 'domestic' },
      { href: '/admin/match-centre/next-match-widget', label: 'nextMatchWidget' },
    ],
  },
  {
    label: 'fancred',
    links: [
      { href: '/admin/fancred/winners', label: 'fancredWinners' },
      { href: '/admin/fancred/winners/add', label: 'addFancredWinner' },
    ],
  },
  {
    label: 'competitions',
    links: [
      { href: '/admin/competitions/add', label: 'addCompetition' },
      { href: '/admin/competitions/list', label: 'competitionList' },
      { href: '/admin/competitions/winners', label: 'competitionWinners' },
      { href: '/admin/competitions/faq', label: 'competitionFaq' },
      { href: '/admin/competitions/export', label: 'competitionExport', adminOnly: true },
    ],
  },
  {
    label: 'plus',
    links: [
      { href: '/admin/video-embeds', label: 'videoEmbeds' },
      { href: '/admin/plus/header-slider', label: 'headerSlider' },
      { href: '/admin/plus/latest-videos-carousel', label: 'latestVideosCarousel' },
      { href: '/admin/plus/most-popular-carousel', label: 'mostPopularCarousel' },
      { href: '/admin/plus/shows/categories', label: 'showCategories' },
      { href: '/admin/plus/shows/carousels', label: 'showCarousels' },
      { href: '/admin/plus/sponsored-videos-carousel', label: 'sponsoredVideosCarousel' },
    ],
  },
  {
    label: 'site',
    links: [
      { href: '/admin/users', label: 'users' },
      { href: '/admin/terms-and-conditions', label: 'terms' },
      { href: '/admin/audit', label: 'audit', adminOnly: true },
    ],
  },
];

/** The link a path belongs to: the longest href that is the path or a parent of it. */
export function activeHref(pathname: string): string | null {
  const hrefs = CONSOLE_GROUPS.flatMap((group) => group.links.map((link) => link.href));
  return (
    hrefs
      .filter((href) => pathname === href || (href !== '/admin' && pathname.startsWith(`${href}/`)))
      .sort((a, b) => b.length - a.length)[0] ?? (pathname === '/admin' ? '/admin' : null)
  );
}
