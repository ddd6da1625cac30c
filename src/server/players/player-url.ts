/** A player's public address: /{category}/{first-last lower-cased and hyphenated} (spec §2). */
export function playerUrl(player: { category: string; slug: string }): string {
  return `/${player.category}/${player.slug}`;
}

/** The players dropdown label: the last name cut to 12 characters followed by "..." when longer (spec §2, §9). */
export function truncateLastName(lastName: string, max = 12): string {
  return lastName.length > max ? `${lastName.slice(0, max)}...` : lastName;
}
