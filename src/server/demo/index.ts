/**
 * The demo: the data `npm start` seeds into an empty database in demo mode (DESIGN §11), the demo staff and the demo
 * fan's renewed subscription. It stands above every context — it writes through their public functions where they
 * have one, and into their tables where a bulk seed has no other way — and no context imports it.
 */
export { renewDemoSubscriptions } from './demo-subscriptions';
export { isDatabaseEmpty, seedDemoData } from './seed';
export { ensureDemoStaff } from './staff';
export { DEMO_COMPETITION, DEMO_SCRIPT, demoFeedTick, listDemoMatchIds, startDemoLiveFeed, stopDemoLiveFeed } from './live-feed';
