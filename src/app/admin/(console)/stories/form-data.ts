import 'server-only';
import { categoryTree } from '@/components/admin/stories/category-tree';
import { getConfig } from '@/server/config';
import { listAuthorsForStaff, listCategoriesForStaff } from '@/server/content';
import { listPlayers } from '@/server/players';

/** What the story form offers: the category tree, the authors (getAuthors' data), the players, the image limit. */
export async function storyFormOptions(current?: { author: number | null; authorName: string | null; player: number | null; playerName: string | null }) {
  const [categories, authors, players] = await Promise.all([listCategoriesForStaff(), listAuthorsForStaff(), listPlayers()]);
  const authorOptions = authors
    .filter((author) => author.is_active || author.id === current?.author)
    .map((author) => ({ id: author.id, label: author.role ? `${author.name} (${author.role})` : author.name }));
  const playerOptions = players.map((player) => ({ id: player.id, label: `${player.firstName} ${player.lastName} (${player.category})` }));
  // A story keeps showing its own player even when that player is no longer listed on the site.
  if (current?.player && current.playerName && !playerOptions.some((option) => option.id === current.player)) playerOptions.unshift({ id: current.player, label: current.playerName });
  return { categories: categoryTree(categories), authors: authorOptions, players: playerOptions, maxImageBytes: getConfig().limits.uploadMaxBytes };
}
