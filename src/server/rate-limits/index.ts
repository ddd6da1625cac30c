/** Rate limits: fixed-window counters shared by every copy (Postgres, or Redis when set), and the client address they key on. */
export { allow, clientIp, hit, peek, release, secondsLeftInWindow, type Window } from './rate-limit';
