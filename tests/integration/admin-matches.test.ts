import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { call, CookieJar } from '../support/identity-http';

// Server actions read the staff session through next/headers, and refresh public pages through next/cache.
const current = vi.hoisted(() => ({ cookie: '' }));
const revalidated = vi.hoisted(() => [] as string[]);
vi.mock('next/headers', () => ({ headers: async () => new Headers({ cookie: current.cookie, 'x-forwarded-for': '198.51.100.130' }) }));
vi.mock('next/cache', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  revalidateTag: (tag: string) => void revalidated.push(tag),
}));

const { POST: adminLogin } = await import('@/app/api/admin/login/route');
const actions = await import('@/app/admin/(console)/match-centre/actions');
const { getDb } = await import('@/server/db/client');
const { createMatch, deleteMatch, getMatchForStaff, listMatchesForStaff, saveNextMatchWidget, setMatchScore, updateMatch } =
  await import('@/server/matches/admin-matches');
const { getMatchCentre, getNextMatchWidget } = await import('@/server/matches/matches');
const { listAudit } = await import('@/server/audit/audit');
const { fromSaDateTime, matchCreateInput, matchScoreInput, matchUpdateInput, nextMatchWidgetInput, toSaDateTime } =
  await import('@/schemas/matches');

/**
 * The match centre for staff (issue 5 item 5): fixtures added in South African time, edited, set live, finalised
 * (both scores, whatever the path), deleted; the Next Match & USSD widget; every write audited; actions only for staff.
 */

type Actor = { type: 'staff'; id: string; label: string };
const EDITOR: Actor = { type: 'staff', id: 'demo-staff-editor', label: 'editor@example.com' };

/** A kick-off always years ahead, so the fixture stays among the upcoming ones whatever today is. */
const YEAR = new Date().getUTCFullYear() + 5;

const fixture = (overrides: Record<string, unknown> = {}) => ({
  team: 'springboks',
  teamName: 'Springboks',
  opponent: `Test XV ${Math.random().toString(36).slice(2, 8)}`,
  venue: 'Loftus Versfeld',
  city: 'Pretoria',
  homeAway: 'home',
  kickoffDate: `${YEAR}-06-14`,
  kickoffTime: '17:05',
  competition: 'Castle Lager Incoming Series',
  ticketsUrl: 'https://www.ticketpro.co.za/boks',
  broadcastUrl: '',
  ...overrides,
});

async function newMatch(overrides: Record<string, unknown> = {}): Promise<number> {
  const result = await createMatch(matchCreateInput.parse(fixture(overrides)), EDITOR);
  if (!result.ok) throw new Error(result.error.message);
  return result.value.id;
}

const fieldErrorsOf = (
  schema: { safeParse: (value: unknown) => { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } } },
  value: unknown,
) => Object.fromEntries((schema.safeParse(value).error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));

beforeAll(async () => {
  const jar = new CookieJar();
  const response = await call(
    adminLogin,
    '/api/admin/login',
    { email: 'editor@example.com', password: 'touchline-editor', next: '/admin' },
    { jar, ip: '198.51.100.131' },
  );
  expect(response.status).toBe(303);
  current.cookie = jar.header();
});

describe('fixture input', () => {
  it('reads the kick-off as South African time (UTC+2) and refuses days that do not exist', () => {
    expect(fromSaDateTime('2031-06-14', '17:05')?.toISOString()).toBe('2031-06-14T15:05:00.000Z');
    expect(fromSaDateTime('2031-01-01', '01:30')?.toISOString()).toBe('2030-12-31T23:30:00.000Z');
    expect(toSaDateTime('2030-12-31T23:30:00.000Z')).toEqual({ date: '2031-01-01', time: '01:30' });
    expect(fromSaDateTime('2031-02-29', '12:00')).toBeNull();
    expect(fromSaDateTime('2031-06-14', '24:00')).toBeNull();
    expect(fieldErrorsOf(matchCreateInput, fixture({ kickoffDate: '2031-02-30' }))).toEqual({ kickoffDate: 'Enter a real date' });
    expect(fieldErrorsOf(matchCreateInput, fixture({ kickoffTime: '5pm' }))).toEqual({
      kickoffTime: 'Enter the kick-off time as HH:MM (24-hour)',
    });
  });

  it('needs the five teams, the names and https links', () => {
    expect(fieldErrorsOf(matchCreateInput, fixture({ team: 'junior-springboks' }))).toEqual({
      team: 'Choose one of the five match-centre teams',
    });
    expect(fieldErrorsOf(matchCreateInput, fixture({ opponent: '   ', venue: '' }))).toEqual({
      opponent: 'Opponent is required',
      venue: 'Venue is required',
    });
    for (const url of ['http://www.ticketpro.co.za/', 'javascript:alert(1)', 'www.ticketpro.co.za', 'https://']) {
      expect(fieldErrorsOf(matchCreateInput, fixture({ ticketsUrl: url, broadcastUrl: url })), url).toEqual({
        ticketsUrl: 'Tickets URL must be a full https:// address',
        broadcastUrl: 'Broadcast URL must be a full https:// address',
      });
    }
    const parsed = matchCreateInput.parse(fixture({ city: '  ', ticketsUrl: '' }));
    expect(parsed).toMatchObject({ city: null, ticketsUrl: null, broadcastUrl: null, isHome: true });
  });

  it('takes whole scores from 0 to 999, and both of them to go live or final', () => {
    const message = 'Enter a whole number from 0 to 999';
    for (const bad of ['-1', '1000', '2.5', 'abc']) {
      expect(fieldErrorsOf(matchScoreInput, { id: 1, status: 'live', teamScore: bad, opponentScore: '0' }), bad).toEqual({
        teamScore: message,
      });
    }
    expect(matchScoreInput.parse({ id: '7', status: 'live', teamScore: '0', opponentScore: '999' })).toEqual({
      id: 7,
      status: 'live',
      teamScore: 0,
      opponentScore: 999,
    });
    expect(fieldErrorsOf(matchScoreInput, { id: 1, status: 'final', teamScore: '21', opponentScore: '' })).toEqual({
      opponentScore: "A final result needs both scores: enter each side's score, then Finalise.",
    });
    expect(matchScoreInput.parse({ id: 1, status: 'scheduled' })).toEqual({ id: 1, status: 'scheduled' });
  });

  it('knows a USSD code: *, digits (groups split by *) and a final #', () => {
    for (const code of ['*120*1234#', '*155#', '*134*7#'])
      expect(nextMatchWidgetInput.safeParse({ team: 'springboks', text: 'x', ussdCode: code }).success, code).toBe(true);
    for (const code of ['120*1234#', '*120*1234', '*120**1234#', '*12a#', '#', '*#', '*120*1234#*']) {
      expect(fieldErrorsOf(nextMatchWidgetInput, { team: 'springboks', text: 'x', ussdCode: code }).ussdCode, code).toMatch(
        /^Enter a USSD code like \*120\*1234#/,
      );
    }
  });
});

describe('fixtures and results', () => {
  it('adds a scheduled fixture, audited, that fans see among the fixtures', async () => {
    const id = await newMatch({ opponent: 'Fiji Added' });
    const match = await getMatchForStaff(id);
    expect(match).toMatchObject({
      team: 'springboks',
      opponent: 'Fiji Added',
      status: 'scheduled',
      teamScore: null,
      kickoffAt: `${YEAR}-06-14T15:05:00.000Z`,
      ticketsUrl: 'https://www.ticketpro.co.za/boks',
    });
    const { entries } = await listAudit({ entityType: 'match', entityId: id });
    expect(entries.map((entry) => [entry.action, entry.actorLabel])).toEqual([['match.create', 'editor@example.com']]);
    expect(entries[0]?.changes.opponent).toEqual({ before: null, after: 'Fiji Added' });
    expect((await getMatchCentre('springboks')).fixtures.some((item) => item.id === id)).toBe(true);
    expect((await listMatchesForStaff('springboks')).fixtures.some((item) => item.id === id)).toBe(true);
  });

  it('edits the details, recording what changed', async () => {
    const id = await newMatch();
    const fields = fixture({ opponent: 'Tonga Edited', homeAway: 'away', kickoffTime: '20:00', city: '' });
    const updated = await updateMatch(matchUpdateInput.parse({ ...fields, id }), EDITOR);
    expect(updated).toEqual({ ok: true, value: null });
    expect(await getMatchForStaff(id)).toMatchObject({
      opponent: 'Tonga Edited',
      isHome: false,
      city: null,
      kickoffAt: `${YEAR}-06-14T18:00:00.000Z`,
    });
    const [entry] = (await listAudit({ entityType: 'match', entityId: id })).entries;
    expect(entry?.action).toBe('match.update');
    expect(Object.keys(entry?.changes ?? {}).sort()).toEqual(['city', 'is_home', 'kickoff_at', 'opponent']);
    const missing = await updateMatch(matchUpdateInput.parse({ ...fields, id: 99_999_999 }), EDITOR);
    expect(missing).toMatchObject({ ok: false, error: { status: 404 } });
  });

  it('goes live with both scores, then final; a final without both scores is refused and changes nothing', async () => {
    const id = await newMatch({ opponent: 'Samoa Scored' });
    expect(await setMatchScore({ id, status: 'live', teamScore: 7, opponentScore: 3 }, EDITOR)).toEqual({ ok: true, value: null });
    expect((await getMatchCentre('springboks')).live.find((item) => item.id === id)).toMatchObject({
      status: 'live',
      teamScore: 7,
      opponentScore: 3,
    });

    const refused = await setMatchScore({ id, status: 'final', teamScore: 24, opponentScore: null }, EDITOR);
    expect(refused).toEqual({
      ok: false,
      error: { status: 422, code: 'score_required', message: "A final result needs both scores: enter each side's score, then Finalise." },
    });
    expect(await getMatchForStaff(id)).toMatchObject({ status: 'live', teamScore: 7, opponentScore: 3 });

    expect(await setMatchScore({ id, status: 'final', teamScore: 24, opponentScore: 10 }, EDITOR)).toEqual({ ok: true, value: null });
    const centre = await getMatchCentre('springboks');
    expect(centre.results.find((item) => item.id === id)).toMatchObject({ status: 'final', teamScore: 24, opponentScore: 10 });
    expect(centre.live.some((item) => item.id === id)).toBe(false);
    const staff = await listMatchesForStaff('springboks');
    expect(staff.fixtures.some((item) => item.id === id)).toBe(false);
    expect(staff.results.data.some((item) => item.id === id)).toBe(true);

    const actionsTaken = (await listAudit({ entityType: 'match', entityId: id })).entries.map((entry) => entry.action);
    expect(actionsTaken).toEqual(['match.final', 'match.live', 'match.create']);
  });

  it('the database itself refuses a final result without both scores, and negative scores', async () => {
    const id = await newMatch();
    const db = await getDb();
    await expect(db.execute(sql`update matches set status = 'final', team_score = 3 where id = ${id}`)).rejects.toMatchObject({
      cause: { constraint: 'matches_final_has_score' },
    });
    await expect(db.execute(sql`update matches set team_score = -1 where id = ${id}`)).rejects.toMatchObject({
      cause: { constraint: 'matches_scores_non_negative' },
    });
  });

  it('back to scheduled clears the score', async () => {
    const id = await newMatch();
    await setMatchScore({ id, status: 'live', teamScore: 5, opponentScore: 0 }, EDITOR);
    expect(await setMatchScore({ id, status: 'scheduled' }, EDITOR)).toEqual({ ok: true, value: null });
    expect(await getMatchForStaff(id)).toMatchObject({ status: 'scheduled', teamScore: null, opponentScore: null });
  });

  it('deletes a fixture; the audit keeps what it was', async () => {
    const id = await newMatch({ opponent: 'Deleted Barbarians' });
    expect(await deleteMatch(id, EDITOR)).toEqual({ ok: true, value: { team: 'springboks' } });
    expect(await getMatchForStaff(id)).toBeNull();
    const [entry] = (await listAudit({ entityType: 'match', entityId: id })).entries;
    expect(entry).toMatchObject({ action: 'match.remove', changes: { opponent: { before: 'Deleted Barbarians', after: null } } });
    expect(await deleteMatch(id, EDITOR)).toMatchObject({ ok: false, error: { status: 404 } });
  });
});

describe('server actions', () => {
  it('add, score and delete through the actions: each refreshes the match pages', async () => {
    revalidated.length = 0;
    const created = await actions.createMatchAction(fixture({ opponent: 'Action Lions', team: 'domestic', teamName: 'Bulls' }));
    expect(created).toMatchObject({ ok: true, value: { id: expect.any(Number) } });
    expect(revalidated).toEqual(['matches']);
    const id = (created as { value: { id: number } }).value.id;

    const live = await actions.setMatchScoreAction({ id, status: 'live', teamScore: '12', opponentScore: '' });
    expect(live).toMatchObject({ ok: false, fieldErrors: { opponentScore: "A live score needs both scores: enter each side's score." } });
    expect(await actions.setMatchScoreAction({ id, status: 'final', teamScore: '12', opponentScore: '9' })).toEqual({
      ok: true,
      value: null,
    });
    expect(await getMatchForStaff(id)).toMatchObject({
      team: 'domestic',
      teamName: 'Bulls',
      status: 'final',
      teamScore: 12,
      opponentScore: 9,
    });

    expect(await actions.deleteMatchAction(id)).toEqual({ ok: true, value: { team: 'domestic' } });
    expect(revalidated).toEqual(['matches', 'matches', 'matches']);
  });

  it('bad input comes back under its fields, and nothing is saved', async () => {
    const result = await actions.createMatchAction(fixture({ opponent: '', ticketsUrl: 'http://tickets.example' }));
    expect(result).toMatchObject({
      ok: false,
      fieldErrors: { opponent: 'Opponent is required', ticketsUrl: 'Tickets URL must be a full https:// address' },
    });
  });

  it('refuses anyone without a staff session', async () => {
    const cookie = current.cookie;
    current.cookie = '';
    try {
      expect(await actions.createMatchAction(fixture())).toEqual({ ok: false, message: 'Please log in to the console.' });
      expect(await actions.saveNextMatchWidgetAction({ team: 'springboks', text: 'x', ussdCode: '*1#' })).toEqual({
        ok: false,
        message: 'Please log in to the console.',
      });
    } finally {
      current.cookie = cookie;
    }
  });
});

describe('Next Match & USSD widget', () => {
  it('saves team, text and code, audited, and refreshes the widgets', async () => {
    const before = await getNextMatchWidget();
    revalidated.length = 0;
    const saved = await actions.saveNextMatchWidgetAction({
      team: 'springbok-women',
      text: 'Women v Japan: SMS alerts.',
      ussdCode: ' *120*1234# ',
    });
    expect(saved).toEqual({ ok: true, value: null });
    expect(revalidated).toEqual(['widgets']);
    // The text's other languages are kept as they were: the form sent none of them (issue 26).
    expect(await getNextMatchWidget()).toEqual({
      team: 'springbok-women',
      text: 'Women v Japan: SMS alerts.',
      translations: before?.translations ?? {},
      ussdCode: '*120*1234#',
    });
    const [entry] = (await listAudit({ entityType: 'next_match_widget', entityId: 1 })).entries;
    expect(entry).toMatchObject({
      action: 'widget.update',
      actorLabel: 'editor@example.com',
      changes: { team: { before: before?.team, after: 'springbok-women' }, ussd_code: { before: before?.ussdCode, after: '*120*1234#' } },
    });
    const bad = await actions.saveNextMatchWidgetAction({ team: 'springboks', text: '', ussdCode: '120#' });
    expect(bad).toMatchObject({
      ok: false,
      fieldErrors: { text: 'Text is required', ussdCode: expect.stringMatching(/^Enter a USSD code like/) },
    });
  });

  it('creates the row when the database has none', async () => {
    const db = await getDb();
    await db.execute(sql`delete from next_match_widget`);
    expect(await saveNextMatchWidget({ team: 'domestic', text: 'Currie Cup alerts', ussdCode: '*120*7#' }, EDITOR)).toEqual({
      ok: true,
      value: null,
    });
    expect(await getNextMatchWidget()).toEqual({ team: 'domestic', text: 'Currie Cup alerts', translations: {}, ussdCode: '*120*7#' });
  });
});
