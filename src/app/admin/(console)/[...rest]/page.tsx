import { notFound } from 'next/navigation';
import { requireStaff } from '@/server/http/staff-guard';

/** Console sections not built yet: staff get a 404, everyone else the login page. */
export default async function AdminCatchAll({ params }: { params: Promise<{ rest: string[] }> }) {
  await requireStaff(`/admin/${(await params).rest.join('/')}`);
  notFound();
}
