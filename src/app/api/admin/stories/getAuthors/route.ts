import { NextResponse } from 'next/server';
import { listAuthorsForStaff } from '@/server/content';
import { requireStaffApi } from '@/server/http/staff-guard';

/** The story form's authors (spec §7) → {authors}. Staff only. */
export async function POST(request: Request) {
  const staff = await requireStaffApi(request);
  if (!staff.ok) return staff.response;
  return NextResponse.json({ authors: await listAuthorsForStaff() }, { headers: { 'cache-control': 'private, no-store' } });
}
