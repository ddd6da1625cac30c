import { z } from 'zod';
import { translationInputs } from './translations';
import { dbId } from './db-id';
import { optionalText, requiredText } from './form-fields';
import { SQUADS } from './teams';
import { UPLOAD_IMAGE_TYPES } from './images';

/**
 * Player profiles in the console (spec §2 /admin/profiles/players, §3 player list item), shared by the form and the
 * server actions. No spec endpoint takes them, so the form's values, its multipart fields and the players context's
 * input are one camelCase shape. The form sends multipart (the portrait rides along): numbers and dates arrive as text.
 */
export const PLAYER_TEAMS = SQUADS;

/** Portraits the browser may send; the server decodes whatever arrives with sharp regardless of its declared type. */
export const PORTRAIT_TYPES = UPLOAD_IMAGE_TYPES;
/** The form's own cap, the same as UPLOAD_MAX_BYTES' default (the server checks the configured one). */
export const PORTRAIT_MAX_BYTES = 5_000_000;

const PLAYER_NAME_MAX = 60;
export const PLAYER_BIO_MAX = 4000;
const PLAYER_POSITION_MAX = 40;

const id = dbId;

const today = () => new Date().toISOString().slice(0, 10);
const dateOfBirth = z
  .string()
  .optional()
  .transform((value) => value?.trim() || null)
  .pipe(
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the date as YYYY-MM-DD')
      .refine(
        (value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
        'This is not a real date',
      )
      .refine((value) => value >= '1900-01-01' && value < today(), 'The date of birth must be in the past')
      .nullable(),
  );

const portrait = z.preprocess(
  (value) => (value instanceof Blob && value.size === 0 ? undefined : value),
  z.instanceof(Blob, { error: 'The portrait must be an image file' }).optional(),
);

export const playerCreateInput = z.object({
  firstName: requiredText('First name', PLAYER_NAME_MAX),
  lastName: requiredText('Last name', PLAYER_NAME_MAX),
  /** Empty: the first name (what the seed does). */
  shortName: optionalText('Short name', 30),
  position: requiredText('Position', PLAYER_POSITION_MAX),
  caps: z.preprocess(
    (value) => (value === '' || value === undefined || value === null ? 0 : value),
    z.coerce
      .number({ error: 'Caps must be a whole number' })
      .int('Caps must be a whole number')
      .min(0, 'Caps cannot be negative')
      .max(1000, 'Caps is at most 1000'),
  ),
  bio: z
    .string()
    .optional()
    .transform((value) => value?.trim() ?? '')
    .pipe(z.string().max(PLAYER_BIO_MAX, `The bio is at most ${PLAYER_BIO_MAX} characters`)),
  dateOfBirth,
  debut: optionalText('Debut', 120),
  category: z.enum(PLAYER_TEAMS, { error: 'Choose the team' }),
  portrait,
});
export type PlayerCreateInput = z.output<typeof playerCreateInput>;
export type PlayerFormValues = z.input<typeof playerCreateInput>;

export const playerUpdateInput = playerCreateInput.extend({ id });
export type PlayerUpdateInput = z.output<typeof playerUpdateInput>;

/**
 * A player's position and bio in other languages (decision 034). The form checks the English fields in the browser;
 * the server action parses these as well (the language fields post as `position_zu`, `bio_af`…).
 */
export const PLAYER_TRANSLATED_FIELDS = ['position', 'bio'] as const;
const playerTranslations = translationInputs({ position: PLAYER_POSITION_MAX, bio: PLAYER_BIO_MAX });
export const playerCreateSave = z.object({ ...playerCreateInput.shape, ...playerTranslations });
export const playerUpdateSave = z.object({ ...playerUpdateInput.shape, ...playerTranslations });

export const playerActiveInput = z.object({ id, isActive: z.boolean() });
export type PlayerActiveInput = z.output<typeof playerActiveInput>;
