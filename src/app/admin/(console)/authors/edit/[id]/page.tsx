import Link from 'next/link';
import { notFound } from 'next/navigation';
import { History } from '@/components/admin/audit-trail';
import { AuthorForm } from '@/components/admin/people/author-form';
import { SECONDARY_BUTTON_CLASS } from '@/components/admin/form-field';
import { PageHeader } from '@/components/admin/page-header';
import { consoleTranslator } from '@/i18n/console-messages';
import { AUTHOR_ENTITY, getAuthorForEdit, listAuthorRoles } from '@/server/content';
import { requireStaff } from '@/server/http/staff-guard';
import { listAudit } from '@/server/audit';
import { saveAuthor } from '../../actions';
import { parseDbId } from '@/schemas/db-id';

/** /admin/authors/edit/{id}: name, role, bio, active, and the author's history. */
export default async function EditAuthorPage({ params }: { params: Promise<{ id: string }> }) {
  const { id: raw } = await params;
  await requireStaff(`/admin/authors/edit/${raw}`);
  const id = parseDbId(raw);
  const author = id ? await getAuthorForEdit(id) : null;
  if (!author) notFound();
  const t = consoleTranslator('people');
  const [roles, history] = await Promise.all([listAuthorRoles(), listAudit({ entityType: AUTHOR_ENTITY, entityId: author.id })]);
  return (
    <>
      <PageHeader
        title={t('authors.editTitle', { name: author.name })}
        description={t('authors.editIntro', { count: author.storyCount })}
        actions={
          <Link href="/admin/authors" className={SECONDARY_BUTTON_CLASS}>
            {t('authors.back')}
          </Link>
        }
      />
      <AuthorForm roles={roles} author={author} save={saveAuthor} />
      <History entries={history.entries} />
    </>
  );
}
