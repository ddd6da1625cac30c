import type { MatchTeam, Squad } from '@/schemas/teams';

export type { MatchTeam };
export type TeamSlug = Squad;

export interface SeedPlayer {
  category: TeamSlug;
  firstName: string;
  lastName: string;
  shortName: string;
  position: string;
  caps: number;
  /** YYYY-MM-DD */
  dateOfBirth: string | null;
  /** e.g. "2013 v Scotland, Durban" */
  debut: string | null;
  /** 2-3 sentences, factual tone */
  bio: string;
}

export interface SeedCategory {
  basketId: number;
  parentBasketId: number | null;
  name: string;
  slug: string;
}

export interface SeedAuthor {
  name: string;
  role: string;
  bio: string;
}

export interface SeedTranslation {
  title: string;
  abstract: string;
  /** HTML */
  body: string;
}

export interface SeedStory {
  slug: string;
  categorySlug: string;
  extraCategorySlugs: string[];
  title: string;
  abstract: string;
  /**
   * Sanitised-safe HTML: only <p>, <h2>, <h3>, <strong>, <em>, <ul>, <ol>, <li>,
   * <blockquote>, <a href="https://...">
   */
  body: string;
  authorName: string;
  player: { category: TeamSlug; firstName: string; lastName: string } | null;
  tweetUrl: string | null;
  /** 0..120, distinct-ish */
  publishedDaysAgo: number;
  isFeatured: boolean;
  translations: { zu: SeedTranslation; xh: SeedTranslation; af: SeedTranslation } | null;
}

export interface SeedMatch {
  team: MatchTeam;
  teamName: string;
  opponent: string;
  venue: string;
  city: string;
  isHome: boolean;
  kickoffAt: Date;
  competition: string;
  status: 'scheduled' | 'final';
  teamScore: number | null;
  opponentScore: number | null;
  ticketsUrl: string | null;
  broadcastUrl: string | null;
}
