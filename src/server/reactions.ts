import 'server-only';
import { answerPublishedItems, reactTo } from './kernel';

/**
 * Who reacts to which domain event (decision 021), and who answers the one question a lower context asks a higher one
 * (is this story or video published? — FanCred asks before it awards a like, a share or a watch): the one place a
 * context meets the contexts above it, so it never imports them. Imported for its effect by the entry points that run
 * services (the route wrapper and the server-action wrapper in http/, the integration tests' setup); publishing a fact
 * nobody registered a reaction to, or asking a question nobody answers, throws, so a missing import fails loudly instead
 * of losing or granting points. Each reaction loads its context when it first runs, so importing this file costs
 * nothing and loads no context early (a test's mocks of a context's modules still apply).
 */
reactTo('identity.profile_completed', 'fancred.completed_profile', async (event, tx) =>
  (await import('./fancred')).awardProfileCompleted(event, tx),
);
reactTo('billing.subscription_started', 'fancred.subscription', async (event, tx) =>
  (await import('./fancred')).awardSubscriptionStarted(event, tx),
);
reactTo('matches.live_changed', 'outbound.push', async (event, tx) => (await import('./outbound')).pushForLiveChange(event, tx));
reactTo('content.story_published', 'outbound.push', async (event, tx) => (await import('./outbound')).pushForStory(event, tx));
answerPublishedItems('story', async (id) => (await import('./content')).isStoryPublished(id));
answerPublishedItems('video', async (id) => (await import('./videos')).isVideoPublished(id));
