import { NextResponse } from 'next/server';
import { appError } from '@/schemas/app-error';
import { listTeamNews, teamNewsRequest } from '@/server/content';
import { fail } from '@/server/http/api-errors';
import { requestLocale } from '@/server/http/request-locale';
import { route } from '@/server/http/route';

export const dynamic = 'force-dynamic';

/** {slug, limit, page} → {allnews: {featured, data, page, lastPage, perPage, total}} (spec §7; decision 004). */
export const POST = route({
  body: teamNewsRequest,
  handle: async ({ input, request }) => {
    // Stories, their category names and so on in the body's language, else the request's (the site's language cookie).
    const locale = input.language ?? requestLocale(request);
    const news = await listTeamNews({ categorySlug: input.slug, page: input.page, perPage: input.limit, locale });
    if (!news) fail(appError(404, 'unknown_category', 'There is no category with that slug.'));
    return NextResponse.json({ allnews: news });
  },
});
