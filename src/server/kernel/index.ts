/**
 * The kernel: the few types and mechanisms every context shares without depending on another context — who acts, the
 * shape of a staff write's answer, and the domain events one context publishes and others react to.
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
