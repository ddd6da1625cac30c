import { appError } from '@/schemas/app-error';

/** The games' refusals (one error model): each says what the fan can do. */
export const GAMES_ERRORS = {
  unknownSession: appError(404, 'unknown_session', 'This game was not started here. Start a new game.'),
  alreadyScored: appError(409, 'already_scored', 'This game already has its score. Start a new game.'),
  expired: appError(410, 'session_expired', 'This game is too old to score. Start a new game.'),
  tooShort: appError(422, 'game_too_short', 'This game was too short to score.'),
  impossible: appError(422, 'impossible_score', 'This score is not possible in the time played.'),
  nicknameRequired: appError(409, 'nickname_required', 'Nickname is required'),
} as const;
