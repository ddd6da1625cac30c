/** The USSD context (issue 25): the feature-phone channel — the callback's proof, sessions, menus, links by SMS, counts. */
export { eraseUssdData, exportUssdData } from './callers';
export { USSD_MENUS, ussdUsageByDay, type UssdDay, type UssdMenu } from './counts';
export { LINKS_PER_NUMBER_DAILY } from './links';
export { CALLER_KEEP_DAYS, pruneUssd, startUssdPruning, stopUssdPruning } from './pruning';
export { SESSION_LIFETIME_MS } from './sessions';
export { answerUssd, refusedUssdCallback, USSD_ERRORS, type UssdResult } from './ussd';
