import type { Sponsor } from '@/server/videos';
import { httpsUrl } from '@/schemas/https-url';

/** The sponsored row's text and call to action, as staff wrote them (in the reader's language where written). */
export function SponsorIntro({ sponsor }: { sponsor: Sponsor }) {
  const href = httpsUrl(sponsor.ctaUrl);
  if (!sponsor.description && !(href && sponsor.ctaLabel)) return null;
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm" data-testid="sponsor-intro">
      {sponsor.description && (
        <p lang={sponsor.descriptionLanguage} className="text-muted">
          {sponsor.description}
        </p>
      )}
      {href && sponsor.ctaLabel && (
        <a
          href={href}
          lang={sponsor.ctaLanguage}
          rel="sponsored noopener"
          className="font-semibold text-bok-green underline"
          data-testid="sponsor-cta"
        >
          {sponsor.ctaLabel}
        </a>
      )}
    </div>
  );
}
