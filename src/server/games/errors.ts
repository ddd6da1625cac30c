import { appError } from '@/schemas/app-error';

/** The games' refusals (one error model): each says what the fan can do. */
export const GAMES_ERRORS = {
  unknownSession: appError(404, 'unknown_session', 'This game was not started here. Start a new game.'),
  alreadyScored: appError(409, 'already_scored', 'This game already has its score. Start a new game.'),
  expired: appError(410, 'session_expired', 'This game is too old to score. Start a new game.'),
  tooShort: appError(422, 'game_too_short', 'This game was too short to score.'),
  /** The moves are ones the game allows, but they take longer than the game has been running (decision 025). */
  impossible: appError(422, 'impossible_score', 'This score is not possible in the time played.'),
  /** Moves the game does not allow: out of order, while the ball is in the air, after the tackle, out of range. */
  invalidMoves: appError(422, 'invalid_moves', 'These moves are not possible in this game.'),
  /** The moves replayed from the game's seed make another score than the one sent. */
  scoreMismatch: appError(422, 'score_mismatch', "This score is not what the game's moves make."),
  nicknameRequired: appError(409, 'nickname_required', 'Nickname is required'),
} as const;
