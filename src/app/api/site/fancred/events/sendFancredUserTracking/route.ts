/** sendFancredUserTracking (spec §3 tracking, §7): the same call as sendFancredEventTracking. */
export { POST } from '../sendFancredEventTracking/route';
