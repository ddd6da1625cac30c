import 'server-only';
import { and, asc, desc, eq, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import { servedImageUrl } from '../adapters/storage/get-storage';
import { getDb } from '../db/client';
import { dayKeyOf } from '../fancred';
import type { CarouselName } from '@/schemas/videos';
import { fieldLanguages, localize } from '@/schemas/translations';
import type { Locale } from '@/i18n/locales';
import { videoCarouselPins, videoHeaderSlides, videoShows, videoSponsors, videos, type VideoRendition } from './schema';

/**
 * What /plus, a show's page, a video's page, the home page and the spec's video API show (issue 12). Everything
 * here is public (visitors see everything but the player): never a stream address or an embed id — the player asks
 * for those when an entitled fan presses play (./watch.ts).
 *
 * Staff text is read in the fan's language (issue 26): each field in `locale` where staff wrote it, else the English
 * one; each text says which language it is in (`language` for the main one, `…Language` for the others), so a page
 * marks an English fallback with `lang="en"`.
 */

export const POPULAR_DAYS = 30;
const DAY_MS = 86_400_000;
const CAROUSEL_SIZE = 12;

export interface VideoCard {
  id: number;
  slug: string;
  title: string;
  showName: string;
  showSlug: string;
  durationSeconds: number;
  posterUrl: string;
  publishedAt: string;
  isSponsored: boolean;
  /** The title's language (the reader's, or English where it is not translated). */
  language: Locale;
  showLanguage: Locale;
}

export interface VideoDetail extends VideoCard {
  description: string;
  descriptionLanguage: Locale;
  sourceKind: 'embed' | 'hosted';
  provider: string | null;
  /** Approximate bytes of the default quality (hosted streams with known renditions), else null. */
  approxBytes: number | null;
  /** The default rendition's height (the size shown before play), for hosted streams with known renditions. */
  defaultQuality: number | null;
}

export interface VideoShow {
  id: number;
  slug: string;
  name: string;
  description: string;
  /** The name's language. */
  language: Locale;
  descriptionLanguage: Locale;
  videos: VideoCard[];
}

export interface HeaderSlide {
  id: number;
  title: string;
  text: string;
  /** The button's words; empty: the site's own. */
  ctaLabel: string;
  imageUrl: string;
  href: string;
  /** The title's language. */
  language: Locale;
  textLanguage: Locale;
  ctaLanguage: Locale;
}

export interface Sponsor {
  name: string;
  logoUrl: string;
  /** The row's heading; empty: the site's own. */
  title: string;
  description: string;
  /** The call to action, shown when both are set (the address is https, checked when staff saved it). */
  ctaLabel: string;
  ctaUrl: string | null;
  /** The title's language. */
  language: Locale;
  descriptionLanguage: Locale;
  ctaLanguage: Locale;
}

export interface SponsoredRow {
  sponsor: Sponsor | null;
  videos: VideoCard[];
}

export const SHOW_TEXT = ['name', 'description'] as const;
export const VIDEO_TEXT = ['title', 'description'] as const;
export const SLIDE_TEXT = ['title', 'text', 'ctaLabel'] as const;
export const SPONSOR_TEXT = ['title', 'description', 'ctaLabel'] as const;

const cardColumns = {
  id: videos.id,
  slug: videos.slug,
  title: videos.title,
  showName: videoShows.name,
  showSlug: videoShows.slug,
  durationSeconds: videos.durationSeconds,
  posterUrl: videos.posterUrl,
  publishedAt: videos.publishedAt,
  sponsorId: videos.sponsorId,
  translations: videos.translations,
  showTranslations: videoShows.translations,
};

type CardRow = {
  id: number;
  slug: string;
  title: string;
  showName: string;
  showSlug: string;
  durationSeconds: number;
  posterUrl: string;
  publishedAt: Date;
  sponsorId: number | null;
  translations: unknown;
  showTranslations: unknown;
};

const toCard = (row: CardRow, locale: Locale): VideoCard => {
  const video = localize({ title: row.title, translations: row.translations }, ['title'], locale);
  const show = localize({ name: row.showName, translations: row.showTranslations }, ['name'], locale);
  return {
    id: row.id,
    slug: row.slug,
    title: video.title,
    showName: show.name,
    showSlug: row.showSlug,
    durationSeconds: row.durationSeconds,
    posterUrl: servedImageUrl(row.posterUrl),
    publishedAt: row.publishedAt.toISOString(),
    isSponsored: row.sponsorId !== null,
    language: video.language,
    showLanguage: show.language,
  };
};

type ShowRow = typeof videoShows.$inferSelect;
const toShow = (show: ShowRow, list: VideoCard[], locale: Locale): VideoShow => {
  const english = { name: show.name, description: show.description, translations: show.translations };
  const text = localize(english, SHOW_TEXT, locale);
  return {
    id: show.id,
    slug: show.slug,
    name: text.name,
    description: text.description,
    language: text.language,
    descriptionLanguage: fieldLanguages(english, SHOW_TEXT, locale).description,
    videos: list,
  };
};

/** A video the public may see: active, published, of an active show. */
const isPublic = (now: Date): SQL => and(eq(videos.isActive, true), lte(videos.publishedAt, now), eq(videoShows.isActive, true)) as SQL;

async function cards(where: SQL | undefined, order: SQL[], limit: number, locale: Locale): Promise<VideoCard[]> {
  const db = await getDb();
  const rows = await db
    .select(cardColumns)
    .from(videos)
    .innerJoin(videoShows, eq(videoShows.id, videos.showId))
    .where(where)
    .orderBy(...order)
    .limit(limit);
  return rows.map((row) => toCard(row, locale));
}

async function pinsOf(carousel: CarouselName): Promise<number[]> {
  const db = await getDb();
  const rows = await db
    .select({ videoId: videoCarouselPins.videoId })
    .from(videoCarouselPins)
    .where(eq(videoCarouselPins.carousel, carousel))
    .orderBy(asc(videoCarouselPins.position));
  return rows.map((row) => row.videoId);
}

/** Pinned videos first (in the staff's order), then the rest in their own order, without repeats. */
async function withPins(carousel: CarouselName, rest: VideoCard[], limit: number, now: Date, locale: Locale): Promise<VideoCard[]> {
  const pinned = await pinsOf(carousel);
  if (pinned.length === 0) return rest.slice(0, limit);
  const pinnedCards = await cards(and(isPublic(now), inArray(videos.id, pinned)), [desc(videos.publishedAt)], pinned.length, locale);
  const byId = new Map(pinnedCards.map((card) => [card.id, card]));
  const first = pinned.flatMap((id) => byId.get(id) ?? []);
  const seen = new Set(first.map((card) => card.id));
  return [...first, ...rest.filter((card) => !seen.has(card.id))].slice(0, limit);
}

/** Latest videos: newest first, staff pins first. */
export async function listLatestVideos(input: { limit?: number; now?: Date; locale?: Locale } = {}): Promise<VideoCard[]> {
  const now = input.now ?? new Date();
  const limit = input.limit ?? CAROUSEL_SIZE;
  const locale = input.locale ?? 'en';
  const latest = await cards(isPublic(now), [desc(videos.publishedAt), desc(videos.id)], limit + 24, locale);
  return withPins('latest', latest, limit, now, locale);
}

/** Most popular: views over the last 30 days (one per fan per video per day), staff pins first. */
export async function listPopularVideos(input: { limit?: number; now?: Date; locale?: Locale } = {}): Promise<VideoCard[]> {
  const now = input.now ?? new Date();
  const limit = input.limit ?? CAROUSEL_SIZE;
  const locale = input.locale ?? 'en';
  const since = dayKeyOf(new Date(now.getTime() - POPULAR_DAYS * DAY_MS));
  const views = sql<number>`(select count(*) from video_views vv where vv.video_id = ${videos.id} and vv.day > ${since})`;
  const popular = await cards(isPublic(now), [desc(views), desc(videos.publishedAt), desc(videos.id)], limit + 24, locale);
  return withPins('popular', popular, limit, now, locale);
}

/** The view counts of the last 30 days, for the console. */
export async function popularCounts(now = new Date()): Promise<Map<number, number>> {
  const db = await getDb();
  const since = dayKeyOf(new Date(now.getTime() - POPULAR_DAYS * DAY_MS));
  const rows = await db.execute<{ video_id: number; views: string }>(
    sql`select video_id, count(*) as views from video_views where day > ${since} group by video_id`,
  );
  return new Map(rows.rows.map((row) => [Number(row.video_id), Number(row.views)]));
}

/**
 * The sponsored row: the active sponsor's name, logo, heading, text and call to action over its videos (staff order
 * first, then newest).
 */
export async function getSponsoredRow(input: { limit?: number; now?: Date; locale?: Locale } = {}): Promise<SponsoredRow> {
  const now = input.now ?? new Date();
  const limit = input.limit ?? CAROUSEL_SIZE;
  const locale = input.locale ?? 'en';
  const db = await getDb();
  const [sponsor] = await db.select().from(videoSponsors).where(eq(videoSponsors.isActive, true)).orderBy(asc(videoSponsors.id)).limit(1);
  if (!sponsor) return { sponsor: null, videos: [] };
  const sponsored = await cards(
    and(isPublic(now), eq(videos.sponsorId, sponsor.id)),
    [desc(videos.publishedAt), desc(videos.id)],
    limit + 24,
    locale,
  );
  const ordered = await withPins('sponsored', sponsored, limit + 24, now, locale);
  const english = {
    title: sponsor.title,
    description: sponsor.description,
    ctaLabel: sponsor.ctaLabel,
    translations: sponsor.translations,
  };
  const text = localize(english, SPONSOR_TEXT, locale);
  const languages = fieldLanguages(english, SPONSOR_TEXT, locale);
  return {
    sponsor: {
      name: sponsor.name,
      logoUrl: servedImageUrl(sponsor.logoUrl),
      title: text.title,
      description: text.description,
      ctaLabel: text.ctaLabel,
      ctaUrl: sponsor.ctaUrl,
      language: text.language,
      descriptionLanguage: languages.description,
      ctaLanguage: languages.ctaLabel,
    },
    videos: ordered.filter((card) => card.isSponsored).slice(0, limit),
  };
}

/** The shows shown as carousels on /plus, in the staff's order, each with its newest videos. */
export async function listShowCarousels(locale: Locale = 'en', now = new Date()): Promise<VideoShow[]> {
  const db = await getDb();
  const shows = await db
    .select()
    .from(videoShows)
    .where(and(eq(videoShows.isActive, true), eq(videoShows.isCarousel, true)))
    .orderBy(asc(videoShows.sortOrder), asc(videoShows.name));
  const result: VideoShow[] = [];
  for (const show of shows) {
    const list = await cards(
      and(isPublic(now), eq(videos.showId, show.id)),
      [desc(videos.publishedAt), desc(videos.id)],
      CAROUSEL_SIZE,
      locale,
    );
    if (list.length > 0) result.push(toShow(show, list, locale));
  }
  return result;
}

/** A show's own page: every public video of it, newest first (at most 100). */
export async function getShow(slug: string, locale: Locale = 'en', now = new Date()): Promise<VideoShow | null> {
  const db = await getDb();
  const [show] = await db
    .select()
    .from(videoShows)
    .where(and(eq(videoShows.slug, slug), eq(videoShows.isActive, true)))
    .limit(1);
  if (!show) return null;
  const list = await cards(and(isPublic(now), eq(videos.showId, show.id)), [desc(videos.publishedAt), desc(videos.id)], 100, locale);
  return toShow(show, list, locale);
}

/** The bitrate a fan gets by default: the best rendition up to 360p (the lowest when that is all there is). */
export function defaultRendition(renditions: VideoRendition[]): VideoRendition | null {
  const sorted = [...renditions].sort((a, b) => a.height - b.height);
  return sorted.filter((rendition) => rendition.height <= 360).at(-1) ?? sorted[0] ?? null;
}

/** One video's page (public fields only). */
export async function getVideoBySlug(slug: string, locale: Locale = 'en', now = new Date()): Promise<VideoDetail | null> {
  const db = await getDb();
  const [row] = await db
    .select({
      ...cardColumns,
      description: videos.description,
      sourceKind: videos.sourceKind,
      provider: videos.provider,
      renditions: videos.renditions,
    })
    .from(videos)
    .innerJoin(videoShows, eq(videoShows.id, videos.showId))
    .where(and(isPublic(now), eq(videos.slug, slug)))
    .limit(1);
  if (!row) return null;
  const rendition = row.sourceKind === 'hosted' ? defaultRendition(row.renditions) : null;
  const card = toCard(row, locale);
  const english = { description: row.description, translations: row.translations };
  return {
    ...card,
    description: localize(english, ['description'], locale).description,
    descriptionLanguage: fieldLanguages(english, ['description'], locale).description,
    sourceKind: row.sourceKind === 'embed' ? 'embed' : 'hosted',
    provider: row.provider,
    approxBytes: rendition ? Math.round((rendition.kbps * 1000 * row.durationSeconds) / 8) : null,
    defaultQuality: rendition?.height ?? null,
  };
}

/** Related videos: the same show first, then the newest others. */
export async function listRelatedVideos(
  video: { id: number; showSlug: string },
  locale: Locale = 'en',
  now = new Date(),
  limit = 8,
): Promise<VideoCard[]> {
  const sameShow = await cards(
    and(isPublic(now), eq(videoShows.slug, video.showSlug), ne(videos.id, video.id)),
    [desc(videos.publishedAt), desc(videos.id)],
    limit,
    locale,
  );
  if (sameShow.length >= limit) return sameShow;
  const seen = new Set([video.id, ...sameShow.map((card) => card.id)]);
  const others = await cards(
    and(isPublic(now), ne(videoShows.slug, video.showSlug)),
    [desc(videos.publishedAt), desc(videos.id)],
    limit,
    locale,
  );
  return [...sameShow, ...others.filter((card) => !seen.has(card.id))].slice(0, limit);
}

/** The header slider: active slides in order, each linking to its video or show (slides whose target is gone are skipped). */
export async function listHeaderSlides(locale: Locale = 'en'): Promise<HeaderSlide[]> {
  const db = await getDb();
  const rows = await db
    .select({
      id: videoHeaderSlides.id,
      title: videoHeaderSlides.title,
      text: videoHeaderSlides.text,
      ctaLabel: videoHeaderSlides.ctaLabel,
      translations: videoHeaderSlides.translations,
      imageUrl: videoHeaderSlides.imageUrl,
      videoSlug: videos.slug,
      showSlug: videoShows.slug,
    })
    .from(videoHeaderSlides)
    .leftJoin(videos, eq(videos.id, videoHeaderSlides.videoId))
    .leftJoin(videoShows, eq(videoShows.id, videoHeaderSlides.showId))
    .where(eq(videoHeaderSlides.isActive, true))
    .orderBy(asc(videoHeaderSlides.sortOrder), asc(videoHeaderSlides.id));
  return rows.flatMap((row) => {
    const href = row.videoSlug ? `/plus/${row.videoSlug}` : row.showSlug ? `/plus/shows/${row.showSlug}` : null;
    if (!href) return [];
    const english = { title: row.title, text: row.text, ctaLabel: row.ctaLabel, translations: row.translations };
    const text = localize(english, SLIDE_TEXT, locale);
    const languages = fieldLanguages(english, SLIDE_TEXT, locale);
    return [
      {
        id: row.id,
        title: text.title,
        text: text.text,
        ctaLabel: text.ctaLabel,
        imageUrl: servedImageUrl(row.imageUrl),
        href,
        language: text.language,
        textLanguage: languages.text,
        ctaLanguage: languages.ctaLabel,
      },
    ];
  });
}

/** Slugs of public videos (sitemap). */
export async function listVideoSlugs(now = new Date()): Promise<string[]> {
  return (await cards(isPublic(now), [desc(videos.publishedAt)], 1000, 'en')).map((card) => card.slug);
}
