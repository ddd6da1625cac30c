import 'server-only';
import { reactTo } from './kernel';

/**
 * Who reacts to which domain event (decision 021): the one place a fact published by one context meets the contexts
 * that act on it, so the publisher never imports them. Imported for its effect by the entry points that run services
 * (the route wrapper and the server-action wrapper in http/, the integration tests' setup); publishing a fact nobody
 * registered a reaction to throws, so a missing import fails loudly instead of losing points. Each reaction loads its
 * context when it first runs, so importing this file costs nothing and loads no context early (a test's mocks of a
 * context's modules still apply).
 */
reactTo('identity.profile_completed', 'fancred.completed_profile', async (event, tx) =>
  (await import('./fancred')).awardProfileCompleted(event, tx),
);
reactTo('billing.subscription_started', 'fancred.subscription', async (event, tx) =>
  (await import('./fancred')).awardSubscriptionStarted(event, tx),
);
