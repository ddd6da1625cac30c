/** The matchday context (issue 24): the live match as fans follow it, the predictor and the Player of the Match. */
export { liveHub, stopLiveHub, type LiveFrame, type LiveHub, type LiveStream, type RenderFrame } from './live-hub';
export { getLiveMatchView, toLiveMatchState, type LiveEventView, type LiveMatchView } from './live-view';
