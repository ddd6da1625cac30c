import { appError } from '@/schemas/app-error';

/** The refusals of the predictor and the Player of the Match vote (DESIGN §4.1's codes). */
export const MATCHDAY_ERRORS = {
  matchNotFound: appError(404, 'not_found', 'There is no such match.', { key: 'not_found.match' }),
  predictionsClosed: appError(409, 'predictions_closed', 'Predictions for this match closed at kick-off.'),
  votingClosed: appError(409, 'voting_closed', 'The Player of the Match vote is not open.'),
  alreadyVoted: appError(409, 'already_voted', 'You have already voted for the Player of the Match in this match.'),
  notInMatch: appError(422, 'player_not_in_match', 'That player is not in this match.'),
  tooManyPredictions: appError(429, 'too_many_predictions', 'Too many picks in a short time. Please try again in a few minutes.'),
  tooManyVotes: appError(429, 'too_many_votes', 'Too many votes in a short time. Please try again in a few minutes.'),
} as const;
