import type { listCategoriesForStaff, listStoriesForStaff, StaffStory } from '@/server/content';

/** The Admin API's story and category bodies (spec §3, §7): the content context's camelCase, in the spec's names. */

type StoryList = Awaited<ReturnType<typeof listStoriesForStaff>>;
type StaffCategory = Awaited<ReturnType<typeof listCategoriesForStaff>>[number];

/** stories/list: `{page, lastPage, perPage, total, data}` (the page info in the spec's own camelCase, the rows in snake_case). */
export function storyListJson(list: StoryList) {
  return {
    page: list.page,
    lastPage: list.lastPage,
    perPage: list.perPage,
    total: list.total,
    data: list.data.map((story) => ({
      id: story.id,
      slug: story.slug,
      basket_id: story.basketId,
      category_name: story.categoryName,
      categories: story.categories.map((category) => ({ basket_id: category.basketId, name: category.name })),
      title: story.title,
      author_name: story.authorName,
      is_active: story.isActive,
      is_featured: story.isFeatured,
      languages: story.languages,
      published_at: story.publishedAt,
      updated_at: story.updatedAt,
    })),
  };
}

/** stories/story: one story with every language. */
export function storyJson(story: StaffStory) {
  return {
    id: story.id,
    slug: story.slug,
    url: story.url,
    basket_id: story.basketId,
    basket_ids: story.basketIds,
    title: story.title,
    abstract: story.abstract,
    body: story.body,
    title_zu: story.titleZu,
    title_xh: story.titleXh,
    title_af: story.titleAf,
    abstract_zu: story.abstractZu,
    abstract_xh: story.abstractXh,
    abstract_af: story.abstractAf,
    body_zu: story.bodyZu,
    body_xh: story.bodyXh,
    body_af: story.bodyAf,
    author: story.author,
    author_name: story.authorName,
    player: story.player,
    player_name: story.playerName,
    image_file: story.imageFile,
    image_url: story.imageUrl,
    tweet_url: story.tweetUrl,
    is_active: story.isActive,
    is_featured: story.isFeatured,
    published_at: story.publishedAt,
    updated_at: story.updatedAt,
  };
}

/** stories/categories: a category of the tree, `category_name` repeating its name (spec §7). */
export function categoryJson(category: StaffCategory) {
  return {
    id: category.id,
    basket_id: category.basketId,
    parent_id: category.parentId,
    name: category.name,
    category_name: category.name,
    slug: category.slug,
    is_active: category.isActive,
    story_count: category.storyCount,
  };
}
