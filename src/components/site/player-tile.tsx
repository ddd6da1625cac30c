import { Picture } from '@/components/ui/picture';
import { Link } from '@/components/ui/site-link';
import type { PlayerListItem } from '@/server/players';

/** A player's portrait, name and position, linking to the player page. */
export function PlayerTile({ player, size, locale }: { player: PlayerListItem; size: number; locale: string }) {
  return (
    <Link href={player.url} className="tile">
      <Picture
        src={player.portraitUrl}
        alt=""
        width={size}
        height={size}
        unoptimized={player.portraitUrl.endsWith('.svg')}
        className="mx-auto rounded-full"
      />
      <span className="mt-2 block text-sm font-semibold">
        {player.firstName} {player.lastName}
      </span>
      <span className="block text-xs text-muted" lang={player.positionLanguage !== locale ? player.positionLanguage : undefined}>
        {player.position}
      </span>
    </Link>
  );
}
