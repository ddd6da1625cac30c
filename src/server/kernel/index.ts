/**
 * The kernel: the few types and mechanisms every context shares without depending on another context — who acts, the
 * shape of a staff write's answer, the domain events one context publishes and others react to, and the one question
 * a lower context asks a higher one (is this story or video published?).
 */
export { type Actor } from './actor';
export { adminFail, adminOk, type AdminError, type AdminResult } from './admin-result';
export {
  publish,
  publishInTransaction,
  reactTo,
  type AfterCommit,
  type DomainEvent,
  type DomainEvents,
  type DomainEventType,
  type Executor,
  type Reaction,
} from './domain-events';
export { answerPublishedItems, isPublishedItem, type PublishedItemCheck, type PublishedItemType } from './published-items';
export { memoize } from './memo';
export {
  basicCredentials,
  isSameSecret,
  isSignatureValid,
  SIGNATURE_HEADER,
  SIGNATURE_WINDOW_SECONDS,
  signatureParts,
  signCallback,
} from './signed-callback';
