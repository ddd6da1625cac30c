import 'server-only';
import { cookies, headers } from 'next/headers';
import type { z } from 'zod';
import { isDatabaseUnavailable } from '../db/errors';
import { getConfig } from '../config';
import type { AdminResult, Actor } from '../kernel';
import { getSignedIn, staffRoleOf, type StaffRole } from '../identity';
import { getLogger } from '../logger';
// Every service a route or action runs may publish a domain event: the reactions are registered before it runs.
import '../reactions';
import { revalidateContent } from '../site';
import { HTTP_ERRORS } from './api-errors';
import { containsNul } from './nul-character';

/**
 * The console's server actions: every one checks the staff role on the server, validates its input with the shared
 * zod schema, calls one service function and refreshes the public pages it touched. A failure comes back as a
 * message the form shows (spec §8: admin write calls rethrow — the user sees that the write failed, never silence).
 */
export type ActionResult<T = undefined> = { ok: true; value: T } | { ok: false; message: string; fieldErrors?: Record<string, string> };

type ContentTag = Parameters<typeof revalidateContent>[number];

const SESSION_ENDED = 'Please log in to the console.';
const ROLE_REFUSED = 'Your role may not do this.';

/** The signed-in staff member as an audit actor, or why not. */
async function staffActor(
  roles: StaffRole[] = ['admin', 'editor'],
): Promise<{ ok: true; actor: Actor & { type: 'staff' }; role: StaffRole } | { ok: false; message: string }> {
  const signedIn = await getSignedIn(await headers());
  const role = staffRoleOf(signedIn?.user);
  if (!signedIn || !role) return { ok: false, message: SESSION_ENDED };
  if (!roles.includes(role)) return { ok: false, message: ROLE_REFUSED };
  return { ok: true, role, actor: { type: 'staff', id: signedIn.user.id, label: signedIn.user.email ?? signedIn.user.id } };
}

/** FormData as a plain object (one value per name; several values of one name become a list). */
function fromFormData(form: FormData): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of new Set(form.keys())) {
    const values = form.getAll(key);
    out[key] = values.length > 1 ? values : values[0];
  }
  return out;
}

export async function staffAction<S extends z.ZodType, T>(options: {
  schema: S;
  input: unknown;
  run: (data: z.output<S>, actor: Actor) => Promise<AdminResult<T>>;
  tags?: ContentTag[];
  roles?: StaffRole[];
}): Promise<ActionResult<T>> {
  let staff: Awaited<ReturnType<typeof staffActor>>;
  try {
    staff = await staffActor(options.roles);
  } catch (error) {
    // The session could not be looked up (the database is away): the form says so, as for a failed write.
    return failed(error);
  }
  if (!staff.ok) return staff;
  const input = options.input instanceof FormData ? fromFormData(options.input) : options.input;
  if (containsNul(input)) return { ok: false, message: 'The form contains a character that cannot be saved (NUL).' };
  const parsed = options.schema.safeParse(input);
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '');
      if (field && !fieldErrors[field]) fieldErrors[field] = issue.message;
    }
    // The form shows each message under its field; the summary is the first message alone — never the field's
    // internal name ("tweet_url: …"), which means nothing to a media officer (issue 17).
    const first = parsed.error.issues[0];
    return { ok: false, message: first?.message ?? 'Invalid input.', fieldErrors };
  }
  try {
    const result = await options.run(parsed.data, staff.actor);
    if (!result.ok) return { ok: false, message: result.error.message };
    if (options.tags?.length) revalidateContent(...options.tags);
    return { ok: true, value: result.value };
  } catch (error) {
    return failed(error);
  }
}

/** A fault during an action, logged once: the form shows "briefly unavailable" for a database outage, else the 500's words. */
function failed(error: unknown): { ok: false; message: string } {
  getLogger().error({ err: error }, 'console action failed');
  return { ok: false, message: (isDatabaseUnavailable(error) ? HTTP_ERRORS.unavailable : HTTP_ERRORS.internal).message };
}

/**
 * Why a plain form post of the console failed, for the page it comes back to. Not in the address (issue 22): a page
 * that printed any `?error=` text could be made to show a stranger's words in the console's own voice ("call this
 * number…") by a link; the address says only `?error=1`, and the reason travels in this cookie — set by the server on
 * this browser, for a minute, on /admin only, never readable by scripts.
 */
const FORM_FAILURE_COOKIE = 'touchline_console_failure';
const FORM_FAILURE_MAX = 300;

/** Keeps the reason for the page the action redirects to (call in the server action, before redirect()). */
export async function keepFormFailure(message: string): Promise<void> {
  (await cookies()).set(FORM_FAILURE_COOKIE, message.slice(0, FORM_FAILURE_MAX), {
    path: '/admin',
    maxAge: 60,
    httpOnly: true,
    sameSite: 'strict',
    secure: getConfig().secureCookies,
  });
}

/** What the page a plain form post came back to announces (SaveNotice): saved, or failed with the reason kept, if any. */
export type FormNotice = { kind: 'saved' } | { kind: 'failed'; reason: string | null } | null;

/**
 * The notice for a page's query: `?saved=1`, or `?error=…` with the reason the action kept on this browser — never
 * text from the address, so a link with `?error=<anything>` shows only the console's own "not saved" sentence.
 */
export async function formNoticeOf(query: Record<string, string | string[] | undefined>): Promise<FormNotice> {
  if (query.error !== undefined) {
    const reason = (await cookies()).get(FORM_FAILURE_COOKIE)?.value.slice(0, FORM_FAILURE_MAX) || null;
    return { kind: 'failed', reason };
  }
  return query.saved === '1' ? { kind: 'saved' } : null;
}
