/** The Touchline+ videos context (issue 12): what the routes, pages and other contexts may use. */
export {
  defaultRendition,
  getShow,
  getSponsoredRow,
  getVideoBySlug,
  listHeaderSlides,
  listLatestVideos,
  listPopularVideos,
  listRelatedVideos,
  listShowCarousels,
  listVideoSlugs,
  popularCounts,
  POPULAR_DAYS,
  type HeaderSlide,
  type SponsoredRow,
  type VideoCard,
  type VideoDetail,
  type VideoShow,
} from './catalog';
export { countViews, getPlayback, openVideoStream, playVideo, trackVideo, VIDEO_ERRORS, type Playback, type StreamAnswer } from './watch';
export { streamFanRef, STREAM_PATH } from './stream-tokens';
export {
  getPins,
  getSlideForStaff,
  getSponsorForStaff,
  getVideoForStaff,
  listShowsForStaff,
  listSlidesForStaff,
  listVideoChoices,
  listVideosForStaff,
  savePins,
  saveShow,
  saveSlide,
  saveSponsor,
  saveVideo,
  sourceText,
  VIDEO_ENTITY,
  type StaffShow,
  type StaffSlide,
  type StaffVideo,
} from './admin';
export { eraseVideoData, exportVideoData } from './privacy';
