import type { PredictorMatchTable, PredictorSeasonTable } from '@/server/matchday';

/**
 * The predictor's tables, plain HTML (they work without JavaScript and stay cached): a settled match's picks with
 * their points, and a season's points per fan. Fans on equal points share a rank; names are FanCred's public names.
 */

const cell = 'px-3 py-2';

/** One ranked table: rank, the fan (with a second line of detail) and points. */
function RankedTable<Row extends { rank: number; displayName: string; points: number }>({
  rows,
  caption,
  labels,
  detail,
  testId,
}: {
  rows: Row[];
  caption: string;
  labels: { rank: string; fan: string; points: string };
  detail: (row: Row) => string;
  testId: string;
}) {
  return (
    <table className="w-full table-fixed text-left text-sm" data-testid={`${testId}-table`}>
      <caption className="sr-only">{caption}</caption>
      <thead className="border-b border-neutral-200 text-xs text-muted">
        <tr>
          <th scope="col" className={`${cell} w-20`}>
            {labels.rank}
          </th>
          <th scope="col" className={cell}>
            {labels.fan}
          </th>
          <th scope="col" className={`${cell} w-24 text-right`}>
            {labels.points}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={`${row.rank}-${index}`} className="border-b border-neutral-100 last:border-0" data-testid={`${testId}-row`}>
            <td className={`${cell} font-extrabold text-bok-green tabular-nums`}>{row.rank}</td>
            <td className={`${cell} max-w-0`}>
              <span className="block truncate font-semibold">{row.displayName}</span>
              <span className="block truncate text-xs text-muted">{detail(row)}</span>
            </td>
            <td className={`${cell} text-right font-bold tabular-nums`}>{row.points}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function PredictorMatchTableView({
  table,
  home,
  away,
  labels,
}: {
  table: PredictorMatchTable;
  home: string;
  away: string;
  labels: { title: string; rank: string; fan: string; prediction: string; points: string; draw: string; more: string };
}) {
  if (table.rows.length === 0) return null;
  const pick = (winner: string, margin: number) => (winner === 'draw' ? labels.draw : `${winner === 'home' ? home : away} +${margin}`);
  return (
    <div className="flex flex-col gap-2">
      <h3 className="font-bold">{labels.title}</h3>
      <div className="overflow-x-auto rounded-lg bg-white ring-1 ring-black/5">
        <RankedTable
          rows={table.rows}
          caption={labels.title}
          labels={{ rank: labels.rank, fan: `${labels.fan} · ${labels.prediction}`, points: labels.points }}
          detail={(row) => pick(row.winner, row.margin)}
          testId="predictor-match"
        />
      </div>
      {table.total > table.rows.length && <p className="text-xs text-muted">{labels.more}</p>}
    </div>
  );
}

export function PredictorSeasonTableView({
  table,
  labels,
}: {
  table: PredictorSeasonTable;
  labels: { caption: string; rank: string; fan: string; matches: string; exact: string; points: string; empty: string };
}) {
  if (table.rows.length === 0) return <p className="rounded-lg bg-white p-4 text-sm ring-1 ring-black/5">{labels.empty}</p>;
  return (
    <div className="overflow-x-auto rounded-lg bg-white shadow-sm ring-1 ring-black/5">
      <RankedTable
        rows={table.rows}
        caption={labels.caption}
        labels={labels}
        detail={(row) => `${labels.matches}: ${row.matches} · ${labels.exact}: ${row.exact}`}
        testId="predictor-season"
      />
    </div>
  );
}
