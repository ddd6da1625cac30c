import { z } from 'zod';
import { dbId, MAX_DB_INT } from './db-id';
import { optionalText, requiredText } from './form-fields';
import { translationInputs } from './translations';

/**
 * Touchline+ (issue 12): the video source a staff member pastes, the console's forms, the spec's video API
 * (`getHomeLatestVideos`, `getHomeLatestDoveVideos` {limit}) and the player's play and tracking calls.
 */

export type EmbedProvider = 'youtube' | 'vimeo';
export type VideoSource = { kind: 'embed'; provider: EmbedProvider; providerId: string } | { kind: 'hosted'; streamUrl: string };

export const VIDEO_SOURCE_MAX = 4000;
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;
const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtu.be',
  'www.youtube-nocookie.com',
  'youtube-nocookie.com',
]);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);

export const VIDEO_SOURCE_ERROR =
  "Paste a YouTube or Vimeo link or embed code, or an https address of an HLS (.m3u8) or MP4 stream, or a stream in the site's store (stream:folder/master.m3u8)";

/**
 * A stream in the site's own store (decision 026), written `stream:{folder}/{file}`: served only through short-lived
 * signed addresses, never from a static path. The file may sit in subfolders of the folder; every name starts with a
 * letter or digit (so no `.` or `..`).
 */
export const STORED_STREAM_SCHEME = 'stream:';
const STREAM_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
const STREAM_FOLDER = /^[a-z0-9][a-z0-9_-]{0,63}$/;
const STREAM_DEPTH = 4;

/** The names of a file inside a stored stream's folder, or null when one is unsafe (or too deep). */
export function streamFilePath(names: readonly string[]): string[] | null {
  return names.length >= 1 && names.length <= STREAM_DEPTH && names.every((name) => STREAM_NAME.test(name)) ? [...names] : null;
}

/** `stream:bars/master.m3u8` as its folder and the file's names in it; null for anything else. */
export function storedStreamOf(address: string): { folder: string; file: string[] } | null {
  if (!address.startsWith(STORED_STREAM_SCHEME)) return null;
  const [folder = '', ...names] = address.slice(STORED_STREAM_SCHEME.length).split('/');
  const file = streamFilePath(names);
  return STREAM_FOLDER.test(folder) && file ? { folder, file } : null;
}

/** The address inside an embed code (`<iframe src="…">`), or the pasted text itself. */
function addressOf(pasted: string): string {
  const src = /<iframe\b[^>]*\bsrc\s*=\s*["']([^"']+)["']/i.exec(pasted);
  return (src?.[1] ?? pasted).trim().replace(/&amp;/g, '&');
}

/**
 * A pasted URL or embed code as provider + id (YouTube, Vimeo), or a hosted stream: an https URL (.m3u8 or .mp4) or
 * a stream in the site's store (`stream:folder/master.m3u8`). Anything else is null: the console says what it accepts.
 */
export function parseVideoSource(pasted: string): VideoSource | null {
  const text = addressOf(pasted);
  const stored = storedStreamOf(text);
  if (stored) return /\.(m3u8|mp4)$/i.test(stored.file.at(-1) ?? '') ? { kind: 'hosted', streamUrl: text } : null;
  let url: URL;
  try {
    url = new URL(text.startsWith('//') ? `https:${text}` : text);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  if (YOUTUBE_HOSTS.has(host)) {
    const id =
      host === 'youtu.be'
        ? segments[0]
        : url.pathname === '/watch'
          ? url.searchParams.get('v')
          : ['embed', 'shorts', 'live', 'v'].includes(segments[0] ?? '')
            ? segments[1]
            : undefined;
    return id && YOUTUBE_ID.test(id) ? { kind: 'embed', provider: 'youtube', providerId: id } : null;
  }
  if (VIMEO_HOSTS.has(host)) {
    const id =
      host === 'player.vimeo.com'
        ? segments[0] === 'video'
          ? segments[1]
          : undefined
        : segments.find((segment) => VIMEO_ID.test(segment));
    return id && VIMEO_ID.test(id) ? { kind: 'embed', provider: 'vimeo', providerId: id } : null;
  }
  // A hosted stream: https only (a fan's page is https; mixed content is blocked), and a playlist or a file.
  if (url.protocol !== 'https:' || url.username || url.password) return null;
  if (!/\.(m3u8|mp4)$/i.test(url.pathname)) return null;
  return { kind: 'hosted', streamUrl: url.toString() };
}

/** The privacy-enhanced player address of an embed (no cookies before play; Vimeo's do-not-track). */
export function embedPlayerUrl(provider: EmbedProvider, providerId: string): string {
  return provider === 'youtube'
    ? `https://www.youtube-nocookie.com/embed/${encodeURIComponent(providerId)}?autoplay=1&rel=0&modestbranding=1`
    : `https://player.vimeo.com/video/${encodeURIComponent(providerId)}?autoplay=1&dnt=1`;
}

/** A checkbox or a boolean. */
const flag = z.union([
  z.boolean(),
  z.enum(['true', 'false', 'on', '1', '0']).transform((value) => value === 'true' || value === 'on' || value === '1'),
]);

export const VIDEO_TITLE_MAX = 150;
export const VIDEO_DESCRIPTION_MAX = 2000;
export const VIDEO_DURATION_MAX = 86_400;

/** "90", "1:30" or "1:02:03" as seconds. */
const duration = z
  .string({ error: 'Duration is required' })
  .trim()
  .regex(/^(\d{1,5}|\d{1,3}:[0-5]\d|\d{1,2}:[0-5]\d:[0-5]\d)$/, 'Duration is seconds, m:ss or h:mm:ss')
  .transform((value) => value.split(':').reduce((total, part) => total * 60 + Number(part), 0))
  .pipe(z.number().min(1, 'Duration is at least 1 second').max(VIDEO_DURATION_MAX, 'Duration is at most 24 hours'));

const source = z
  .string({ error: 'Source is required' })
  .trim()
  .min(1, 'Source is required')
  .max(VIDEO_SOURCE_MAX, `Source is at most ${VIDEO_SOURCE_MAX} characters`)
  .transform((value, context) => {
    const parsed = parseVideoSource(value);
    if (!parsed) {
      context.addIssue({ code: 'custom', message: VIDEO_SOURCE_ERROR });
      return z.NEVER;
    }
    return parsed;
  });

/** A date and time from the form (`datetime-local`, South African time) or ISO. */
const publishedAt = z
  .string({ error: 'Publish date is required' })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?$/, 'Publish date is a date and time')
  .transform((value) => new Date(/(Z|[+-]\d{2}:\d{2})$/.test(value) ? value : `${value}+02:00`))
  .refine((value) => !Number.isNaN(value.getTime()), 'Publish date is a date and time');

export const videoInput = z.object({
  /** Absent when adding. */
  id: dbId.optional(),
  title: requiredText('Title', VIDEO_TITLE_MAX),
  description: optionalText('Description', VIDEO_DESCRIPTION_MAX),
  show_id: dbId,
  duration,
  source,
  published_at: publishedAt,
  is_active: flag.default(false),
  is_sponsored: flag.default(false),
  ...translationInputs({ title: VIDEO_TITLE_MAX, description: VIDEO_DESCRIPTION_MAX }),
});
export type VideoInput = z.output<typeof videoInput>;

export const videoSearch = z.object({
  q: z.string().trim().max(100).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});

export const SLIDE_TITLE_MAX = 120;
export const SLIDE_TEXT_MAX = 300;
export const CTA_LABEL_MAX = 40;
export const SHOW_NAME_MAX = 80;
export const SHOW_DESCRIPTION_MAX = 300;
export const SPONSOR_TITLE_MAX = 120;
export const SPONSOR_DESCRIPTION_MAX = 300;
export const CTA_URL_MAX = 500;

const isHttps = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && Boolean(url.hostname);
  } catch {
    return false;
  }
};

export const slideInput = z.object({
  id: dbId.optional(),
  title: requiredText('Title', SLIDE_TITLE_MAX),
  text: optionalText('Text', SLIDE_TEXT_MAX),
  /** The button's words; empty: the site's own. */
  cta_label: optionalText('Button label', CTA_LABEL_MAX),
  /** A video's or a show's id, as `video:12` or `show:3`. */
  link: z.string({ error: 'Choose a video or a show' }).regex(/^(video|show):\d{1,10}$/, 'Choose a video or a show'),
  sort_order: z.coerce
    .number({ error: 'Order is a number' })
    .int('Order is a whole number')
    .min(0, 'Order is 0 or more')
    .max(1000, 'Order is at most 1000'),
  is_active: flag.default(false),
  ...translationInputs({ title: SLIDE_TITLE_MAX, text: SLIDE_TEXT_MAX, ctaLabel: CTA_LABEL_MAX }),
});

export const showInput = z.object({
  id: dbId.optional(),
  name: requiredText('Name', SHOW_NAME_MAX),
  description: optionalText('Description', SHOW_DESCRIPTION_MAX),
  sort_order: z.coerce
    .number({ error: 'Order is a number' })
    .int('Order is a whole number')
    .min(0, 'Order is 0 or more')
    .max(1000, 'Order is at most 1000'),
  is_active: flag.default(false),
  is_carousel: flag.default(false),
  ...translationInputs({ name: SHOW_NAME_MAX, description: SHOW_DESCRIPTION_MAX }),
});

export const CAROUSELS = ['latest', 'popular', 'sponsored'] as const;
export type CarouselName = (typeof CAROUSELS)[number];

/** Pins of one carousel: video ids in order (at most 24). */
export const pinsInput = z.object({
  carousel: z.enum(CAROUSELS),
  video_ids: z
    .string()
    .trim()
    .max(300)
    .regex(/^(\d{1,10}(\s*,\s*\d{1,10})*)?$/, 'Video ids are numbers separated by commas')
    .transform((value) => (value ? [...new Set(value.split(',').map((part) => Number(part.trim())))] : []))
    .pipe(z.array(z.number().int().positive().max(MAX_DB_INT)).max(24, 'At most 24 pinned videos')),
});

export const sponsorInput = z
  .object({
    name: requiredText('Sponsor name', 80),
    /** The row's heading; empty: the site's own. */
    title: optionalText('Heading', SPONSOR_TITLE_MAX),
    description: optionalText('Text', SPONSOR_DESCRIPTION_MAX),
    cta_label: optionalText('Button label', CTA_LABEL_MAX),
    /** The button's address: https only; empty is no button. */
    cta_url: z
      .string()
      .trim()
      .max(CTA_URL_MAX, `Button address is at most ${CTA_URL_MAX} characters`)
      .refine((value) => value === '' || isHttps(value), 'Button address must be a full https:// address')
      .optional()
      .transform((value) => value || null),
    ...translationInputs({ title: SPONSOR_TITLE_MAX, description: SPONSOR_DESCRIPTION_MAX, ctaLabel: CTA_LABEL_MAX }),
  })
  .refine((input) => input.cta_url === null || input.cta_label !== '', {
    path: ['cta_label'],
    message: 'A button needs its label',
  });

/** The spec's video API (§7): `{limit}` → `{videos}`. */
export const HOME_VIDEOS_MAX = 24;
export const homeVideosBody = z
  .object({
    limit: z.coerce
      .number({ error: 'limit must be a number from 1 to 24' })
      .int('limit must be a number from 1 to 24')
      .min(1, 'limit must be a number from 1 to 24')
      .max(HOME_VIDEOS_MAX, 'limit must be a number from 1 to 24')
      .default(10),
  })
  .default({ limit: 10 });

/** The player asks for the source when the fan presses play (entitled fans only). */
export const playBody = z.object({ video_id: dbId });

export const TRACK_ACTIONS = ['play', 'progress_25', 'progress_50', 'progress_75', 'complete'] as const;
export type TrackAction = (typeof TRACK_ACTIONS)[number];
export const isTrackAction = (action: string): action is TrackAction => (TRACK_ACTIONS as readonly string[]).includes(action);
