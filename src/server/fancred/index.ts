/** The fancred context: what other contexts may use. */
export { getFanActivity, type FanCredActivity } from './activity';
export { recordFanEvents, type FanEventInput } from './events';
export { decodePlayableAdScore, encodePlayableAdScore } from './playable-ad-score';
