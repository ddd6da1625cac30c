/** Rate limits: fixed-window counters shared by every copy (Postgres, or Redis when set), the client address they key on, alerts. */
export { alertOnce } from './alerts';
export { allow, clientIp, hit, peek, release, reset, secondsLeftInWindow, type Window } from './rate-limit';
