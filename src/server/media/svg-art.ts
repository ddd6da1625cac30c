import 'server-only';
import { createHash } from 'node:crypto';

/**
 * Generated artwork (no copied photos): player portraits and story covers as small SVGs, deterministic for
 * their input so that they cache forever.
 */

const TEAM_COLOURS: Record<string, { shirt: string; trim: string }> = {
  springboks: { shirt: '#00563f', trim: '#ffb612' },
  'springbok-sevens': { shirt: '#006b4f', trim: '#ffffff' },
  'springbok-women': { shirt: '#00563f', trim: '#f2a900' },
  'springbok-women-sevens': { shirt: '#00745a', trim: '#ffd54a' },
};

const SKIN_TONES = ['#5a3825', '#7a4b2a', '#8d5524', '#a86b3c', '#c68642', '#e0ac69', '#f1c27d'];
const BACKGROUNDS = ['#dfe9e4', '#e8e2d0', '#d9e4ee', '#ece0e0', '#e3e8d6'];

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char] ?? char);
}

function pick<T>(items: readonly T[], seed: Buffer, index: number): T {
  return items[(seed[index] ?? 0) % items.length] as T;
}

function initials(first: string, last: string): string {
  return `${first.trim()[0] ?? ''}${last.trim().replace(/^(van der |van |de |du |le |la )/i, '')[0] ?? ''}`.toUpperCase();
}

export function portraitSvg(player: { firstName: string; lastName: string; category: string }): string {
  const seed = createHash('sha256').update(`${player.firstName} ${player.lastName}`).digest();
  const colours = TEAM_COLOURS[player.category] ?? { shirt: '#00563f', trim: '#ffb612' };
  const skin = pick(SKIN_TONES, seed, 0);
  const background = pick(BACKGROUNDS, seed, 1);
  const hair = ['#1b1b1b', '#2e1f14', '#3b2a1a', '#5b4632'][(seed[2] ?? 0) % 4];
  const label = escapeXml(initials(player.firstName, player.lastName));
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="200" height="200" role="img" aria-label="${escapeXml(`${player.firstName} ${player.lastName}`)}">
<rect width="200" height="200" fill="${background}"/>
<path d="M30 200c6-44 34-64 70-64s64 20 70 64z" fill="${colours.shirt}"/>
<path d="M78 140l22 22 22-22" fill="none" stroke="${colours.trim}" stroke-width="7"/>
<rect x="86" y="112" width="28" height="30" rx="8" fill="${skin}"/>
<ellipse cx="100" cy="86" rx="34" ry="40" fill="${skin}"/>
<path d="M66 80c0-26 16-40 34-40s34 14 34 40c-8-14-20-20-34-20s-26 6-34 20z" fill="${hair}"/>
<text x="100" y="186" text-anchor="middle" font-family="system-ui,sans-serif" font-size="22" font-weight="700" fill="${colours.trim}">${label}</text>
</svg>`;
}

export function coverSvg(story: { title: string; categoryName: string }): string {
  // Art, not a second copy of the headline: the card prints the title under it. The title only seeds the picture
  // (colour, the ball's place and angle, the stripes), so each story keeps its own cover.
  const seed = createHash('sha256').update(story.title).digest();
  const byte = (index: number) => seed[index] ?? 0;
  const hue = 140 + (byte(0) % 40);
  const ballX = 520 + (byte(1) % 320);
  const ballY = 200 + (byte(2) % 240);
  const angle = -60 + (byte(3) % 120);
  const stripes = Array.from({ length: 3 }, (_, index) => {
    const x = 80 + index * 180 + (byte(4 + index) % 120);
    return `<path d="M${x} 540 L${x + 220} 0 h${18 + (byte(7 + index) % 30)} L${x + 40} 540z" fill="#ffffff" opacity=".05"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 960 540" width="960" height="540" role="img" aria-label="${escapeXml(story.categoryName)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 100% 17%)"/><stop offset="1" stop-color="hsl(${hue} 100% 9%)"/></linearGradient></defs>
<rect width="960" height="540" fill="url(#g)"/>
${stripes}
<path d="M700 0h260v540H560z" fill="#ffb612" opacity=".14"/>
<ellipse cx="${ballX}" cy="${ballY}" rx="90" ry="58" transform="rotate(${angle} ${ballX} ${ballY})" fill="none" stroke="#ffb612" stroke-width="8" opacity=".6"/>
<path d="M${ballX - 40} ${ballY} h80" transform="rotate(${angle} ${ballX} ${ballY})" stroke="#ffb612" stroke-width="6" opacity=".6"/>
<text x="48" y="96" font-family="system-ui,sans-serif" font-size="26" font-weight="700" fill="#ffb612" letter-spacing="3">${escapeXml(story.categoryName.toUpperCase())}</text>
</svg>`;
}
