'use server';

import { redirect } from 'next/navigation';
import { keepFormFailure, staffAction, type ActionResult } from '@/server/http/staff-actions';
import { expireVideos } from '@/server/site';
import { savePins, saveShow, saveSlide, saveSponsor, saveVideo } from '@/server/videos';
import { pinsInput, showInput, slideInput, sponsorInput, videoInput } from '@/schemas/videos';
import { translationsFromInput } from '@/schemas/translations';

/**
 * The writes of /admin/video-embeds and /admin/plus/* (issue 12), as plain form posts: each checks the staff role,
 * validates with the shared schema, calls one service (which audits it), expires the public pages' cache tag and
 * comes back to a page that says what happened. Staff text comes with its isiZulu, isiXhosa and Afrikaans versions
 * (issue 26): the ticked languages are saved, the others kept.
 */

const fileOf = (form: FormData, name: string): Blob | undefined => {
  const value = form.get(name);
  form.delete(name);
  return value instanceof Blob && value.size > 0 ? value : undefined;
};

/** Back to `path` with ?saved=1, or to `failurePath` with ?error=1 and the reason kept for it (keepFormFailure). */
async function finish<T>(result: ActionResult<T>, path: string, failurePath = path): Promise<never> {
  if (result.ok) {
    expireVideos();
    redirect(`${path}${path.includes('?') ? '&' : '?'}saved=1`);
  }
  await keepFormFailure(result.message);
  redirect(`${failurePath}${failurePath.includes('?') ? '&' : '?'}error=1`);
}

const idOf = (form: FormData) =>
  String(form.get('id') ?? '')
    .replace(/\D/g, '')
    .slice(0, 10);

export async function saveVideoAction(form: FormData): Promise<void> {
  const poster = fileOf(form, 'poster');
  const id = idOf(form);
  const result = await staffAction({
    schema: videoInput,
    input: form,
    run: (data, actor) =>
      saveVideo(
        {
          id: data.id,
          title: data.title,
          description: data.description,
          showId: data.show_id,
          durationSeconds: data.duration,
          source: data.source,
          publishedAt: data.published_at,
          isActive: data.is_active,
          isSponsored: data.is_sponsored,
          poster,
          translations: translationsFromInput(data, ['title', 'description']),
        },
        actor,
      ),
  });
  await finish(result, '/admin/video-embeds', id ? `/admin/video-embeds/edit/${id}` : '/admin/video-embeds/add');
}

export async function saveSlideAction(form: FormData): Promise<void> {
  const image = fileOf(form, 'image');
  const id = idOf(form);
  const result = await staffAction({
    schema: slideInput,
    input: form,
    run: (data, actor) =>
      saveSlide(
        {
          id: data.id,
          title: data.title,
          text: data.text,
          ctaLabel: data.cta_label,
          link: data.link,
          sortOrder: data.sort_order,
          isActive: data.is_active,
          image,
          translations: translationsFromInput(data, ['title', 'text', 'ctaLabel']),
        },
        actor,
      ),
  });
  await finish(result, '/admin/plus/header-slider', id ? `/admin/plus/header-slider/edit/${id}` : '/admin/plus/header-slider/add');
}

const PIN_PAGES = {
  latest: '/admin/plus/latest-videos-carousel',
  popular: '/admin/plus/most-popular-carousel',
  sponsored: '/admin/plus/sponsored-videos-carousel',
} as const;

export async function savePinsAction(form: FormData): Promise<void> {
  const carousel = String(form.get('carousel') ?? '');
  const page = carousel in PIN_PAGES ? PIN_PAGES[carousel as keyof typeof PIN_PAGES] : '/admin/plus/latest-videos-carousel';
  const result = await staffAction({
    schema: pinsInput,
    input: form,
    run: (data, actor) => savePins({ carousel: data.carousel, videoIds: data.video_ids }, actor),
  });
  await finish(result, page);
}

export async function saveShowAction(form: FormData): Promise<void> {
  const back = form.get('back') === 'carousels' ? '/admin/plus/shows/carousels' : '/admin/plus/shows/categories';
  form.delete('back');
  const result = await staffAction({
    schema: showInput,
    input: form,
    run: (data, actor) =>
      saveShow(
        {
          id: data.id,
          name: data.name,
          description: data.description,
          sortOrder: data.sort_order,
          isActive: data.is_active,
          isCarousel: data.is_carousel,
          translations: translationsFromInput(data, ['name', 'description']),
        },
        actor,
      ),
  });
  await finish(result, back);
}

export async function saveSponsorAction(form: FormData): Promise<void> {
  const logo = fileOf(form, 'logo');
  const result = await staffAction({
    schema: sponsorInput,
    input: form,
    run: (data, actor) =>
      saveSponsor(
        {
          name: data.name,
          title: data.title,
          description: data.description,
          ctaLabel: data.cta_label,
          ctaUrl: data.cta_url,
          logo,
          translations: translationsFromInput(data, ['title', 'description', 'ctaLabel']),
        },
        actor,
      ),
  });
  await finish(result, PIN_PAGES.sponsored);
}
