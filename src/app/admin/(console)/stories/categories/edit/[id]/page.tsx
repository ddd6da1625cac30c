import Link from 'next/link';
import { notFound } from 'next/navigation';
import { History } from '@/components/admin/audit-trail';
import { SECONDARY_BUTTON_CLASS } from '@/components/admin/form-field';
import { PageHeader } from '@/components/admin/page-header';
import { parentOptions } from '@/components/admin/stories/category-label';
import { CategoryForm } from '@/components/admin/stories/category-form';
import { CategoryShownButton } from '@/components/admin/stories/category-shown-button';
import { consoleTranslator } from '@/i18n/console-messages';
import { CATEGORY_ENTITY, getCategoryForStaff } from '@/server/content';
import { requireStaff } from '@/server/http/staff-guard';
import { listAudit } from '@/server/audit';
import { parseDbId } from '@/schemas/db-id';
import { editCategory, setCategoryShown } from '../../actions';

/** /admin/stories/categories/edit/{id}: rename and re-parent a category (never under its own branch), show or hide it, and its history. */
export default async function EditCategoryPage({ params }: { params: Promise<{ id: string }> }) {
  const { id: raw } = await params;
  await requireStaff(`/admin/stories/categories/edit/${raw}`);
  const id = parseDbId(raw);
  const found = id ? await getCategoryForStaff(id) : null;
  if (!found) notFound();
  const { category, parents } = found;
  const t = consoleTranslator('stories');
  const shell = consoleTranslator('shell');
  const history = await listAudit({ entityType: CATEGORY_ENTITY, entityId: category.id });

  return (
    <>
      <PageHeader
        title={t('categories.editTitle', { name: category.name })}
        description={
          <>
            {t('categories.path', { path: category.path })} ·{' '}
            {t('categories.meta', { basketId: category.basketId, count: category.storyCount })} ·{' '}
            <span className="font-semibold">{category.isActive ? shell('active') : shell('inactive')}</span>
          </>
        }
        actions={
          <>
            <Link href="/admin/stories/categories" className={SECONDARY_BUTTON_CLASS}>
              {t('categories.backToTree')}
            </Link>
            <Link href={`/admin/stories?basket_id=${category.basketId}`} className={SECONDARY_BUTTON_CLASS}>
              {t('categories.stories')}
            </Link>
            <CategoryShownButton category={category} action={setCategoryShown} />
          </>
        }
      />
      <section aria-labelledby="category-details" className="rounded border border-neutral-300 bg-white p-4">
        <h2 id="category-details" className="mb-3 text-lg font-bold">
          {t('categories.details')}
        </h2>
        <CategoryForm
          save={editCategory}
          parents={parentOptions(parents)}
          category={{ id: category.id, name: category.name, parentId: category.parentId, translations: category.translations }}
        />
      </section>
      <History entries={history.entries} />
    </>
  );
}
