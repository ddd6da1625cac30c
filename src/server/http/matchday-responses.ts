import 'server-only';
import type { PotmViewJson, PredictionJson, PredictorViewJson } from '@/schemas/predictor';
import type { PotmView, Prediction, PredictorView } from '../matchday';

/** Match day's answers in the contract's JSON (DESIGN §4.1): the services speak camelCase, the wire snake_case. */

export function predictionJson(prediction: Prediction): PredictionJson {
  return {
    match_id: prediction.matchId,
    winner: prediction.winner,
    margin: prediction.margin,
    points: prediction.points,
    updated_at: prediction.updatedAt,
  };
}

export function predictorViewJson(view: PredictorView): PredictorViewJson {
  return {
    match_id: view.matchId,
    open: view.isOpen,
    settled: view.isSettled,
    kickoff_at: view.kickoffAt,
    split: view.split.percent,
    counts: view.split.counts,
    total: view.split.total,
    mine: view.mine ? predictionJson(view.mine) : null,
  };
}

export function potmViewJson(view: PotmView): PotmViewJson {
  return {
    match_id: view.matchId,
    open: view.isOpen,
    state: view.state,
    opens_minute: view.opensMinute,
    closes_at: view.closesAt,
    candidates: view.candidates.map((candidate) => ({
      player_id: candidate.playerId,
      name: candidate.name,
      position: candidate.position,
      portrait_url: candidate.portraitUrl,
    })),
    mine: view.mine ? { player_id: view.mine.playerId, voted_at: view.mine.votedAt } : null,
    ...(view.results
      ? {
          results: view.results.map((result) => ({
            player_id: result.playerId,
            name: result.name,
            votes: result.votes,
            share: result.share,
          })),
          total_votes: view.totalVotes ?? 0,
        }
      : {}),
  };
}
