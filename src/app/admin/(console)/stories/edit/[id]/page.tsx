import { notFound } from 'next/navigation';
import { History } from '@/components/admin/audit-trail';
import { PageHeader } from '@/components/admin/page-header';
import { StoryActions } from '@/components/admin/stories/story-actions';
import { StoryForm } from '@/components/admin/stories/story-form';
import { storyFormValuesOf } from '@/components/admin/stories/story-payload';
import { consoleTranslator } from '@/i18n/console-messages';
import { getConfig } from '@/server/config';
import { getStoryFormOptions, getStoryForStaff, STORY_ENTITY } from '@/server/content';
import { requireStaff } from '@/server/http/staff-guard';
import { listAudit } from '@/server/audit';
import { parseDbId } from '@/schemas/db-id';
import * as storyActions from '../../actions';

/** /admin/stories/edit/{id}: the story form over updateStory (spec §5), its public address, actions and history. */
export default async function EditStoryPage({ params }: { params: Promise<{ id: string }> }) {
  const { id: raw } = await params;
  await requireStaff(`/admin/stories/edit/${raw}`);
  const id = parseDbId(raw);
  const story = id ? await getStoryForStaff(id) : null;
  if (!story) notFound();
  const t = consoleTranslator('stories');
  const [options, history] = await Promise.all([getStoryFormOptions(story), listAudit({ entityType: STORY_ENTITY, entityId: story.id })]);
  const publicUrl = `${getConfig().siteUrl}${story.url}`;

  return (
    <>
      <PageHeader
        title={t('edit.title')}
        description={
          <>
            {t('edit.publicUrl')}{' '}
            <a
              href={story.url}
              className="break-all text-bok-green underline"
              data-testid="story-public-url"
              target="_blank"
              rel="noopener"
            >
              {publicUrl}
            </a>
            {!story.isActive && <span className="ml-2 font-semibold text-amber-900">{t('edit.hidden')}</span>}
          </>
        }
        actions={<StoryActions story={story} actions={storyActions} />}
      />
      <StoryForm
        storyId={story.id}
        isActive={story.isActive}
        defaults={storyFormValuesOf(story)}
        imageUrl={story.imageFile ? story.imageUrl : undefined}
        save={storyActions.saveStory}
        {...options}
      />
      <History entries={history.entries} />
    </>
  );
}
