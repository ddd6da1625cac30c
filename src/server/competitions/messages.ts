import { appError } from '@/schemas/app-error';

/** The refusals of entering (spec §2's comp_sub_status_check and comp_already_entered, and the closed states). */
export const COMPETITION_ERRORS = {
  notFound: appError(404, 'competition_not_found', 'This competition does not exist.'),
  notOpen: appError(409, 'competition_not_open', 'This competition is not open for entries yet.'),
  closed: appError(409, 'competition_closed', 'This competition has closed. Entries are no longer accepted.'),
  subscriptionRequired: appError(403, 'comp_sub_status_check', 'You need an active subscription to enter this competition.'),
  alreadyEntered: (date: string) =>
    appError(409, 'comp_already_entered', `You've already entered into this competition on ${date}`, { values: { date } }),
  invalidAnswer: appError(422, 'invalid_answer', 'Choose one of the answers.'),
} as const;
