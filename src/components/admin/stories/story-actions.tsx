import Link from 'next/link';
import { ActionButton } from '@/components/admin/action-button';
import { SECONDARY_BUTTON_CLASS } from '@/components/admin/form-field';
import { consoleTranslator } from '@/i18n/console-messages';
import type { ActionResult } from '@/server/http/staff-actions';

type Write = Promise<ActionResult<null>>;

/**
 * A story's actions, the same in the list and on its edit page: Edit (in the list), Preview, Activate or Deactivate,
 * Feature or Unfeature, and Remove (confirmed, then back to the list). Each button sends the state it shows it will
 * set, so a page left open cannot flip a story back.
 */
export function StoryActions({
  story,
  actions,
  withEdit = false,
}: {
  story: { id: number; title: string; is_active: boolean; is_featured: boolean };
  actions: { setStoryActive: (id: number, value: boolean) => Write; setStoryFeatured: (id: number, value: boolean) => Write; deleteStory: (id: number) => Write };
  withEdit?: boolean;
}) {
  const t = consoleTranslator('stories');
  return (
    <>
      {withEdit && (
        <Link href={`/admin/stories/edit/${story.id}`} className={SECONDARY_BUTTON_CLASS} aria-label={t('actions.editNamed', { title: story.title })}>
          {t('actions.edit')}
        </Link>
      )}
      <Link href={`/admin/stories/preview/${story.id}`} className={SECONDARY_BUTTON_CLASS} aria-label={t('actions.previewNamed', { title: story.title })}>
        {t('actions.preview')}
      </Link>
      <ActionButton
        action={actions.setStoryActive.bind(null, story.id, !story.is_active)}
        label={story.is_active ? t('actions.deactivate') : t('actions.activate')}
        success={story.is_active ? t('actions.deactivated') : t('actions.activated')}
      />
      <ActionButton
        action={actions.setStoryFeatured.bind(null, story.id, !story.is_featured)}
        label={story.is_featured ? t('actions.unfeature') : t('actions.feature')}
        success={story.is_featured ? t('actions.unfeatured') : t('actions.featured')}
      />
      <ActionButton
        action={actions.deleteStory.bind(null, story.id)}
        label={t('actions.remove')}
        success={t('actions.removed')}
        danger
        redirectTo="/admin/stories"
        confirm={{ title: t('actions.removeTitle'), message: t('actions.removeMessage', { title: story.title }), button: t('actions.remove') }}
      />
    </>
  );
}
