import { NextResponse } from 'next/server';
import { createStory } from '@/server/content';
import { getConfig } from '@/server/config';
import { jsonError, parseBody } from '@/server/http/api-errors';
import { requireStaffApi } from '@/server/http/staff-guard';
import { revalidateContent } from '@/server/site/revalidate';
import { storyCreateInput } from '@/schemas/stories';

/** The console's new story (spec §7): multipart with basket_ids as a JSON list → 201 {story: {id, slug}}. Staff only. */
export async function POST(request: Request) {
  const staff = await requireStaffApi(request);
  if (!staff.ok) return staff.response;
  const parsed = await parseBody(request, storyCreateInput, { maxBytes: getConfig().limits.uploadMaxBytes + 512 * 1024 });
  if (!parsed.ok) return parsed.response;
  const created = await createStory(parsed.data, staff.actor);
  if (!created.ok) return jsonError(created.error.status, created.error.code, created.error.message);
  revalidateContent('stories');
  return NextResponse.json({ story: created.value }, { status: 201 });
}
