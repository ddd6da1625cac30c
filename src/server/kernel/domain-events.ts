import 'server-only';
import { getDb, type Db } from '../db/client';

/**
 * Domain events (decision 021): facts one context states and other contexts react to, so that the context that states
 * a fact never calls the one that reacts (identity says a profile became complete; FanCred awards its points). A
 * reaction runs inside the publisher's transaction — what it writes commits or rolls back with the fact — and may
 * leave work for after the commit. Today the reactions run in process; the durable queue of the multi-copy issue will
 * carry them between copies without changing a publisher.
 */
export interface DomainEvents {
  /** A fan's profile became complete: at sign-up with every field, in complete_profile, or on /profile. */
  'identity.profile_completed': { userId: string; emsisdn: string; playableAdScore?: number };
  /** A network or voucher subscription was applied (its subscription event's id names it once). */
  'billing.subscription_started': { userId: string; emsisdn: string; package: string; subscriptionEventId: number };
  /**
   * A live match changed (issue 24): an event recorded or undone. `change` says what a fan would be told of: the first
   * kick-off, a score that moved, full time — or `other` (a card, a comment, half time, an undo that left the score).
   */
  'matches.live_changed': {
    matchId: number;
    team: string;
    version: number;
    change: 'kick_off' | 'score' | 'full_time' | 'other';
    eventType: string | null;
    side: 'home' | 'away' | null;
    home: string;
    away: string;
    homeScore: number | null;
    awayScore: number | null;
    minute: number | null;
    status: 'scheduled' | 'live' | 'half_time' | 'full_time';
  };
  /**
   * A story became visible to fans (issue 24): created published, or a draft or hidden story made active. Its title in
   * each language (null where it has none), for the `news` push.
   */
  'content.story_published': {
    storyId: number;
    slug: string;
    title: string;
    titleZu: string | null;
    titleXh: string | null;
    titleAf: string | null;
  };
}

export type DomainEventType = keyof DomainEvents;
export type DomainEvent<K extends DomainEventType = DomainEventType> = { [T in K]: { type: T } & DomainEvents[T] }[K];

/** What a transaction passes to a reaction: enough to read and write in it. */
export type Executor = Pick<Db, 'execute'>;
/** Work a reaction leaves for after the publisher's commit (it must be safe to miss: a sweeper catches it). */
export type AfterCommit = () => Promise<void>;
export type Reaction<K extends DomainEventType> = (event: DomainEvent<K>, tx: Executor) => Promise<AfterCommit | void>;

/**
 * The reactions, by event and by name. Kept on globalThis: Next.js may load this module once per bundle, and every copy
 * must see the reactions `src/server/reactions.ts` registered; a name registered again replaces itself.
 */
const REGISTRY = Symbol.for('touchline.domain-event-reactions');
type Registry = Map<DomainEventType, Map<string, Reaction<DomainEventType>>>;
function registry(): Registry {
  const holder = globalThis as { [REGISTRY]?: Registry };
  holder[REGISTRY] ??= new Map();
  return holder[REGISTRY];
}

/** Registers `reaction` (under `name`) to every published event of `type`. */
export function reactTo<K extends DomainEventType>(type: K, name: string, reaction: Reaction<K>): void {
  const reactions = registry().get(type) ?? new Map<string, Reaction<DomainEventType>>();
  reactions.set(name, reaction as Reaction<DomainEventType>);
  registry().set(type, reactions);
}

/**
 * Publishes facts inside the caller's transaction: every reaction runs in it. Returns the reactions' after-commit
 * work, which the caller runs once its transaction has committed. A fact nobody reacts to is a wiring fault, not a
 * silent loss: it throws (and rolls the caller back).
 */
export async function publishInTransaction(tx: Executor, events: DomainEvent[]): Promise<AfterCommit> {
  const later: AfterCommit[] = [];
  for (const event of events) {
    const reactions = registry().get(event.type);
    if (!reactions || reactions.size === 0) {
      throw new Error(`No reaction is registered to the domain event ${event.type}: import '@/server/reactions' where the process starts.`);
    }
    for (const reaction of reactions.values()) {
      const after = await reaction(event, tx);
      if (after) later.push(after);
    }
  }
  return async () => {
    for (const after of later) await after();
  };
}

/** Publishes facts in a transaction of their own, then runs the after-commit work. */
export async function publish(events: DomainEvent[]): Promise<void> {
  if (events.length === 0) return;
  const db = await getDb();
  const afterCommit = await db.transaction((tx) => publishInTransaction(tx, events));
  await afterCommit();
}
