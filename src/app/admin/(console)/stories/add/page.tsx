import { PageHeader } from '@/components/admin/page-header';
import { StoryForm } from '@/components/admin/stories/story-form';
import { EMPTY_STORY_VALUES } from '@/components/admin/stories/story-payload';
import { consoleTranslator } from '@/i18n/console-messages';
import { getStoryFormOptions } from '@/server/content';
import { requireStaff } from '@/server/http/staff-guard';

/** /admin/stories/add: a new story, sent to the console's addStory call (spec §7), then its edit page. */
export default async function AddStoryPage() {
  await requireStaff('/admin/stories/add');
  const t = consoleTranslator('stories');
  const options = await getStoryFormOptions();
  return (
    <>
      <PageHeader title={t('add.title')} description={t('add.description')} />
      <StoryForm defaults={EMPTY_STORY_VALUES} {...options} />
    </>
  );
}
