import Link from 'next/link';
import { ActionButton } from '@/components/admin/action-button';
import { COMPACT_SECONDARY_BUTTON_CLASS, SECONDARY_BUTTON_CLASS } from '@/components/admin/form-field';
import { consoleTranslator } from '@/i18n/console-messages';
import type { ActionResult } from '@/server/http/staff-actions';

type Write = Promise<ActionResult<null>>;

/**
 * A story's actions, the same in the list and on its edit page: Edit (in the list), Preview, Activate or Deactivate,
 * Feature or Unfeature, and Remove (confirmed, then back to the list). Each button sends the state it shows it will
 * set, so a page left open cannot flip a story back. They sit on one line, Remove set apart after a divider so it is
 * not hit for its neighbour; in the list (`withEdit`) the buttons are the compact ones, so the row fits at 1280 px.
 */
export function StoryActions({
  story,
  actions,
  withEdit = false,
}: {
  story: { id: number; title: string; isActive: boolean; isFeatured: boolean };
  actions: {
    setStoryActive: (id: number, value: boolean) => Write;
    setStoryFeatured: (id: number, value: boolean) => Write;
    deleteStory: (id: number) => Write;
  };
  withEdit?: boolean;
}) {
  const t = consoleTranslator('stories');
  const compact = withEdit;
  const linkClass = compact ? COMPACT_SECONDARY_BUTTON_CLASS : SECONDARY_BUTTON_CLASS;
  return (
    <div className="flex flex-nowrap items-center gap-1" data-testid="story-actions">
      {withEdit && (
        <Link href={`/admin/stories/edit/${story.id}`} className={linkClass} aria-label={t('actions.editNamed', { title: story.title })}>
          {t('actions.edit')}
        </Link>
      )}
      <Link
        href={`/admin/stories/preview/${story.id}`}
        className={linkClass}
        aria-label={t('actions.previewNamed', { title: story.title })}
      >
        {t('actions.preview')}
      </Link>
      <ActionButton
        action={actions.setStoryActive.bind(null, story.id, !story.isActive)}
        label={story.isActive ? t('actions.deactivate') : t('actions.activate')}
        success={story.isActive ? t('actions.deactivated') : t('actions.activated')}
        compact={compact}
      />
      <ActionButton
        action={actions.setStoryFeatured.bind(null, story.id, !story.isFeatured)}
        label={story.isFeatured ? t('actions.unfeature') : t('actions.feature')}
        success={story.isFeatured ? t('actions.unfeatured') : t('actions.featured')}
        compact={compact}
      />
      <span className="ml-2 border-l border-neutral-300 pl-3" data-testid="story-remove">
        <ActionButton
          action={actions.deleteStory.bind(null, story.id)}
          label={t('actions.remove')}
          success={t('actions.removed')}
          danger
          redirectTo="/admin/stories"
          confirm={{
            title: t('actions.removeTitle'),
            message: t('actions.removeMessage', { title: story.title }),
            button: t('actions.remove'),
          }}
          compact={compact}
        />
      </span>
    </div>
  );
}
