import { describe, expect, it } from 'vitest';
import { sanitizeStoryHtml } from '@/server/content/sanitize';
import { slugify } from '@/schemas/slug';
import { truncateLastName } from '@/components/site/players-menu-list';
import { playerUrl } from '@/server/players/player-url';
import { coverSvg, portraitSvg } from '@/server/media/svg-art';

describe('sanitizeStoryHtml', () => {
  it('keeps the formatting staff use', () => {
    const html = '<h2>Team</h2><p><strong>Kolisi</strong> leads, <em>again</em>.</p><ul><li>one</li></ul><blockquote>q</blockquote>';
    expect(sanitizeStoryHtml(html)).toBe(html);
  });

  it('removes script tags, event handlers and javascript: URLs', () => {
    const dirty =
      '<p onclick="steal()">Hi<script>alert(1)</script></p><a href="javascript:alert(1)">x</a><img src=x onerror="alert(1)"><iframe src="https://evil.example"></iframe>';
    const clean = sanitizeStoryHtml(dirty);
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:|iframe|<img/i);
    expect(clean).toContain('<p>Hi</p>');
  });

  it('marks links as noopener and keeps only http(s) and mailto', () => {
    expect(sanitizeStoryHtml('<a href="https://example.com">x</a>')).toBe(
      '<a href="https://example.com" rel="noopener noreferrer nofollow">x</a>',
    );
    expect(sanitizeStoryHtml('<a href="data:text/html;base64,xx">x</a>')).toBe('<a rel="noopener noreferrer nofollow">x</a>');
  });
});

describe('slugify and player addresses', () => {
  it('lower-cases and hyphenates names (spec §2)', () => {
    expect(slugify('Siya Kolisi')).toBe('siya-kolisi');
    expect(slugify('Pieter-Steph du Toit')).toBe('pieter-steph-du-toit');
    expect(slugify('Handré Pollard')).toBe('handre-pollard');
    expect(slugify("Women's 7s: Day 1!")).toBe('womens-7s-day-1');
    expect(playerUrl({ category: 'springboks', slug: 'siya-kolisi' })).toBe('/springboks/siya-kolisi');
  });

  it('cuts a last name longer than 12 characters to 12 and adds "..."', () => {
    expect(truncateLastName('Feinberg-Mngomezulu')).toBe('Feinberg-Mng...');
    expect(truncateLastName('Janse van Rensburg')).toBe('Janse van Re...');
    expect(truncateLastName('Kolisi')).toBe('Kolisi');
    expect(truncateLastName('Abcdefghijkl')).toBe('Abcdefghijkl');
    expect(truncateLastName('Abcdefghijklm')).toBe('Abcdefghijkl...');
  });
});

describe('generated artwork', () => {
  it('escapes text into valid SVG', () => {
    const svg = coverSvg({ title: 'Boks beat the All Blacks', categoryName: 'News <&> "Views"' });
    expect(svg).toContain('NEWS &lt;&amp;&gt; &quot;VIEWS&quot;');
    expect(svg).not.toContain('<&>');
    // The card prints the headline under its cover: the art does not repeat it, but differs per story.
    expect(svg).not.toContain('All Blacks');
    expect(coverSvg({ title: 'Another story', categoryName: 'News' })).not.toBe(
      coverSvg({ title: 'Boks beat the All Blacks', categoryName: 'News' }),
    );
    expect(portraitSvg({ firstName: 'Eben', lastName: 'Etzebeth', category: 'springboks' })).toContain('>EE</text>');
    expect(portraitSvg({ firstName: 'Pieter-Steph', lastName: 'du Toit', category: 'springboks' })).toContain('>PT</text>');
  });
});
