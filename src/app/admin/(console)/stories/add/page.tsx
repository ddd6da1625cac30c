import { PageHeader } from '@/components/admin/page-header';
import { StoryForm } from '@/components/admin/stories/story-form';
import { consoleTranslator } from '@/i18n/console-messages';
import { requireStaff } from '@/server/http/staff-guard';
import type { StoryFormValues } from '@/schemas/stories';
import { storyFormOptions } from '../form-data';

const EMPTY: StoryFormValues = {
  title: '',
  abstract: '',
  body: '',
  basket_ids: [],
  author: '',
  player: '',
  tweet_url: '',
  zulu: false,
  xhosa: false,
  afrikaans: false,
  title_zu: '',
  title_xh: '',
  title_af: '',
  abstract_zu: '',
  abstract_xh: '',
  abstract_af: '',
  body_zu: '',
  body_xh: '',
  body_af: '',
};

/** /admin/stories/add: a new story, sent to the console's addStory call (spec §7), then its edit page. */
export default async function AddStoryPage() {
  await requireStaff('/admin/stories/add');
  const t = consoleTranslator('stories');
  const options = await storyFormOptions();
  return (
    <>
      <PageHeader title={t('add.title')} description={t('add.description')} />
      <StoryForm defaults={EMPTY} {...options} />
    </>
  );
}
