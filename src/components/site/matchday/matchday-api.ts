import { getJson, mapData, postJson, type ApiResult } from '@/components/browser/api-client';
import type { PotmViewJson, PredictionJson, PredictorViewJson, PredictorWinner } from '@/schemas/predictor';

/**
 * The browser's calls to the predictor and the Player of the Match endpoints (DESIGN §4.1): each maps its JSON to
 * camelCase here, once.
 */

export interface MyPrediction {
  winner: PredictorWinner;
  margin: number;
  points: number | null;
}

export interface PredictorState {
  isOpen: boolean;
  isSettled: boolean;
  split: Record<PredictorWinner, number>;
  counts: Record<PredictorWinner, number>;
  total: number;
  mine: MyPrediction | null;
}

const fromPrediction = (json: PredictionJson): MyPrediction => ({ winner: json.winner, margin: json.margin, points: json.points });

export async function loadPredictor(matchId: number): Promise<ApiResult<PredictorState>> {
  return mapData(await getJson<PredictorViewJson>(`/api/site/predictor/${matchId}`), (json) => ({
    isOpen: json.open,
    isSettled: json.settled,
    split: json.split,
    counts: json.counts,
    total: json.total,
    mine: json.mine ? fromPrediction(json.mine) : null,
  }));
}

export async function sendPrediction(matchId: number, winner: PredictorWinner, margin: number): Promise<ApiResult<MyPrediction>> {
  const body = { match_id: matchId, winner, margin: winner === 'draw' ? 0 : margin };
  return mapData(await postJson<{ prediction: PredictionJson }>('/api/site/predictor/predict', body), (json) =>
    fromPrediction(json.prediction),
  );
}

export interface PotmCandidateItem {
  playerId: number;
  name: string;
  position: string;
  portraitUrl: string;
}

export interface PotmState {
  state: PotmViewJson['state'];
  opensMinute: number;
  closesAt: string | null;
  candidates: PotmCandidateItem[];
  minePlayerId: number | null;
  results: { playerId: number; name: string; votes: number; share: number }[] | null;
  totalVotes: number;
}

export async function loadPotm(matchId: number): Promise<ApiResult<PotmState>> {
  return mapData(await getJson<PotmViewJson>(`/api/site/potm/${matchId}`), (json) => ({
    state: json.state,
    opensMinute: json.opens_minute,
    closesAt: json.closes_at,
    candidates: json.candidates.map((candidate) => ({
      playerId: candidate.player_id,
      name: candidate.name,
      position: candidate.position,
      portraitUrl: candidate.portrait_url,
    })),
    minePlayerId: json.mine?.player_id ?? null,
    results:
      json.results?.map((result) => ({ playerId: result.player_id, name: result.name, votes: result.votes, share: result.share })) ?? null,
    totalVotes: json.total_votes ?? 0,
  }));
}

type VoteJson = { vote: { match_id: number; player_id: number; voted_at: string }; points: number };

export async function sendVote(matchId: number, playerId: number): Promise<ApiResult<{ playerId: number; points: number }>> {
  return mapData(await postJson<VoteJson>('/api/site/potm/vote', { match_id: matchId, player_id: playerId }), (json) => ({
    playerId: json.vote.player_id,
    points: json.points,
  }));
}
