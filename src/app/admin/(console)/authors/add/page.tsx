import Link from 'next/link';
import { AuthorForm } from '@/components/admin/people/author-form';
import { SECONDARY_BUTTON_CLASS } from '@/components/admin/form-field';
import { PageHeader } from '@/components/admin/page-header';
import { consoleTranslator } from '@/i18n/console-messages';
import { listAuthorRoles } from '@/server/content';
import { requireStaff } from '@/server/http/staff-guard';
import { addAuthor } from '../actions';

/** /admin/authors/add (spec §2). */
export default async function AddAuthorPage() {
  await requireStaff('/admin/authors/add');
  const t = consoleTranslator('people');
  const roles = await listAuthorRoles();
  return (
    <>
      <PageHeader
        title={t('authors.addTitle')}
        description={t('authors.addIntro')}
        actions={
          <Link href="/admin/authors" className={SECONDARY_BUTTON_CLASS}>
            {t('authors.back')}
          </Link>
        }
      />
      <AuthorForm roles={roles} save={addAuthor} />
    </>
  );
}
