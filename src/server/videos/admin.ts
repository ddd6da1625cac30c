import 'server-only';
import { asc, count, desc, eq, ilike, inArray, or } from 'drizzle-orm';
import { storedStreamOf, type CarouselName, type VideoSource } from '@/schemas/videos';
import { getConfig } from '../config';
import { getDb } from '../db/client';
import { isForeignKeyViolation, isUniqueViolation } from '../db/errors';
import { escapeLike } from '../db/like';
import { servedImageUrl, storedKeyOf } from '../adapters/storage/get-storage';
import { uploadPath } from '../adapters/storage/storage';
import { discardImage, storeImage } from '../media';
import { adminFail as fail, adminOk, type AdminResult, type Actor } from '../kernel';
import { diffFields, recordAudit } from '../audit';
import { slugify } from '@/schemas/slug';
import { languagesOf, mergeTranslations, readTranslations, type Translations } from '@/schemas/translations';
import type { Locale } from '@/i18n/locales';
import { videoCarouselPins, videoHeaderSlides, videoShows, videoSponsors, videos } from './schema';
import { findStreamFile } from './stream-files';
import { SHOW_TEXT, SLIDE_TEXT, SPONSOR_TEXT, VIDEO_TEXT } from './catalog';

/**
 * Touchline+ for staff (/admin/video-embeds, /admin/plus/*): every write in one transaction with its audit entry
 * (the server actions then expire the public pages' cache tag). Staff text has its isiZulu, isiXhosa and Afrikaans
 * versions (issue 26): a save merges the languages the form sent over the stored ones, in the same write as the English.
 */

export const VIDEO_ENTITY = 'video';
const PAGE_SIZE = 20;
const SLUG_ATTEMPTS = 5;
const POSTER = { width: 1280, height: 720 };
const LOGO = { width: 256, height: 128 };

export interface StaffVideo {
  id: number;
  slug: string;
  title: string;
  description: string;
  showId: number;
  showName: string;
  durationSeconds: number;
  posterUrl: string;
  sourceKind: string;
  provider: string | null;
  providerId: string | null;
  streamUrl: string | null;
  isSponsored: boolean;
  isActive: boolean;
  publishedAt: string;
  translations: Translations<(typeof VIDEO_TEXT)[number]>;
  /** English, then each language whose title is written (the console's list). */
  languages: Locale[];
}

const staffColumns = {
  id: videos.id,
  slug: videos.slug,
  title: videos.title,
  description: videos.description,
  showId: videos.showId,
  showName: videoShows.name,
  durationSeconds: videos.durationSeconds,
  posterUrl: videos.posterUrl,
  sourceKind: videos.sourceKind,
  provider: videos.provider,
  providerId: videos.providerId,
  streamUrl: videos.streamUrl,
  sponsorId: videos.sponsorId,
  isActive: videos.isActive,
  publishedAt: videos.publishedAt,
  translations: videos.translations,
};

type StaffRow = Omit<StaffVideo, 'isSponsored' | 'publishedAt' | 'translations' | 'languages'> & {
  sponsorId: number | null;
  publishedAt: Date;
  translations: unknown;
};
const toStaff = ({ sponsorId, translations, ...row }: StaffRow): StaffVideo => ({
  ...row,
  posterUrl: servedImageUrl(row.posterUrl),
  isSponsored: sponsorId !== null,
  publishedAt: row.publishedAt.toISOString(),
  translations: readTranslations(translations, VIDEO_TEXT),
  languages: languagesOf(translations, VIDEO_TEXT),
});

/** The source as staff pasted it, back in the form: the embed's page address, or the stream URL. */
export function sourceText(video: Pick<StaffVideo, 'sourceKind' | 'provider' | 'providerId' | 'streamUrl'>): string {
  if (video.sourceKind === 'hosted') return video.streamUrl ?? '';
  return video.provider === 'youtube' ? `https://www.youtube.com/watch?v=${video.providerId}` : `https://vimeo.com/${video.providerId}`;
}

export async function listVideosForStaff(input: {
  q?: string;
  page: number;
}): Promise<{ rows: StaffVideo[]; total: number; page: number; lastPage: number }> {
  const db = await getDb();
  const where = input.q
    ? or(ilike(videos.title, `%${escapeLike(input.q)}%`), ilike(videoShows.name, `%${escapeLike(input.q)}%`))
    : undefined;
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(videos)
    .innerJoin(videoShows, eq(videoShows.id, videos.showId))
    .where(where);
  const lastPage = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const page = Math.min(input.page, lastPage);
  const rows = await db
    .select(staffColumns)
    .from(videos)
    .innerJoin(videoShows, eq(videoShows.id, videos.showId))
    .where(where)
    .orderBy(desc(videos.publishedAt), desc(videos.id))
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE);
  return { rows: rows.map(toStaff), total, page, lastPage };
}

export async function getVideoForStaff(id: number): Promise<StaffVideo | null> {
  const db = await getDb();
  const [row] = await db
    .select(staffColumns)
    .from(videos)
    .innerJoin(videoShows, eq(videoShows.id, videos.showId))
    .where(eq(videos.id, id))
    .limit(1);
  return row ? toStaff(row) : null;
}

/** Every video as id + title (the console's pickers), newest first. */
export async function listVideoChoices(): Promise<{ id: number; title: string; isSponsored: boolean }[]> {
  const db = await getDb();
  const rows = await db
    .select({ id: videos.id, title: videos.title, sponsorId: videos.sponsorId })
    .from(videos)
    .orderBy(desc(videos.publishedAt), desc(videos.id))
    .limit(500);
  return rows.map((row) => ({ id: row.id, title: row.title, isSponsored: row.sponsorId !== null }));
}

async function storeUpload(
  file: Blob | undefined,
  size: { width: number; height: number },
  what: string,
): Promise<AdminResult<string | undefined>> {
  if (!file || file.size === 0) return adminOk(undefined);
  const stored = await storeImage({ file, folder: 'videos', ...size });
  // The site's own address, never the bucket's: next/image takes it on any deployment (decision 030).
  if (stored.ok) return adminOk(uploadPath(stored.key));
  if (stored.reason === 'too_large')
    return fail(
      413,
      'image_too_large',
      `The ${what} is too large: at most ${Math.floor(getConfig().limits.uploadMaxBytes / 1_000_000)} MB.`,
    );
  return fail(422, 'not_an_image', `The ${what} is not an image we can read. Use a JPEG, PNG or WebP image.`);
}

/** An uploaded image a row no longer points at (replaced, or its save failed); a demo image (`/plus-art/…`) stays. */
async function discardUpload(url: string | null | undefined): Promise<void> {
  const key = url ? storedKeyOf(url) : null;
  if (key) await discardImage(key);
}

/**
 * Runs a save that may have stored a new image (`upload`): the image stays only when the save succeeded, and then the
 * one it replaced (read under the row's lock, `replaced`) goes — so the bucket holds what the rows point at.
 */
async function keepingUpload<T extends { replaced: string | null }>(
  upload: string | undefined,
  save: () => Promise<AdminResult<T>>,
): Promise<AdminResult<T>> {
  let result: AdminResult<T>;
  try {
    result = await save();
  } catch (error) {
    await discardUpload(upload);
    throw error;
  }
  if (!result.ok) await discardUpload(upload);
  else if (upload && result.value.replaced !== upload) await discardUpload(result.value.replaced);
  return result;
}

export interface VideoSaveInput {
  id?: number;
  title: string;
  description: string;
  showId: number;
  durationSeconds: number;
  source: VideoSource;
  publishedAt: Date;
  isActive: boolean;
  isSponsored: boolean;
  poster?: Blob;
  /** The languages the form sent (ticked); the others keep what they had. */
  translations?: Translations<(typeof VIDEO_TEXT)[number]>;
}

/** Adds or updates a video (/admin/video-embeds): a new one needs a poster; the slug comes from the title once. */
export async function saveVideo(input: VideoSaveInput, actor: Actor): Promise<AdminResult<{ id: number; slug: string }>> {
  const poster = await storeUpload(input.poster, POSTER, 'poster');
  if (!poster.ok) return poster;
  const saved = await keepingUpload(poster.value, () => writeVideo(input, poster.value, actor));
  return saved.ok ? adminOk({ id: saved.value.id, slug: saved.value.slug }) : saved;
}

async function writeVideo(
  input: VideoSaveInput,
  poster: string | undefined,
  actor: Actor,
): Promise<AdminResult<{ id: number; slug: string; replaced: string | null }>> {
  const db = await getDb();
  const before = input.id ? await getVideoForStaff(input.id) : null;
  if (input.id && !before) return fail(404, 'not_found', 'This video no longer exists.');
  const posterUrl = poster ?? before?.posterUrl;
  if (!posterUrl) return fail(422, 'poster_required', 'Poster is required');
  const stored = input.source.kind === 'hosted' ? storedStreamOf(input.source.streamUrl) : null;
  if (stored && !(await findStreamFile(stored.folder, stored.file)))
    return fail(422, 'stream_not_found', `There is no ${stored.file.join('/')} in the stream store's folder ${stored.folder}.`);
  const [sponsor] = input.isSponsored
    ? await db
        .select({ id: videoSponsors.id })
        .from(videoSponsors)
        .where(eq(videoSponsors.isActive, true))
        .orderBy(asc(videoSponsors.id))
        .limit(1)
    : [];
  if (input.isSponsored && !sponsor) return fail(422, 'no_sponsor', 'Add the sponsor first (Sponsored videos carousel).');
  const columns = {
    title: input.title,
    description: input.description,
    showId: input.showId,
    durationSeconds: input.durationSeconds,
    posterUrl,
    sourceKind: input.source.kind,
    provider: input.source.kind === 'embed' ? input.source.provider : null,
    providerId: input.source.kind === 'embed' ? input.source.providerId : null,
    streamUrl: input.source.kind === 'hosted' ? input.source.streamUrl : null,
    // A changed stream has unknown renditions: the player then offers the stream as it is (Auto).
    ...(input.source.kind === 'embed' || (before && before.streamUrl !== input.source.streamUrl) ? { renditions: [] } : {}),
    sponsorId: sponsor?.id ?? null,
    isActive: input.isActive,
    publishedAt: input.publishedAt,
    updatedAt: new Date(),
  };
  const base = slugify(input.title).slice(0, 80) || 'video';
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction(async (tx) => {
        let id: number;
        let slug: string;
        let replaced: string | null = null;
        let translations = mergeTranslations({}, input.translations, VIDEO_TEXT);
        if (before) {
          const [locked] = await tx
            .select({ posterUrl: videos.posterUrl, translations: videos.translations })
            .from(videos)
            .where(eq(videos.id, before.id))
            .for('update');
          replaced = locked?.posterUrl ?? null;
          translations = mergeTranslations(locked?.translations, input.translations, VIDEO_TEXT);
          await tx
            .update(videos)
            .set({ ...columns, translations })
            .where(eq(videos.id, before.id));
          ({ id, slug } = before);
        } else {
          slug = attempt === 1 ? base : `${base}-${attempt}`;
          const [row] = await tx
            .insert(videos)
            .values({ ...columns, translations, slug })
            .returning({ id: videos.id });
          if (!row) throw new Error('insert returned nothing');
          id = row.id;
        }
        const after = { ...columns, publishedAt: columns.publishedAt.toISOString(), updatedAt: undefined, translations };
        const previous = before ? { ...sourceColumnsOf(before), translations: before.translations } : null;
        await recordAudit(tx, {
          actor,
          action: before ? 'update' : 'create',
          entityType: VIDEO_ENTITY,
          entityId: id,
          changes: diffFields(previous, { ...after, slug }),
        });
        return adminOk({ id, slug, replaced });
      });
    } catch (error) {
      if (isForeignKeyViolation(error)) return fail(422, 'show_not_found', 'Choose a show');
      if (!isUniqueViolation(error) || before || attempt >= SLUG_ATTEMPTS) throw error;
    }
  }
}

const sourceColumnsOf = (video: StaffVideo) => ({
  title: video.title,
  description: video.description,
  showId: video.showId,
  durationSeconds: video.durationSeconds,
  posterUrl: video.posterUrl,
  sourceKind: video.sourceKind,
  provider: video.provider,
  providerId: video.providerId,
  streamUrl: video.streamUrl,
  isActive: video.isActive,
  publishedAt: video.publishedAt,
  slug: video.slug,
});

export interface StaffShow {
  id: number;
  slug: string;
  name: string;
  description: string;
  sortOrder: number;
  isActive: boolean;
  isCarousel: boolean;
  translations: Translations<(typeof SHOW_TEXT)[number]>;
  languages: Locale[];
}

export async function listShowsForStaff(): Promise<StaffShow[]> {
  const db = await getDb();
  const rows = await db
    .select({
      id: videoShows.id,
      slug: videoShows.slug,
      name: videoShows.name,
      description: videoShows.description,
      sortOrder: videoShows.sortOrder,
      isActive: videoShows.isActive,
      isCarousel: videoShows.isCarousel,
      translations: videoShows.translations,
    })
    .from(videoShows)
    .orderBy(asc(videoShows.sortOrder), asc(videoShows.name));
  return rows.map((row) => ({
    ...row,
    translations: readTranslations(row.translations, SHOW_TEXT),
    languages: languagesOf(row.translations, SHOW_TEXT),
  }));
}

/** Adds or updates a show (category); names are unique regardless of case. */
export async function saveShow(
  input: {
    id?: number;
    name: string;
    description: string;
    sortOrder: number;
    isActive: boolean;
    isCarousel: boolean;
    translations?: Translations<(typeof SHOW_TEXT)[number]>;
  },
  actor: Actor,
): Promise<AdminResult<{ id: number }>> {
  const db = await getDb();
  try {
    return await db.transaction(async (tx) => {
      const [before] = input.id ? await tx.select().from(videoShows).where(eq(videoShows.id, input.id)).for('update') : [];
      if (input.id && !before) return fail(404, 'not_found', 'This show no longer exists.');
      const columns = {
        name: input.name,
        description: input.description,
        sortOrder: input.sortOrder,
        isActive: input.isActive,
        isCarousel: input.isCarousel,
        translations: mergeTranslations(before?.translations, input.translations, SHOW_TEXT),
      };
      let id: number;
      if (before) {
        await tx.update(videoShows).set(columns).where(eq(videoShows.id, before.id));
        id = before.id;
      } else {
        const [row] = await tx
          .insert(videoShows)
          .values({ ...columns, slug: slugify(input.name).slice(0, 80) || 'show' })
          .returning({ id: videoShows.id });
        if (!row) throw new Error('insert returned nothing');
        id = row.id;
      }
      const previous = before
        ? {
            name: before.name,
            description: before.description,
            sortOrder: before.sortOrder,
            isActive: before.isActive,
            isCarousel: before.isCarousel,
            translations: readTranslations(before.translations, SHOW_TEXT),
          }
        : null;
      await recordAudit(tx, {
        actor,
        action: before ? 'update' : 'create',
        entityType: 'video_show',
        entityId: id,
        changes: diffFields(previous, columns),
      });
      return adminOk({ id });
    });
  } catch (error) {
    if (isUniqueViolation(error)) return fail(409, 'show_exists', 'A show with this name already exists');
    throw error;
  }
}

export interface StaffSlide {
  id: number;
  title: string;
  text: string;
  ctaLabel: string;
  translations: Translations<(typeof SLIDE_TEXT)[number]>;
  languages: Locale[];
  imageUrl: string;
  link: string;
  sortOrder: number;
  isActive: boolean;
}

export async function listSlidesForStaff(): Promise<StaffSlide[]> {
  const db = await getDb();
  const rows = await db.select().from(videoHeaderSlides).orderBy(asc(videoHeaderSlides.sortOrder), asc(videoHeaderSlides.id));
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    text: row.text,
    ctaLabel: row.ctaLabel,
    translations: readTranslations(row.translations, SLIDE_TEXT),
    languages: languagesOf(row.translations, SLIDE_TEXT),
    imageUrl: servedImageUrl(row.imageUrl),
    link: row.videoId ? `video:${row.videoId}` : row.showId ? `show:${row.showId}` : '',
    sortOrder: row.sortOrder,
    isActive: row.isActive,
  }));
}

export async function getSlideForStaff(id: number): Promise<StaffSlide | null> {
  return (await listSlidesForStaff()).find((slide) => slide.id === id) ?? null;
}

/** Adds or updates a header slide; a new slide needs an image. */
export interface SlideSaveInput {
  id?: number;
  title: string;
  text: string;
  ctaLabel: string;
  link: string;
  sortOrder: number;
  isActive: boolean;
  image?: Blob;
  translations?: Translations<(typeof SLIDE_TEXT)[number]>;
}

export async function saveSlide(input: SlideSaveInput, actor: Actor): Promise<AdminResult<{ id: number }>> {
  const image = await storeUpload(input.image, POSTER, 'image');
  if (!image.ok) return image;
  const saved = await keepingUpload(image.value, () => writeSlide(input, image.value, actor));
  return saved.ok ? adminOk({ id: saved.value.id }) : saved;
}

async function writeSlide(
  input: Omit<SlideSaveInput, 'image'>,
  image: string | undefined,
  actor: Actor,
): Promise<AdminResult<{ id: number; replaced: string | null }>> {
  const before = input.id ? await getSlideForStaff(input.id) : null;
  if (input.id && !before) return fail(404, 'not_found', 'This slide no longer exists.');
  const imageUrl = image ?? before?.imageUrl;
  if (!imageUrl) return fail(422, 'image_required', 'Image is required');
  const [kind, target] = input.link.split(':');
  const columns = {
    title: input.title,
    text: input.text,
    ctaLabel: input.ctaLabel,
    imageUrl,
    videoId: kind === 'video' ? Number(target) : null,
    showId: kind === 'show' ? Number(target) : null,
    sortOrder: input.sortOrder,
    isActive: input.isActive,
  };
  const db = await getDb();
  try {
    return await db.transaction(async (tx) => {
      let id: number;
      let replaced: string | null = null;
      let translations = mergeTranslations({}, input.translations, SLIDE_TEXT);
      if (before) {
        const [locked] = await tx
          .select({ imageUrl: videoHeaderSlides.imageUrl, translations: videoHeaderSlides.translations })
          .from(videoHeaderSlides)
          .where(eq(videoHeaderSlides.id, before.id))
          .for('update');
        replaced = locked?.imageUrl ?? null;
        translations = mergeTranslations(locked?.translations, input.translations, SLIDE_TEXT);
        await tx
          .update(videoHeaderSlides)
          .set({ ...columns, translations })
          .where(eq(videoHeaderSlides.id, before.id));
        id = before.id;
      } else {
        const [row] = await tx
          .insert(videoHeaderSlides)
          .values({ ...columns, translations })
          .returning({ id: videoHeaderSlides.id });
        if (!row) throw new Error('insert returned nothing');
        id = row.id;
      }
      const previous = before
        ? {
            title: before.title,
            text: before.text,
            ctaLabel: before.ctaLabel,
            imageUrl: before.imageUrl,
            link: before.link,
            sortOrder: before.sortOrder,
            isActive: before.isActive,
            translations: before.translations,
          }
        : null;
      const after = {
        title: columns.title,
        text: columns.text,
        ctaLabel: columns.ctaLabel,
        imageUrl,
        link: input.link,
        sortOrder: columns.sortOrder,
        isActive: columns.isActive,
        translations,
      };
      await recordAudit(tx, {
        actor,
        action: before ? 'update' : 'create',
        entityType: 'video_slide',
        entityId: id,
        changes: diffFields(previous, after),
      });
      return adminOk({ id, replaced });
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) return fail(422, 'link_not_found', 'Choose a video or a show');
    throw error;
  }
}

export async function getPins(carousel: CarouselName): Promise<number[]> {
  const db = await getDb();
  const rows = await db
    .select({ videoId: videoCarouselPins.videoId })
    .from(videoCarouselPins)
    .where(eq(videoCarouselPins.carousel, carousel))
    .orderBy(asc(videoCarouselPins.position));
  return rows.map((row) => row.videoId);
}

/** Replaces one carousel's pins (their order is the list's), atomically and audited. */
export async function savePins(input: { carousel: CarouselName; videoIds: number[] }, actor: Actor): Promise<AdminResult<null>> {
  const db = await getDb();
  if (input.videoIds.length > 0) {
    const found = await db.select({ id: videos.id, sponsorId: videos.sponsorId }).from(videos).where(inArray(videos.id, input.videoIds));
    const missing = input.videoIds.filter((id) => !found.some((row) => row.id === id));
    if (missing.length > 0) return fail(422, 'video_not_found', `No video has the id ${missing.join(', ')}`);
    if (input.carousel === 'sponsored' && found.some((row) => row.sponsorId === null))
      return fail(422, 'not_sponsored', 'Only sponsored videos can be in the sponsored carousel');
  }
  await db.transaction(async (tx) => {
    const before = await tx
      .select({ videoId: videoCarouselPins.videoId })
      .from(videoCarouselPins)
      .where(eq(videoCarouselPins.carousel, input.carousel))
      .orderBy(asc(videoCarouselPins.position));
    await tx.delete(videoCarouselPins).where(eq(videoCarouselPins.carousel, input.carousel));
    if (input.videoIds.length > 0)
      await tx
        .insert(videoCarouselPins)
        .values(input.videoIds.map((videoId, position) => ({ carousel: input.carousel, videoId, position })));
    await recordAudit(tx, {
      actor,
      action: 'update',
      entityType: 'video_carousel',
      entityId: input.carousel,
      changes: diffFields({ videoIds: before.map((row) => row.videoId) }, { videoIds: input.videoIds }),
    });
  });
  return adminOk(null);
}

export interface StaffSponsor {
  id: number;
  name: string;
  logoUrl: string;
  title: string;
  description: string;
  ctaLabel: string;
  ctaUrl: string | null;
  translations: Translations<(typeof SPONSOR_TEXT)[number]>;
  languages: Locale[];
}

export async function getSponsorForStaff(): Promise<StaffSponsor | null> {
  const db = await getDb();
  const [row] = await db.select().from(videoSponsors).where(eq(videoSponsors.isActive, true)).orderBy(asc(videoSponsors.id)).limit(1);
  return row
    ? {
        id: row.id,
        name: row.name,
        logoUrl: servedImageUrl(row.logoUrl),
        title: row.title,
        description: row.description,
        ctaLabel: row.ctaLabel,
        ctaUrl: row.ctaUrl,
        translations: readTranslations(row.translations, SPONSOR_TEXT),
        languages: languagesOf(row.translations, SPONSOR_TEXT),
      }
    : null;
}

export interface SponsorSaveInput {
  name: string;
  /** The row's heading (empty: the site's own), its text and its call to action (no address: no button). */
  title: string;
  description: string;
  ctaLabel: string;
  ctaUrl: string | null;
  logo?: Blob;
  translations?: Translations<(typeof SPONSOR_TEXT)[number]>;
}

/** The sponsor of the sponsored row: its name, (on first save, required) logo, heading, text and call to action. */
export async function saveSponsor(input: SponsorSaveInput, actor: Actor): Promise<AdminResult<{ id: number }>> {
  const logo = await storeUpload(input.logo, LOGO, 'logo');
  if (!logo.ok) return logo;
  const saved = await keepingUpload(logo.value, () => writeSponsor(input, logo.value, actor));
  return saved.ok ? adminOk({ id: saved.value.id }) : saved;
}

async function writeSponsor(
  input: Omit<SponsorSaveInput, 'logo'>,
  logo: string | undefined,
  actor: Actor,
): Promise<AdminResult<{ id: number; replaced: string | null }>> {
  const before = await getSponsorForStaff();
  const logoUrl = logo ?? before?.logoUrl;
  if (!logoUrl) return fail(422, 'logo_required', 'Logo is required');
  const columns = {
    name: input.name,
    logoUrl,
    title: input.title,
    description: input.description,
    ctaLabel: input.ctaLabel,
    ctaUrl: input.ctaUrl,
  };
  const db = await getDb();
  return db.transaction(async (tx) => {
    let id: number;
    let replaced: string | null = null;
    let translations = mergeTranslations({}, input.translations, SPONSOR_TEXT);
    if (before) {
      const [locked] = await tx
        .select({ logoUrl: videoSponsors.logoUrl, translations: videoSponsors.translations })
        .from(videoSponsors)
        .where(eq(videoSponsors.id, before.id))
        .for('update');
      replaced = locked?.logoUrl ?? null;
      translations = mergeTranslations(locked?.translations, input.translations, SPONSOR_TEXT);
      await tx
        .update(videoSponsors)
        .set({ ...columns, translations })
        .where(eq(videoSponsors.id, before.id));
      id = before.id;
    } else {
      const [row] = await tx
        .insert(videoSponsors)
        .values({ ...columns, translations })
        .returning({ id: videoSponsors.id });
      if (!row) throw new Error('insert returned nothing');
      id = row.id;
    }
    const previous = before
      ? {
          name: before.name,
          logoUrl: before.logoUrl,
          title: before.title,
          description: before.description,
          ctaLabel: before.ctaLabel,
          ctaUrl: before.ctaUrl,
          translations: before.translations,
        }
      : null;
    await recordAudit(tx, {
      actor,
      action: before ? 'update' : 'create',
      entityType: 'video_sponsor',
      entityId: id,
      changes: diffFields(previous, { ...columns, translations }),
    });
    return adminOk({ id, replaced });
  });
}
