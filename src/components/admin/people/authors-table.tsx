import Link from 'next/link';
import { consoleTranslator } from '@/i18n/console-messages';
import type { ConsoleAuthor } from '@/server/content';
import { SECONDARY_BUTTON_CLASS } from '../form-field';

const excerpt = (text: string) => (text.length > 110 ? `${text.slice(0, 107).trimEnd()}…` : text);

/** The authors table: name, role, the start of the bio, active, how many stories carry the byline, Edit. */
export function AuthorsTable({ rows }: { rows: ConsoleAuthor[] }) {
  const t = consoleTranslator('people');
  const shell = consoleTranslator('shell');
  if (rows.length === 0) return <p className="rounded border border-neutral-300 bg-white p-4 text-sm">{t('authors.none')}</p>;
  return (
    <div className="overflow-x-auto rounded border border-neutral-300 bg-white">
      <table className="w-full min-w-[44rem] text-left text-sm" data-testid="authors-table">
        <thead className="border-b border-neutral-300 bg-neutral-50 text-xs uppercase text-muted">
          <tr>
            <th scope="col" className="py-2 pr-3 pl-3">
              {t('authors.columnName')}
            </th>
            <th scope="col" className="py-2 pr-3">
              {t('authors.columnRole')}
            </th>
            <th scope="col" className="py-2 pr-3">
              {t('authors.columnBio')}
            </th>
            <th scope="col" className="py-2 pr-3">
              {t('authors.columnActive')}
            </th>
            <th scope="col" className="py-2 pr-3 text-right">
              {t('authors.columnStories')}
            </th>
            <th scope="col" className="py-2 pr-3">
              <span className="sr-only">{t('authors.columnActions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((author) => (
            <tr key={author.id} className="border-b border-neutral-200 align-top last:border-0" data-testid="author-row">
              <td className="py-2 pr-3 pl-3 font-semibold">
                <Link href={`/admin/authors/edit/${author.id}`} className="hover:underline">
                  {author.name}
                </Link>
              </td>
              <td className="py-2 pr-3">{author.roleName ?? <span className="text-muted">{t('authors.noRole')}</span>}</td>
              <td className="max-w-sm py-2 pr-3 text-muted">{excerpt(author.bio)}</td>
              <td className="py-2 pr-3">
                <span
                  className={`rounded px-2 py-0.5 text-xs font-bold ${author.isActive ? 'bg-green-100 text-green-900' : 'bg-neutral-200 text-neutral-700'}`}
                >
                  {shell(author.isActive ? 'yes' : 'no')}
                </span>
              </td>
              <td className="py-2 pr-3 text-right tabular-nums">{author.storyCount}</td>
              <td className="py-2 pr-3">
                <Link
                  href={`/admin/authors/edit/${author.id}`}
                  className={SECONDARY_BUTTON_CLASS}
                  aria-label={t('authors.editLabel', { name: author.name })}
                >
                  {t('authors.edit')}
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
