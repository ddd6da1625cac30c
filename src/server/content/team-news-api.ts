import 'server-only';
import { NextResponse } from 'next/server';
import { jsonError, parseBody } from '../http/api-errors';
import { listTeamNews } from './stories';
import { teamNewsRequest } from './team-news-request';

/** Shared by POST /api/site/teamnews/allnews and POST /api/v1/stories/allnews (the same call, spec §7). */
export async function handleAllNews(request: Request): Promise<NextResponse> {
  const body = await parseBody(request, teamNewsRequest);
  if (!body.ok) return body.response;
  const news = await listTeamNews({ categorySlug: body.data.slug, page: body.data.page, perPage: body.data.limit, locale: body.data.language });
  if (!news) return jsonError(404, 'unknown_category', 'There is no category with that slug.');
  return NextResponse.json({ allnews: news });
}
