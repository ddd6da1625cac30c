import { describe, expect, it } from 'vitest';
import { EMPTY_STORY_VALUES as blank, storyPayload } from '@/components/admin/stories/story-payload';
import { storyCreateInput, storyFormValues, storyUpdateInput, type StoryFormValues } from '@/schemas/stories';

const entries = (form: FormData) =>
  Object.fromEntries([...form.entries()].map(([key, value]) => [key, typeof value === 'string' ? value : `<${value.type}>`]));

describe('storyPayload (spec §5)', () => {
  it('sends basket_ids as a JSON list, tweet_url always, and omits empty plain fields', () => {
    const form = storyPayload({ ...blank, title: 'Boks win', basketIds: [3, 7] });
    expect(entries(form)).toEqual({ basket_ids: '[3,7]', title: 'Boks win', tweet_url: '' });
  });

  it('sends every filled plain field, trimmed', () => {
    const form = storyPayload({
      ...blank,
      title: ' T ',
      abstract: 'A',
      body: '<p>B</p>',
      author: '4',
      player: '12',
      tweetUrl: ' https://x.com/bok/status/1 ',
      basketIds: [2],
    });
    expect(entries(form)).toEqual({
      basket_ids: '[2]',
      title: 'T',
      abstract: 'A',
      body: '<p>B</p>',
      author: '4',
      player: '12',
      tweet_url: 'https://x.com/bok/status/1',
    });
  });

  it('sends a translated field only when its flag is set and it is non-empty', () => {
    const form = storyPayload({
      ...blank,
      title: 'T',
      basketIds: [1],
      zulu: true,
      titleZu: 'Isihloko',
      abstractZu: '   ',
      bodyZu: '<p>Umzimba</p>',
      xhosa: false,
      titleXh: 'Xhosa title not sent',
      bodyXh: '<p>not sent</p>',
      afrikaans: true,
      titleAf: '',
      abstractAf: 'Opsomming',
    });
    const sent = entries(form);
    expect(sent.title_zu).toBe('Isihloko');
    expect(sent.body_zu).toBe('<p>Umzimba</p>');
    expect(sent).not.toHaveProperty('abstract_zu');
    expect(Object.keys(sent).filter((key) => key.endsWith('_xh'))).toEqual([]);
    expect(sent).not.toHaveProperty('title_af');
    expect(sent.abstract_af).toBe('Opsomming');
    expect(sent).not.toHaveProperty('body_af');
    expect(sent).not.toHaveProperty('zulu');
  });

  it('on edit adds the id and the main category (the first one) as basket_id', () => {
    const form = storyPayload({ ...blank, basketIds: [9, 2] }, { id: 42 });
    expect(entries(form)).toEqual({ id: '42', basket_id: '9', basket_ids: '[9,2]', tweet_url: '' });
  });

  it('sends the image only when one was chosen', () => {
    expect(storyPayload({ ...blank, basketIds: [1] }, { image: null }).has('image_file')).toBe(false);
    const image = new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' });
    expect(storyPayload({ ...blank, basketIds: [1] }, { image }).get('image_file')).toBeInstanceOf(Blob);
  });

  it('is what the Admin API schemas accept: create and update parse the payload', () => {
    const values = {
      ...blank,
      title: 'Boks',
      abstract: 'Short',
      body: '<p>Long</p>',
      basketIds: [3, 7],
      author: '2',
      afrikaans: true,
      titleAf: 'Bokke',
      bodyAf: '<p>Lank</p>',
    };
    const created = storyCreateInput.parse(Object.fromEntries(storyPayload(values).entries()));
    expect(created).toMatchObject({
      basket_ids: [3, 7],
      title: 'Boks',
      author: 2,
      title_af: 'Bokke',
      body_af: '<p>Lank</p>',
      tweet_url: null,
    });
    expect(created.title_zu).toBeUndefined();
    const updated = storyUpdateInput.parse(Object.fromEntries(storyPayload(values, { id: 5 }).entries()));
    expect(updated).toMatchObject({ id: 5, basket_id: 3, basket_ids: [3, 7], title: 'Boks', tweet_url: null });
    expect(updated.abstract_af).toBeUndefined();
  });
});

describe('storyFormValues', () => {
  const messages = (values: StoryFormValues) => {
    const parsed = storyFormValues.safeParse(values);
    return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
  };

  it('asks for a title and at least one category', () => {
    expect(messages(blank)).toMatchObject({ title: 'Title is required', basketIds: 'Choose at least one category' });
  });

  it('takes a tweet address on x.com or twitter.com only', () => {
    expect(messages({ ...blank, title: 'T', basketIds: [1], tweetUrl: 'https://x.com/Springboks/status/1234' })).toEqual({});
    expect(messages({ ...blank, title: 'T', basketIds: [1], tweetUrl: 'javascript:alert(1)' })).toEqual({
      tweetUrl: 'Enter the https address of a tweet on x.com or twitter.com',
    });
  });
});
