import Link from 'next/link';
import { SECONDARY_BUTTON_CLASS } from '@/components/admin/form-field';
import { PageHeader } from '@/components/admin/page-header';
import { ItemLanguages } from '@/components/admin/translation-fields';
import { parentOptions } from '@/components/admin/stories/category-label';
import { CategoryForm } from '@/components/admin/stories/category-form';
import { CategoryShownButton } from '@/components/admin/stories/category-shown-button';
import { consoleTranslator } from '@/i18n/console-messages';
import { getCategoryTreeForStaff, type CategoryNode } from '@/server/content';
import { requireStaff } from '@/server/http/staff-guard';
import { createCategory, setCategoryShown } from './actions';

/** /admin/stories/categories: the category tree — add, activate and deactivate; each category's Edit page renames, re-parents and shows its history. */
export default async function CategoriesPage() {
  await requireStaff('/admin/stories/categories');
  const t = consoleTranslator('stories');
  const shell = consoleTranslator('shell');
  const languages = consoleTranslator('translations');
  const { roots, rows } = await getCategoryTreeForStaff();

  const branch = (items: CategoryNode[]) => (
    <ul className={items[0]?.depth ? 'ml-4 border-l border-neutral-300 pl-3 sm:ml-6' : ''}>
      {items.map((category) => (
        <li key={category.basketId} className="py-1" data-testid="category-item" data-name={category.name}>
          <div className="flex flex-wrap items-center gap-2 rounded border border-neutral-200 bg-white px-3 py-2">
            <span className="font-semibold">{category.name}</span>
            <ItemLanguages t={languages} languages={category.languages} />
            <span
              className={`rounded px-2 py-0.5 text-xs font-bold ${category.isActive ? 'bg-green-100 text-green-900' : 'bg-neutral-200 text-neutral-800'}`}
            >
              {category.isActive ? shell('active') : shell('inactive')}
            </span>
            <span className="text-xs text-muted">{t('categories.meta', { basketId: category.basketId, count: category.storyCount })}</span>
            <span className="ml-auto flex flex-wrap gap-1">
              <Link
                href={`/admin/stories?basket_id=${category.basketId}`}
                className={SECONDARY_BUTTON_CLASS}
                aria-label={t('categories.storiesNamed', { name: category.name })}
              >
                {t('categories.stories')}
              </Link>
              <CategoryShownButton category={category} action={setCategoryShown} />
              <Link
                href={`/admin/stories/categories/edit/${category.id}`}
                className={SECONDARY_BUTTON_CLASS}
                aria-label={t('categories.editNamed', { name: category.name })}
              >
                {t('categories.edit')}
              </Link>
            </span>
          </div>
          {category.children.length > 0 && branch(category.children)}
        </li>
      ))}
    </ul>
  );

  return (
    <>
      <PageHeader title={t('categories.title')} description={t('categories.description')} />
      <section aria-labelledby="add-category" className="mb-6 rounded border border-neutral-300 bg-white p-4">
        <h2 id="add-category" className="mb-3 text-lg font-bold">
          {t('categories.addTitle')}
        </h2>
        <CategoryForm save={createCategory} parents={parentOptions(rows)} />
      </section>
      <section aria-labelledby="category-tree">
        <h2 id="category-tree" className="mb-3 text-lg font-bold">
          {t('categories.treeTitle')}
        </h2>
        {roots.length === 0 ? <p className="text-sm text-muted">{shell('noRows')}</p> : branch(roots)}
      </section>
    </>
  );
}
