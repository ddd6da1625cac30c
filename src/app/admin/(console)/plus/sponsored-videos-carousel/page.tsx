import { BUTTON_CLASS, FormField, INPUT_CLASS } from '@/components/admin/form-field';
import { PageHeader } from '@/components/admin/page-header';
import { PinsEditor } from '@/components/admin/videos/pins-editor';
import { ItemLanguages, TranslationFields } from '@/components/admin/translation-fields';
import { CTA_LABEL_MAX, CTA_URL_MAX, SPONSOR_DESCRIPTION_MAX, SPONSOR_TITLE_MAX } from '@/schemas/videos';
import { SaveNotice } from '@/components/admin/videos/save-notice';
import { formNoticeOf } from '@/server/http/staff-actions';
import { consoleTranslator } from '@/i18n/console-messages';
import { requireStaff } from '@/server/http/staff-guard';
import { getPins, getSponsoredRow, getSponsorForStaff, listVideoChoices } from '@/server/videos';
import { savePinsAction, saveSponsorAction } from '../actions';

/**
 * /admin/plus/sponsored-videos-carousel (spec §2): the sponsor (name, logo; the row's heading, text and button, in each
 * language, issue 26) and the order of its videos.
 */
export default async function SponsoredCarouselPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requireStaff('/admin/plus/sponsored-videos-carousel');
  const t = consoleTranslator('videos');
  const tLanguages = consoleTranslator('translations');
  const [sponsor, row, pins, choices, query] = await Promise.all([
    getSponsorForStaff(),
    getSponsoredRow(),
    getPins('sponsored'),
    listVideoChoices(),
    searchParams,
  ]);
  return (
    <>
      <PageHeader title={t('pins.sponsoredTitle')} description={t('pins.sponsoredIntro')} />
      <SaveNotice notice={await formNoticeOf(query)} />
      <section aria-labelledby="sponsor-heading" className="mb-8">
        <h2 id="sponsor-heading" className="mb-2 text-lg font-bold">
          {t('pins.sponsor')}
        </h2>
        {!sponsor && <p className="mb-3 rounded bg-amber-50 p-3 text-sm ring-1 ring-amber-200">{t('pins.noSponsor')}</p>}
        {sponsor && (
          <p className="mb-3 flex items-center gap-2 text-sm">
            {tLanguages('column')}: <ItemLanguages t={tLanguages} languages={sponsor.languages} />
          </p>
        )}
        <form action={saveSponsorAction} className="flex max-w-2xl flex-col gap-3" data-testid="sponsor-form">
          <FormField id="sponsor-name" label={t('pins.sponsorName')}>
            <input id="sponsor-name" name="name" required maxLength={80} defaultValue={sponsor?.name ?? ''} className={INPUT_CLASS} />
          </FormField>
          <FormField id="sponsor-logo" label={t('pins.logo')} hint={t('pins.logoHint')}>
            <input
              id="sponsor-logo"
              name="logo"
              type="file"
              accept="image/jpeg,image/png,image/webp"
              required={!sponsor}
              aria-describedby="sponsor-logo-hint"
              className="text-sm"
            />
          </FormField>
          {sponsor && (
            // eslint-disable-next-line @next/next/no-img-element -- the stored logo, small, in the console
            <img src={sponsor.logoUrl} alt="" width={128} height={64} className="rounded bg-white ring-1 ring-neutral-200" />
          )}
          <FormField id="sponsor-title" label={t('pins.sponsorTitle')} hint={t('pins.sponsorTitleHint')}>
            <input
              id="sponsor-title"
              name="title"
              maxLength={SPONSOR_TITLE_MAX}
              defaultValue={sponsor?.title ?? ''}
              aria-describedby="sponsor-title-hint"
              className={INPUT_CLASS}
            />
          </FormField>
          <FormField id="sponsor-description" label={t('pins.sponsorDescription')}>
            <textarea
              id="sponsor-description"
              name="description"
              rows={2}
              maxLength={SPONSOR_DESCRIPTION_MAX}
              defaultValue={sponsor?.description ?? ''}
              className={INPUT_CLASS}
            />
          </FormField>
          <FormField id="sponsor-cta-label" label={t('pins.sponsorCtaLabel')}>
            <input
              id="sponsor-cta-label"
              name="cta_label"
              maxLength={CTA_LABEL_MAX}
              defaultValue={sponsor?.ctaLabel ?? ''}
              className={INPUT_CLASS}
            />
          </FormField>
          <FormField id="sponsor-cta-url" label={t('pins.sponsorCtaUrl')} hint={t('pins.sponsorCtaUrlHint')}>
            <input
              id="sponsor-cta-url"
              name="cta_url"
              type="url"
              inputMode="url"
              maxLength={CTA_URL_MAX}
              defaultValue={sponsor?.ctaUrl ?? ''}
              aria-describedby="sponsor-cta-url-hint"
              className={INPUT_CLASS}
            />
          </FormField>
          <TranslationFields
            t={tLanguages}
            idPrefix="sponsor"
            fields={[
              { name: 'title', label: t('pins.sponsorTitle'), maxLength: SPONSOR_TITLE_MAX },
              { name: 'description', label: t('pins.sponsorDescription'), maxLength: SPONSOR_DESCRIPTION_MAX, rows: 2 },
              { name: 'ctaLabel', label: t('pins.sponsorCtaLabel'), maxLength: CTA_LABEL_MAX },
            ]}
            translations={sponsor?.translations}
          />
          <div>
            <button type="submit" className={BUTTON_CLASS}>
              {t('save')}
            </button>
          </div>
        </form>
      </section>
      <PinsEditor
        carousel="sponsored"
        current={row.videos}
        pins={pins}
        choices={choices}
        label={t('pins.sponsoredPinsLabel')}
        action={savePinsAction}
      />
    </>
  );
}
