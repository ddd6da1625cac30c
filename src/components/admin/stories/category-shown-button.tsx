import { ActionButton } from '@/components/admin/action-button';
import { consoleTranslator } from '@/i18n/console-messages';
import type { ActionResult } from '@/server/http/staff-actions';

/** Activate or Deactivate one category (in the tree and on its edit page): it sends the state it shows it will set. */
export function CategoryShownButton({
  category,
  action,
}: {
  category: { id: number; name: string; isActive: boolean };
  action: (id: number, value: boolean) => Promise<ActionResult<null>>;
}) {
  const t = consoleTranslator('stories');
  return (
    <ActionButton
      action={action.bind(null, category.id, !category.isActive)}
      label={category.isActive ? t('actions.deactivate') : t('actions.activate')}
      success={
        category.isActive ? t('categories.deactivated', { name: category.name }) : t('categories.activated', { name: category.name })
      }
    />
  );
}
