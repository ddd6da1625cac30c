import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';

// Server actions read the staff session through next/headers, and refresh public pages through next/cache.
const current = vi.hoisted(() => ({ cookie: '' }));
vi.mock('next/headers', () => ({ headers: async () => new Headers({ cookie: current.cookie, 'x-forwarded-for': '198.51.100.171' }) }));
vi.mock('next/cache', async (importOriginal) => ({ ...(await importOriginal<object>()), revalidateTag: () => undefined }));

const actions = await import('@/app/admin/(console)/competitions/actions');
const { POST: enter } = await import('@/app/api/site/competitions/enter/route');
const { englishOption, getCompetitionForConsole, getFaqItem, getPublicCompetition, listPublicCompetitions, listPublicFaq, toSastInput } =
  await import('@/server/competitions');
const { getDb } = await import('@/server/db/client');
const { makeFan, makeSubscriber, sessionFor } = await import('../support/fancred');
const { DAY } = await import('../support/competitions');
const { call } = await import('../support/identity-http');

/**
 * Competitions and their FAQ per language (issue 26): staff write the isiZulu, isiXhosa and Afrikaans versions in the
 * console's forms; a fan reads their language field by field, English where a field is left empty; a choice made in
 * isiZulu is stored and judged as the English answer it stands for.
 */

async function signInStaff() {
  const staff = await makeFan({ staffRole: 'editor', email: `editor-${randomUUID().slice(0, 8)}@example.com` });
  current.cookie = (await sessionFor(staff.id)).header();
}

const formOf = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
};

/** The add form as the console posts it: English fields, open now, plus `extra` (flags and translated fields). */
function addForm(title: string, extra: Record<string, string> = {}): FormData {
  return formOf({
    title,
    description: 'Win a ball signed by the squad.',
    prize: 'A signed ball',
    rules: 'One entry per fan.',
    question: 'Who captained the Springboks in 2019?',
    question_type: 'choice',
    options: 'Siya Kolisi\nEben Etzebeth\nHandré Pollard',
    correct_answer: 'Siya Kolisi',
    opens_at: toSastInput(new Date(Date.now() - DAY)),
    closes_at: toSastInput(new Date(Date.now() + DAY)),
    is_active: 'on',
    ...extra,
  });
}

/** The edit form of a stored competition, its English fields unchanged, with `extra` (what the fields post now). */
async function editForm(id: number, extra: Record<string, string>): Promise<FormData> {
  const row = await getCompetitionForConsole(id);
  if (!row) throw new Error('no competition');
  return formOf({
    id: String(id),
    title: row.title,
    description: row.description,
    prize: row.prize,
    rules: row.rules,
    question: row.question,
    question_type: row.questionType,
    options: row.options.join('\n'),
    correct_answer: row.correctAnswer,
    opens_at: toSastInput(row.opensAt),
    closes_at: toSastInput(row.closesAt),
    is_active: 'on',
    ...extra,
  });
}

async function created(form: FormData): Promise<{ id: number; slug: string }> {
  const result = await actions.createCompetitionAction(form);
  if (!result.ok) throw new Error(result.message);
  return result.value;
}

const ZULU = {
  zulu: 'on',
  title_zu: 'Wina ibhola elisayiniwe',
  question_zu: 'Ubani owayengukaputeni wamaSpringbok ngo-2019?',
  options_zu: 'USiya Kolisi\nU-Eben Etzebeth\nU-Handré Pollard',
};
const AFRIKAANS = {
  afrikaans: 'on',
  title_af: "Wen 'n getekende bal",
  description_af: "Wen 'n bal wat deur die span geteken is.",
  prize_af: "'n Getekende bal",
  question_af: 'Wie was in 2019 die Springbokke se kaptein?',
  // Two lines for three answers: not shown (answers are matched by position).
  options_af: 'Siya Kolisi\nEben Etzebeth',
};

describe('a competition written in several languages', () => {
  it('is saved from the console with isiZulu and Afrikaans, and a fan reads each field in their language or else in English', async () => {
    await signInStaff();
    const { id, slug } = await created(addForm(`Signed ball ${randomUUID().slice(0, 6)}`, { ...ZULU, ...AFRIKAANS }));

    const stored = await getCompetitionForConsole(id);
    expect(stored?.translations).toEqual({
      zu: { title: ZULU.title_zu, question: ZULU.question_zu, options: ['USiya Kolisi', 'U-Eben Etzebeth', 'U-Handré Pollard'] },
      af: {
        title: AFRIKAANS.title_af,
        description: AFRIKAANS.description_af,
        prize: AFRIKAANS.prize_af,
        question: AFRIKAANS.question_af,
        options: ['Siya Kolisi', 'Eben Etzebeth'],
      },
    });

    const zulu = await getPublicCompetition(slug, 'zu');
    expect(zulu).toMatchObject({
      title: ZULU.title_zu,
      question: ZULU.question_zu,
      options: ['USiya Kolisi', 'U-Eben Etzebeth', 'U-Handré Pollard'],
      optionValues: ['Siya Kolisi', 'Eben Etzebeth', 'Handré Pollard'],
      // Left empty in isiZulu: in English, and marked so.
      description: 'Win a ball signed by the squad.',
      prize: 'A signed ball',
      language: 'zu',
      fieldLanguages: { title: 'zu', question: 'zu', options: 'zu', description: 'en', prize: 'en', rules: 'en' },
    });

    const afrikaans = await getPublicCompetition(slug, 'af');
    expect(afrikaans).toMatchObject({
      title: AFRIKAANS.title_af,
      prize: AFRIKAANS.prize_af,
      // The Afrikaans list has two answers for three: the English ones are shown.
      options: ['Siya Kolisi', 'Eben Etzebeth', 'Handré Pollard'],
      fieldLanguages: { title: 'af', options: 'en', rules: 'en' },
    });

    // isiXhosa was not written: all English; so is English itself.
    expect(await getPublicCompetition(slug, 'xh')).toMatchObject({ title: stored?.title, language: 'en' });
    expect(await getPublicCompetition(slug, 'en')).toMatchObject({ title: stored?.title, language: 'en', question: stored?.question });
    expect((await listPublicCompetitions('zu')).find((competition) => competition.id === id)?.title).toBe(ZULU.title_zu);

    // The audit log shows the versions field by field, under the form's names.
    const db = await getDb();
    const audit = await db.execute<{ changes: Record<string, { after: unknown }> }>(
      sql`select changes from audit_log where entity_type = 'competition' and action = 'create' and entity_id = ${String(id)}`,
    );
    expect(audit.rows[0]?.changes.title_zu?.after).toBe(ZULU.title_zu);
    expect(audit.rows[0]?.changes.options_af?.after).toEqual(['Siya Kolisi', 'Eben Etzebeth']);
  });

  it('keeps a language whose box is unticked, replaces a ticked one, and removes a ticked one left empty', async () => {
    await signInStaff();
    const { id, slug } = await created(addForm(`Kept ${randomUUID().slice(0, 6)}`, { ...ZULU, ...AFRIKAANS }));

    // isiZulu unticked (its fields still on the form, changed): kept as it was. Afrikaans ticked with one field: replaced.
    const edited = await actions.updateCompetitionAction(
      await editForm(id, { title_zu: 'Something else', afrikaans: 'on', title_af: "Wen 'n bal" }),
    );
    if (!edited.ok) throw new Error(edited.message);
    let stored = await getCompetitionForConsole(id);
    expect(stored?.translations.zu?.title).toBe(ZULU.title_zu);
    expect(stored?.translations.af).toEqual({ title: "Wen 'n bal" });
    expect((await getPublicCompetition(slug, 'af'))?.prize).toBe('A signed ball');

    // isiZulu ticked with every field emptied: removed, the fan reads English again.
    const emptied = await actions.updateCompetitionAction(
      await editForm(id, { zulu: 'on', title_zu: '', question_zu: '', options_zu: '' }),
    );
    if (!emptied.ok) throw new Error(emptied.message);
    stored = await getCompetitionForConsole(id);
    expect(stored?.translations.zu).toBeUndefined();
    expect(stored?.translations.af).toEqual({ title: "Wen 'n bal" });
    expect(await getPublicCompetition(slug, 'zu')).toMatchObject({ title: stored?.title, language: 'en' });
  });

  it('refuses a translated field longer than its English field may be', async () => {
    await signInStaff();
    const result = await actions.createCompetitionAction(
      addForm(`Long ${randomUUID().slice(0, 6)}`, { zulu: 'on', title_zu: 'x'.repeat(151) }),
    );
    expect(result).toMatchObject({ ok: false, fieldErrors: { title_zu: expect.stringMatching(/150/) } });
  });
});

describe('entering in isiZulu', () => {
  it('stores the choice as the English answer it stands for and judges it: sent as shown in isiZulu or as the English value', async () => {
    await signInStaff();
    const { id } = await created(addForm(`Entry ${randomUUID().slice(0, 6)}`, ZULU));
    const PATH = '/api/site/competitions/enter';

    // As an API client reading in isiZulu sends it: the isiZulu answer.
    const fan = await makeSubscriber();
    const jar = (await sessionFor(fan.id)).set('NEXT_LOCALE', 'zu');
    expect((await call(enter, PATH, { competition_id: id, answer: 'USiya Kolisi' }, { jar })).status).toBe(201);
    // As the page's form sends it: the English value behind the isiZulu label.
    const other = await makeSubscriber();
    const otherJar = (await sessionFor(other.id)).set('NEXT_LOCALE', 'zu');
    expect((await call(enter, PATH, { competition_id: id, answer: 'Eben Etzebeth' }, { jar: otherJar })).status).toBe(201);
    // An answer that is no option in any language is refused.
    const third = await makeSubscriber();
    const refused = await call(enter, PATH, { competition_id: id, answer: 'UFaf de Klerk' }, { jar: await sessionFor(third.id) });
    expect(refused.status).toBe(422);

    const db = await getDb();
    const entries = await db.execute<{ user_id: string; answer: string; is_correct: boolean }>(
      sql`select user_id, answer, is_correct from competition_entries where competition_id = ${id} order by id`,
    );
    expect(entries.rows).toEqual([
      { user_id: fan.id, answer: 'Siya Kolisi', is_correct: true },
      { user_id: other.id, answer: 'Eben Etzebeth', is_correct: false },
    ]);
  });

  it('matches a translated answer only where the translated list is shown (as many answers as the English)', () => {
    const competition = {
      options: ['Two', 'Three', 'Four'],
      translations: { zu: { options: ['Kabili', 'Kathathu', 'Kane'] }, af: { options: ['Twee', 'Drie'] } },
    };
    expect(englishOption(competition, 'Kane', 'zu')).toBe('Four');
    expect(englishOption(competition, 'Four', 'zu')).toBe('Four');
    expect(englishOption(competition, 'Drie', 'af')).toBeNull();
    expect(englishOption(competition, 'Five', 'en')).toBeNull();
  });
});

describe('the FAQ in several languages', () => {
  it('is saved with isiZulu from the console and read in isiZulu, the answer in English where left empty', async () => {
    await signInStaff();
    const question = `Who may enter ${randomUUID().slice(0, 6)}?`;
    const saved = await actions.saveFaqAction(
      formOf({
        question,
        answer: 'Every subscriber.',
        sort_order: '99990',
        is_active: 'on',
        zulu: 'on',
        question_zu: 'Ubani ongangenela?',
        answer_zu: 'Wonke obhalisile.',
        xhosa: 'on',
        question_xh: 'Ngubani onokungenela?',
      }),
    );
    if (!saved.ok) throw new Error(saved.message);
    const id = saved.value.id;

    const zulu = (await listPublicFaq('zu')).find((item) => item.id === id);
    expect(zulu).toEqual({ id, question: 'Ubani ongangenela?', answer: 'Wonke obhalisile.', language: 'zu', answerLanguage: 'zu' });
    const xhosa = (await listPublicFaq('xh')).find((item) => item.id === id);
    expect(xhosa).toEqual({ id, question: 'Ngubani onokungenela?', answer: 'Every subscriber.', language: 'xh', answerLanguage: 'en' });
    expect((await listPublicFaq('af')).find((item) => item.id === id)).toMatchObject({ question, language: 'en' });

    // An edit without the isiZulu box keeps isiZulu; with the isiXhosa box and nothing written removes isiXhosa.
    const edited = await actions.updateFaqAction(
      formOf({ id: String(id), question, answer: 'Every subscriber, once.', sort_order: '99990', is_active: 'on', xhosa: 'on' }),
    );
    if (!edited.ok) throw new Error(edited.message);
    expect((await getFaqItem(id))?.translations).toEqual({ zu: { question: 'Ubani ongangenela?', answer: 'Wonke obhalisile.' } });
  });
});
