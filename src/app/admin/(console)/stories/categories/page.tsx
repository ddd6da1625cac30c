import Link from 'next/link';
import { ActionButton } from '@/components/admin/action-button';
import { SECONDARY_BUTTON_CLASS } from '@/components/admin/form-field';
import { PageHeader } from '@/components/admin/page-header';
import { CategoryEditor, CategoryForm } from '@/components/admin/stories/category-form';
import { categoryTree, indentedName, type TreeRow } from '@/components/admin/stories/category-tree';
import { consoleTranslator } from '@/i18n/console-messages';
import { listCategoriesForStaff } from '@/server/content';
import { requireStaff } from '@/server/http/staff-guard';
import { createCategory, editCategory, switchCategory } from './actions';

type Category = TreeRow<Awaited<ReturnType<typeof listCategoriesForStaff>>[number]>;

/** /admin/stories/categories: the category tree — add, rename, re-parent, activate and deactivate. */
export default async function CategoriesPage() {
  await requireStaff('/admin/stories/categories');
  const t = consoleTranslator('stories');
  const shell = consoleTranslator('shell');
  const rows = categoryTree(await listCategoriesForStaff());
  const parents = rows.map((row) => ({ basket_id: row.basket_id, label: indentedName(row) }));
  const childrenOf = (parent: number | null, depth: number) => rows.filter((row) => row.depth === depth && (depth === 0 ? true : row.parent_id === parent));

  const branch = (items: Category[]) => (
    <ul className={items[0]?.depth ? 'ml-4 border-l border-neutral-300 pl-3 sm:ml-6' : ''}>
      {items.map((category) => {
        const below = childrenOf(category.basket_id, category.depth + 1);
        return (
          <li key={category.basket_id} className="py-1" data-testid="category-item" data-name={category.name}>
            <div className="flex flex-wrap items-center gap-2 rounded border border-neutral-200 bg-white px-3 py-2">
              <span className="font-semibold">{category.name}</span>
              <span className={`rounded px-2 py-0.5 text-xs font-bold ${category.is_active ? 'bg-green-100 text-green-900' : 'bg-neutral-200 text-neutral-800'}`}>
                {category.is_active ? shell('active') : shell('inactive')}
              </span>
              <span className="text-xs text-muted">{t('categories.meta', { basketId: category.basket_id, count: category.story_count })}</span>
              <CategoryEditor save={editCategory} parents={parents} category={{ id: category.id, basket_id: category.basket_id, name: category.name, parent_id: category.parent_id }}>
                <Link href={`/admin/stories?basket_id=${category.basket_id}`} className={SECONDARY_BUTTON_CLASS}>
                  {t('categories.stories')}
                </Link>
                <ActionButton
                  action={switchCategory.bind(null, category.id)}
                  label={category.is_active ? t('actions.deactivate') : t('actions.activate')}
                  success={category.is_active ? t('categories.deactivated', { name: category.name }) : t('categories.activated', { name: category.name })}
                />
              </CategoryEditor>
            </div>
            {below.length > 0 && branch(below)}
          </li>
        );
      })}
    </ul>
  );

  return (
    <>
      <PageHeader title={t('categories.title')} description={t('categories.description')} />
      <section aria-labelledby="add-category" className="mb-6 rounded border border-neutral-300 bg-white p-4">
        <h2 id="add-category" className="mb-3 text-lg font-bold">
          {t('categories.addTitle')}
        </h2>
        <CategoryForm save={createCategory} parents={parents} />
      </section>
      <section aria-labelledby="category-tree">
        <h2 id="category-tree" className="mb-3 text-lg font-bold">
          {t('categories.treeTitle')}
        </h2>
        {rows.length === 0 ? <p className="text-sm text-muted">{shell('noRows')}</p> : branch(childrenOf(null, 0))}
      </section>
    </>
  );
}
