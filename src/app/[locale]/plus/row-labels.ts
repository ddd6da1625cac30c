import { getTranslations } from 'next-intl/server';
import type { RowLabels } from '@/components/videos/video-row';

/** The carousels' button and badge labels, in the viewer's language. */
export async function rowLabels(): Promise<RowLabels> {
  const t = await getTranslations('plus');
  return { previous: t('previous'), next: t('next'), sponsoredLabel: t('sponsoredLabel') };
}
