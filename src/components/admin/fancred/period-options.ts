import type { ConsoleTranslate } from '@/i18n/console-messages';
import { periodLabel } from '@/components/fancred/period';

/** A final table's period as staff choose it: "October 2026 (month)", "2025 (year)". */
export function periodOption(
  period: { periodKey: string; type: 'monthly' | 'yearly' },
  t: ConsoleTranslate,
): { periodKey: string; label: string } {
  return {
    periodKey: period.periodKey,
    label: t('winners.periodOption', { period: periodLabel(period.periodKey, 'en'), type: t(`winners.${period.type}`) }),
  };
}
