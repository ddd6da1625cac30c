import { consoleTranslator } from '@/i18n/console-messages';

export default function AdminNotFound() {
  const t = consoleTranslator('shell');
  return (
    <div className="max-w-xl">
      <h1 className="text-2xl font-bold">{t('notFoundTitle')}</h1>
      <p className="mt-2">{t('notFoundText')}</p>
    </div>
  );
}
