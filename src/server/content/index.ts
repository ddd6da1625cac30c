/** The content context: what other contexts may use. */
export {
  getStoryBySlug,
  getStoryCoverInfo,
  isStoryPublished,
  listCategories,
  listPlayerStories,
  listStorySlugs,
  listTeamNews,
  type StoryCard,
  type StoryDetail,
  type TeamNewsPage,
} from './stories';
export { teamNewsRequest } from './team-news-request';
export { storiesPublishedByWeek } from './dashboard-stats';
export { getCurrentTerms, type TermsVersion } from './terms';
export {
  discardTermsDraft,
  getTermsVersionForStaff,
  listTermsVersions,
  publishTermsDraft,
  saveTermsDraft,
  startTermsDraft,
  TERMS_ENTITY,
} from './admin-terms';
export {
  addCategory,
  CATEGORY_ENTITY,
  getCategoryForStaff,
  getCategoryTreeForStaff,
  listCategoriesForStaff,
  setCategoryActive,
  updateCategory,
  type CategoryNode,
} from './admin-categories';
export {
  createStory,
  getStoryFormOptions,
  getStoryForStaff,
  getStoryPreview,
  listAuthorsForStaff,
  listStoriesForStaff,
  removeStory,
  setStoryFlag,
  STORY_ENTITY,
  updateStory,
  type StaffStory,
  type StoryCreateInput,
  type StoryFormOptions,
  type StoryUpdateInput,
} from './admin-stories';
export {
  addAuthorRole,
  AUTHOR_ENTITY,
  AUTHOR_ROLE_ENTITY,
  createAuthor,
  deleteAuthorRole,
  getAuthorForEdit,
  listAuthorRoles,
  listAuthorsPage,
  renameAuthorRole,
  updateAuthor,
  type AuthorStatusFilter,
  type ConsoleAuthor,
} from './admin-authors';
export {
  listHeadlinesForStaff,
  listHomeGamesForStaff,
  saveHeadlines,
  saveHomeGames,
  searchHeadlineStories,
  type HeadlineStory,
  type StaffHomeGame,
} from './admin-widgets';
export { getHomeGames, getHomeHeadlines, type HomeGame, type HomeHeadline } from './home-widgets';
export { sanitizeStoryHtml } from './sanitize';
