import Link from 'next/link';
import { ActionButton } from '@/components/admin/action-button';
import { BUTTON_CLASS } from '@/components/admin/form-field';
import { PageHeader } from '@/components/admin/page-header';
import { ItemLanguages } from '@/components/admin/translation-fields';
import { consoleTranslator } from '@/i18n/console-messages';
import { listFaq } from '@/server/competitions';
import { FAQ_TRANSLATED_FIELDS } from '@/schemas/competitions';
import { languagesOf } from '@/schemas/translations';
import { requireStaff } from '@/server/http/staff-guard';
import { deleteFaqAction, moveFaqAction } from '../actions';

/** /admin/competitions/faq (spec §2): the FAQ in its order, moved up or down, edited or deleted. */
export default async function CompetitionFaqPage() {
  await requireStaff('/admin/competitions/faq');
  const t = consoleTranslator('competitions');
  const tl = consoleTranslator('translations');
  const items = await listFaq();
  return (
    <>
      <PageHeader
        title={t('faq.title')}
        description={t('faq.intro')}
        actions={
          <Link href="/admin/competitions/faq/add" className={BUTTON_CLASS}>
            {t('faq.add')}
          </Link>
        }
      />
      {items.length === 0 ? (
        <p className="text-sm text-muted">{t('faq.empty')}</p>
      ) : (
        <ol className="flex flex-col gap-2" data-testid="faq-list">
          {items.map((item, index) => (
            <li key={item.id} className="flex flex-wrap items-center gap-3 rounded bg-white p-3 ring-1 ring-black/10" data-testid="faq-row">
              <span className="min-w-0 flex-1">
                <span className="font-semibold">{item.question}</span>
                {!item.isActive && (
                  <span className="ml-2 text-xs text-muted">
                    ({t('common.no')} {t('faq.active').toLowerCase()})
                  </span>
                )}
              </span>
              <span className="flex items-center gap-2 text-xs text-muted">
                {tl('column')}: <ItemLanguages t={tl} languages={languagesOf(item.translations, FAQ_TRANSLATED_FIELDS)} />
              </span>
              {index > 0 && (
                <ActionButton
                  action={moveFaqAction.bind(null, { id: item.id, direction: 'up' })}
                  label={t('faq.up')}
                  success={t('faq.moved')}
                />
              )}
              {index < items.length - 1 && (
                <ActionButton
                  action={moveFaqAction.bind(null, { id: item.id, direction: 'down' })}
                  label={t('faq.down')}
                  success={t('faq.moved')}
                />
              )}
              <Link href={`/admin/competitions/faq/edit/${item.id}`} className="font-semibold text-bok-green underline">
                {t('common.edit')}
              </Link>
              <ActionButton
                action={deleteFaqAction.bind(null, { id: item.id })}
                label={t('common.delete')}
                success={t('common.deleted')}
                danger
                confirm={{ title: t('faq.deleteTitle'), message: t('faq.deleteConfirm'), button: t('common.delete') }}
              />
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
