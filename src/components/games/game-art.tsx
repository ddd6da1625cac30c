import type { GameSlug } from '@/schemas/games';

/** Each game's card art: a few hundred bytes of inline SVG (no image request), decorative. */
export function GameArt({ game, className }: { game: GameSlug; className?: string }) {
  if (game === 'rugby-kicks') {
    return (
      <svg viewBox="0 0 320 160" className={className} aria-hidden="true" focusable="false">
        <rect width="320" height="160" fill="#0b6b45" />
        <path d="M0 110h320M0 140h320" stroke="#ffffff" strokeOpacity=".35" strokeWidth="2" />
        <path d="M150 20v90M190 20v90M150 70h40" stroke="#ffffff" strokeWidth="5" strokeLinecap="round" />
        <path d="M60 140 Q120 30 170 50" fill="none" stroke="#ffb81c" strokeWidth="3" strokeDasharray="6 6" />
        <ellipse cx="60" cy="138" rx="12" ry="8" fill="#7a4b24" transform="rotate(-30 60 138)" />
        <path d="M40 48c14-10 30-10 40 0" stroke="#ffffff" strokeOpacity=".7" strokeWidth="3" fill="none" strokeLinecap="round" />
        <path d="M32 58c14-10 30-10 40 0" stroke="#ffffff" strokeOpacity=".5" strokeWidth="3" fill="none" strokeLinecap="round" />
      </svg>
    );
  }
  return (
    <svg viewBox="0 0 320 160" className={className} aria-hidden="true" focusable="false">
      <rect width="320" height="160" fill="#0b6b45" />
      <path d="M107 0v160M213 0v160" stroke="#ffffff" strokeOpacity=".35" strokeWidth="2" />
      <path d="M0 40h320M0 100h320" stroke="#ffffff" strokeOpacity=".2" strokeWidth="2" strokeDasharray="10 10" />
      <circle cx="53" cy="40" r="14" fill="#c8102e" />
      <circle cx="266" cy="70" r="14" fill="#c8102e" />
      <circle cx="160" cy="30" r="9" fill="#ffb81c" />
      <circle cx="160" cy="125" r="16" fill="#ffb81c" stroke="#00563f" strokeWidth="4" />
      <ellipse cx="160" cy="106" rx="6" ry="9" fill="#7a4b24" />
    </svg>
  );
}
