import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ActionButton } from '@/components/admin/action-button';
import { History } from '@/components/admin/audit-trail';
import { SECONDARY_BUTTON_CLASS } from '@/components/admin/form-field';
import { PageHeader } from '@/components/admin/page-header';
import { StoryForm } from '@/components/admin/stories/story-form';
import { consoleTranslator } from '@/i18n/console-messages';
import { getConfig } from '@/server/config';
import { getStoryForStaff } from '@/server/content';
import { requireStaff } from '@/server/http/staff-guard';
import { listAudit } from '@/server/ops/audit';
import { STORY_TRANSLATIONS, type StoryFormValues } from '@/schemas/stories';
import { deleteStory, saveStory, setStoryActive, setStoryFeatured } from '../../actions';
import { storyFormOptions } from '../../form-data';
import { parseDbId } from '@/schemas/db-id';

type Story = NonNullable<Awaited<ReturnType<typeof getStoryForStaff>>>;

function formValues(story: Story): StoryFormValues {
  const has = (value: string | null) => Boolean(value?.trim());
  const flags = Object.fromEntries(
    STORY_TRANSLATIONS.map(({ flag, lang }) => [flag, has(story[`title_${lang}`]) || has(story[`abstract_${lang}`]) || has(story[`body_${lang}`])]),
  ) as Pick<StoryFormValues, 'zulu' | 'xhosa' | 'afrikaans'>;
  return {
    title: story.title,
    abstract: story.abstract,
    body: story.body,
    // The main category first: the form keeps it as the first one ticked.
    basket_ids: [story.basket_id, ...story.basket_ids.filter((id) => id !== story.basket_id)],
    author: story.author ? String(story.author) : '',
    player: story.player ? String(story.player) : '',
    tweet_url: story.tweet_url ?? '',
    ...flags,
    title_zu: story.title_zu ?? '',
    title_xh: story.title_xh ?? '',
    title_af: story.title_af ?? '',
    abstract_zu: story.abstract_zu ?? '',
    abstract_xh: story.abstract_xh ?? '',
    abstract_af: story.abstract_af ?? '',
    body_zu: story.body_zu ?? '',
    body_xh: story.body_xh ?? '',
    body_af: story.body_af ?? '',
  };
}

/** /admin/stories/edit/{id}: the story form over updateStory (spec §5), its public address, actions and history. */
export default async function EditStoryPage({ params }: { params: Promise<{ id: string }> }) {
  const { id: raw } = await params;
  await requireStaff(`/admin/stories/edit/${raw}`);
  const id = parseDbId(raw);
  const story = id ? await getStoryForStaff(id) : null;
  if (!story) notFound();
  const t = consoleTranslator('stories');
  const [options, history] = await Promise.all([
    storyFormOptions({ author: story.author, authorName: story.author_name, player: story.player, playerName: story.player_name }),
    listAudit({ entityType: 'story', entityId: story.id }),
  ]);
  const publicUrl = `${getConfig().siteUrl}${story.url}`;

  return (
    <>
      <PageHeader
        title={t('edit.title')}
        description={
          <>
            {t('edit.publicUrl')}{' '}
            <a href={story.url} className="break-all text-bok-green underline" data-testid="story-public-url" target="_blank" rel="noopener">
              {publicUrl}
            </a>
            {!story.is_active && <span className="ml-2 font-semibold text-amber-900">{t('edit.hidden')}</span>}
          </>
        }
        actions={
          <>
            <Link href={`/admin/stories/preview/${story.id}`} className={SECONDARY_BUTTON_CLASS}>
              {t('actions.preview')}
            </Link>
            <ActionButton
              action={setStoryActive.bind(null, story.id, !story.is_active)}
              label={story.is_active ? t('actions.deactivate') : t('actions.activate')}
              success={story.is_active ? t('actions.deactivated') : t('actions.activated')}
            />
            <ActionButton
              action={setStoryFeatured.bind(null, story.id, !story.is_featured)}
              label={story.is_featured ? t('actions.unfeature') : t('actions.feature')}
              success={story.is_featured ? t('actions.unfeatured') : t('actions.featured')}
            />
            <ActionButton
              action={deleteStory.bind(null, story.id)}
              label={t('actions.remove')}
              success={t('actions.removed')}
              danger
              redirectTo="/admin/stories"
              confirm={{ title: t('actions.removeTitle'), message: t('actions.removeMessage', { title: story.title }), button: t('actions.remove') }}
            />
          </>
        }
      />
      <StoryForm storyId={story.id} defaults={formValues(story)} imageUrl={story.image_file ? story.image_url : undefined} save={saveStory} {...options} />
      <History entries={history.entries} />
    </>
  );
}
