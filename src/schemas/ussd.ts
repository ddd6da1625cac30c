import { z } from 'zod';

/**
 * USSD for feature phones (issue 25, DESIGN §4.1): the aggregators' common callback shape and the constants the
 * endpoint, the console and the demo phone (/dev/ussd) share. Pure, so the demo phone's island may import it.
 */

/** The service code of the demo (USSD_SERVICE_CODE's default; the seeded Next Match widget shows it). */
export const USSD_DEMO_SERVICE_CODE = '*120*2627#';

/** A USSD code fans dial: *, digits, more *-separated digits, and a final # (*120*1234#). */
export const USSD_CODE_PATTERN = /^\*\d{1,6}(\*\d{1,10}){0,5}#$/;

/** South Africa's mobile networks as aggregators name them in `networkCode` (MCC 655 + MNC). */
export const USSD_NETWORKS = [
  { code: '65501', name: 'Vodacom', network: 'vodacom' },
  { code: '65510', name: 'MTN', network: 'mtn' },
  { code: '65507', name: 'Cell C', network: 'cellc_telkom' },
  { code: '65502', name: 'Telkom', network: 'cellc_telkom' },
] as const;

export type UssdNetwork = (typeof USSD_NETWORKS)[number];

export function ussdNetworkOf(code: string | undefined): UssdNetwork | null {
  return USSD_NETWORKS.find((network) => network.code === code) ?? null;
}

/** The answer types: `CON` waits for the caller's answer, `END` closes the session. */
export type UssdAnswer = { kind: 'CON' | 'END'; text: string };

/** Printable text only: no control characters (a NUL or a line break in an answer is not a keypad's). */
const printable = (max: number) =>
  z
    .string()
    .max(max)
    .refine((value) => !/[\u0000-\u001f\u007f]/.test(value), 'must be printable');

/**
 * `POST /api/ussd/session`, form-encoded. `text` is every answer of the session so far joined by `*` (empty on the
 * first request); `networkCode` may be missing (some aggregators leave it out).
 */
export const ussdSessionBody = z.object({
  sessionId: printable(100).pipe(z.string().trim().min(1, 'sessionId is required')),
  serviceCode: z.string().trim().max(40).regex(USSD_CODE_PATTERN, 'serviceCode must be a USSD code like *120*2627#'),
  phoneNumber: z
    .string()
    .trim()
    .max(20)
    .regex(/^\+?\d{9,15}$/, 'phoneNumber must be a mobile number'),
  networkCode: z.string().trim().max(10).regex(/^\d*$/, 'networkCode must be digits').optional().default(''),
  text: printable(200).optional().default(''),
});

export type UssdSessionInput = z.output<typeof ussdSessionBody>;
