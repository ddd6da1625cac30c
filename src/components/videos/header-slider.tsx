import { Picture } from '@/components/ui/picture';
import { Link } from '@/components/ui/site-link';
import type { HeaderSlide } from '@/server/videos';
import { Carousel } from './carousel';

/**
 * /plus's header slider: staff-curated slides, each a link to a video or a show. The first image is the LCP. A slide's
 * button shows the staff's words, else the site's own (`watchNow`); staff text left in English is marked so.
 */
export function HeaderSlider({
  slides,
  label,
  previous,
  next,
  watchNow,
}: {
  slides: HeaderSlide[];
  label: string;
  previous: string;
  next: string;
  watchNow: string;
}) {
  if (slides.length === 0) return null;
  return (
    <section aria-label={label} data-testid="header-slider">
      <Carousel label={label} previous={previous} next={next}>
        {slides.map((slide, index) => (
          <li key={slide.id} className="w-full shrink-0 snap-start" data-testid="header-slide">
            <Link
              href={slide.href}
              className="relative block overflow-hidden rounded-lg bg-neutral-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-bok-green"
            >
              <Picture
                src={slide.imageUrl}
                alt=""
                width={1280}
                height={720}
                sizes="(max-width: 1279px) 100vw, 1200px"
                priority={index === 0}
                unoptimized={slide.imageUrl.endsWith('.svg')}
                className="aspect-[16/7] h-auto w-full object-cover opacity-80"
              />
              <span className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/90 to-transparent p-4 text-white">
                <span lang={slide.language} className="block text-xl font-extrabold sm:text-3xl">
                  {slide.title}
                </span>
                {slide.text && (
                  <span lang={slide.textLanguage} className="mt-1 block text-sm sm:text-base">
                    {slide.text}
                  </span>
                )}
                <span
                  lang={slide.ctaLabel ? slide.ctaLanguage : undefined}
                  className="mt-2 inline-block rounded bg-bok-gold px-3 py-1 text-sm font-bold text-ink"
                  data-testid="slide-cta"
                >
                  {slide.ctaLabel || watchNow}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </Carousel>
    </section>
  );
}
