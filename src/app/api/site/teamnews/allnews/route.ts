import { NextResponse } from 'next/server';
import { listTeamNews } from '@/server/content/stories';
import { teamNewsRequest } from '@/server/content/team-news-request';
import { internalError, jsonError, parseBody } from '@/server/http/api-errors';

export const dynamic = 'force-dynamic';

/** {slug, limit, page} → {allnews: {featured, data, page, lastPage, perPage, total}} (spec §7; decision 004). */
export async function POST(request: Request) {
  const body = await parseBody(request, teamNewsRequest);
  if (!body.ok) return body.response;
  try {
    const news = await listTeamNews({ categorySlug: body.data.slug, page: body.data.page, perPage: body.data.limit, locale: body.data.language });
    if (!news) return jsonError(404, 'unknown_category', 'There is no category with that slug.');
    return NextResponse.json({ allnews: news });
  } catch (error) {
    return internalError(error, 'allnews');
  }
}
