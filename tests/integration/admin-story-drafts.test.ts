import { describe, expect, it } from 'vitest';
import { storyCreateInput, storyToCreate, storyToUpdate, storyUpdateInput } from '@/schemas/stories';
import { createStory, getStoryBySlug, getStoryForStaff, updateStory } from '@/server/content';
import { listAudit } from '@/server/audit/audit';

/**
 * Drafts in the console (issue 17): "Save as draft" is an inactive story — the story's own active flag, sent as
 * is_active=false with the form — and "Publish" sends is_active=true. No other kind of story exists.
 */
const EDITOR = { type: 'staff' as const, id: 'demo-staff-editor', label: 'editor@example.com' };
const stamp = Date.now().toString(36);

async function saved(id: number) {
  const story = await getStoryForStaff(id);
  if (!story) throw new Error(`story ${id} is gone`);
  return story;
}

describe('a story saved as a draft', () => {
  it('reads is_active from the form as text', () => {
    expect(storyCreateInput.parse({ title: 'T', basket_ids: '[112]', is_active: 'false' }).is_active).toBe(false);
    expect(storyCreateInput.parse({ title: 'T', basket_ids: '[112]', is_active: 'true' }).is_active).toBe(true);
    // Absent: a new story is published, as before (the Admin API sends no such field).
    expect(storyCreateInput.parse({ title: 'T', basket_ids: '[112]' }).is_active).toBeUndefined();
    expect(storyUpdateInput.safeParse({ id: 1, is_active: 'maybe' }).success).toBe(false);
  });

  it('is created inactive: fans cannot read it until it is published, and publishing is recorded', async () => {
    const parsed = storyCreateInput.parse({
      title: `Draft story ${stamp}`,
      abstract: 'Not yet.',
      body: '<p>Not yet.</p>',
      basket_ids: '[112]',
      is_active: 'false',
    });
    const created = await createStory(storyToCreate(parsed), EDITOR);
    if (!created.ok) throw new Error(created.error.message);
    const { id, slug } = created.value;
    expect((await saved(id)).isActive).toBe(false);
    expect(await getStoryBySlug(slug, 'en')).toBeNull();

    // Saving the draft again keeps it a draft.
    expect(
      (await updateStory(storyToUpdate(storyUpdateInput.parse({ id, title: `Draft story ${stamp}, edited`, is_active: 'false' })), EDITOR))
        .ok,
    ).toBe(true);
    expect(await saved(id)).toMatchObject({ title: `Draft story ${stamp}, edited`, isActive: false });

    // Publish: the same save with is_active=true.
    expect((await updateStory(storyToUpdate(storyUpdateInput.parse({ id, is_active: 'true' })), EDITOR)).ok).toBe(true);
    expect((await saved(id)).isActive).toBe(true);
    expect((await getStoryBySlug(slug, 'en'))?.title).toBe(`Draft story ${stamp}, edited`);
    const history = await listAudit({ entityType: 'story', entityId: id });
    expect(history.entries.find((entry) => entry.action === 'story.update' && 'is_active' in (entry.changes ?? {}))?.changes).toMatchObject(
      { is_active: { before: false, after: true } },
    );

    // An edit that says nothing about the state keeps it (the Admin API's update).
    expect((await updateStory(storyToUpdate(storyUpdateInput.parse({ id, abstract: 'Now live.' })), EDITOR)).ok).toBe(true);
    expect((await saved(id)).isActive).toBe(true);
  });

  it('a new story without is_active is published, as before', async () => {
    const created = await createStory(storyToCreate(storyCreateInput.parse({ title: `Live story ${stamp}`, basket_ids: '[112]' })), EDITOR);
    if (!created.ok) throw new Error(created.error.message);
    expect((await saved(created.value.id)).isActive).toBe(true);
  });
});
