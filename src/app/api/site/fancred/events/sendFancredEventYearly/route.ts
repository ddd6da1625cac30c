/** sendFancredEventYearly (spec §7): the same award as the monthly call (one award in both ledgers) — sent twice, it counts once. */
export { POST } from '../sendFancredEventMonthly/route';
