import type { Translations } from '@/schemas/translations';
import texts from './plus-texts.json';

/**
 * Touchline+'s demo texts (DESIGN §11), kept as data (plus-texts.json) apart from the seed (../videos.ts) so that the
 * catalogue check (`npm run i18n:check`) reads them too (issue 37): every show, video, slide and the sponsored row in
 * isiZulu, isiXhosa and Afrikaans, none left in English (names stay names). A slide without `ctaLabel` shows the
 * site's own button words ("Watch now") in the fan's language.
 */

export interface DemoShowText {
  slug: string;
  name: string;
  description: string;
  translations: Translations<'name' | 'description'>;
}

export interface DemoVideoText {
  title: string;
  show: string;
  description: string;
  translations: Translations<'title' | 'description'>;
  isSponsored?: boolean;
}

/** The sponsored row's heading, text and button (the sponsor's own site; an example address in the demo). */
export interface DemoSponsorText {
  name: string;
  logoUrl: string;
  title: string;
  description: string;
  ctaLabel: string;
  ctaUrl: string;
  translations: Translations<'title' | 'description' | 'ctaLabel'>;
}

export interface DemoSlideText {
  title: string;
  text: string;
  ctaLabel?: string;
  imageUrl: string;
  translations: Translations<'title' | 'text' | 'ctaLabel'>;
}

export const DEMO_SHOWS: DemoShowText[] = texts.shows;
export const DEMO_VIDEOS: DemoVideoText[] = texts.videos;
export const DEMO_SPONSOR: DemoSponsorText = texts.sponsor;
/** The header slider's three slides (the seed points them at the first video, a show and the sponsored video). */
export const DEMO_HEADER_SLIDES = texts.slides as [DemoSlideText, DemoSlideText, DemoSlideText];
