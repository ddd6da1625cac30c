import Link from 'next/link';

/** A winners table's fan cell (FanCred and competitions alike): the fan's name, linking to their page in /admin/users. */
export function WinnerFanCell({ userId, displayName }: { userId: string; displayName: string }) {
  return (
    <td className="py-2 pr-3">
      <Link href={`/admin/users/${encodeURIComponent(userId)}`} className="text-bok-green underline">
        {displayName}
      </Link>
    </td>
  );
}
