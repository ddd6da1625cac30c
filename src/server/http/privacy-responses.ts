import 'server-only';
import type { MyData } from '../privacy';
import { getConfig } from '../config';
import { profileBody } from './identity-responses';

/**
 * "Download my data" (decision 019): the JSON document the fan gets, with the spec's names for the profile (§3) and
 * ours, in the same snake_case, for the rest. The one place the contexts' camelCase exports become the document.
 */
export function myDataDocument(data: MyData) {
  const { profile, billing, fancred, games, competitions, videos, matchday, pushSubscriptions } = data;
  return {
    about: `Everything ${getConfig().brand.name} holds about you, as of ${data.exportedAt}.`,
    exported_at: data.exportedAt,
    profile: {
      ...profileBody(profile),
      created_at: profile.createdAt,
      profile_completed_at: profile.profileCompletedAt,
      terms_version_accepted: profile.termsVersionAccepted,
    },
    consents: data.consents.map((consent) => ({
      terms_version: consent.termsVersion,
      where: consent.source,
      accepted_at: consent.acceptedAt,
    })),
    subscription: billing.subscription && {
      provider: billing.subscription.provider,
      package: billing.subscription.package,
      state: billing.subscription.state,
      started_at: billing.subscription.startedAt,
      expires_at: billing.subscription.expiresAt,
      cancelled_at: billing.subscription.cancelledAt,
    },
    subscription_history: billing.history.map((event) => ({
      provider: event.provider,
      type: event.type,
      occurred_at: event.occurredAt,
      outcome: event.outcome,
      subscription_id: event.subscriptionId,
      package: event.package,
      expires_at: event.expiresAt,
    })),
    vouchers: billing.vouchers.map((voucher) => ({
      status: voucher.status,
      claimed_at: voucher.claimedAt,
      redeemed_at: voucher.redeemedAt,
    })),
    fancred_events: fancred.events.map((event) => ({
      id: event.id,
      event: event.event,
      event_type: event.eventType,
      event_status: event.eventStatus,
      score: event.score,
      points: event.points,
      reason: event.reason,
      created_at: event.createdAt,
    })),
    fancred_points: fancred.points,
    likes: fancred.likes.map((like) => ({ item_type: like.itemType, item_id: like.itemId, liked_at: like.likedAt })),
    shares: fancred.shares.map((share) => ({
      item_type: share.itemType,
      item_id: share.itemId,
      channel: share.channel,
      shared_at: share.sharedAt,
    })),
    fancred_prizes: fancred.prizes.map((prize) => ({
      period: prize.period,
      type: prize.type,
      place: prize.place,
      prize: prize.prize,
      is_published: prize.isPublished,
    })),
    tracking: fancred.tracking.map((row) => ({ article_id: row.articleId, video_id: row.videoId, action: row.action, at: row.at })),
    game_scores: games.scores.map((score) => ({
      game: score.game,
      score: score.score,
      status: score.status,
      reason: score.reason,
      played_at: score.playedAt,
    })),
    game_sessions: games.sessions.map((session) => ({ session_id: session.sessionId, game: session.game, started_at: session.startedAt })),
    competition_entries: competitions.entries.map((entry) => ({
      competition: entry.competition,
      title: entry.title,
      answer: entry.answer,
      is_correct: entry.isCorrect,
      entered_at: entry.enteredAt,
    })),
    competition_wins: competitions.wins.map((win) => ({
      competition: win.competition,
      title: win.title,
      place: win.place,
      is_published: win.isPublished,
    })),
    video_views: videos.views,
    video_progress: videos.progress,
    predictions: matchday.predictions.map((prediction) => ({
      match_id: prediction.matchId,
      match: prediction.match,
      winner: prediction.winner,
      margin: prediction.margin,
      points: prediction.points,
      predicted_at: prediction.predictedAt,
    })),
    player_of_the_match_votes: matchday.playerOfTheMatchVotes.map((vote) => ({
      match_id: vote.matchId,
      player_id: vote.playerId,
      player: vote.player,
      voted_at: vote.votedAt,
    })),
    push_subscriptions: pushSubscriptions.map((subscription) => ({
      push_service: subscription.pushService,
      topics: subscription.topics,
      language: subscription.language,
      subscribed_at: subscription.subscribedAt,
    })),
  };
}
