/** The fancred context: what other contexts may use. */
export { recordFanEvents, type FanEventInput } from './events';
export { decodePlayableAdScore, encodePlayableAdScore } from './playable-ad-score';
export { fanEvents } from './schema';
