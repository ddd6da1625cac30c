/** A player's public address: /{category}/{first-last lower-cased and hyphenated} (spec §2). */
export function playerUrl(player: { category: string; slug: string }): string {
  return `/${player.category}/${player.slug}`;
}
