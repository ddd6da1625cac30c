import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { SignupForm } from '@/components/auth-modal/signup-form';
import { PlayableAdSection } from '@/components/games/playable-ad-section';
import { authCatalogue } from '@/i18n/auth-catalogue';
import type { Locale } from '@/i18n/locales';
import { getConfig } from '@/server/config';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('signup');
  return { title: t('title') };
}

/** /sign-up (spec §2): the sign-up form; its OTP step is the modal's signup_enter_otp. */
export default async function SignUpPage({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('signup');
  const brand = getConfig().brand.name;
  return (
    <section className="mx-auto max-w-2xl">
      <h1 className="mb-2 text-3xl font-extrabold">{t('title')}</h1>
      <p className="mb-2 text-neutral-700">{t('intro', { brand })}</p>
      <p className="mb-6 text-sm text-neutral-700" data-testid="signup-required-note">
        {t('required')}
      </p>
      <SignupForm
        messages={authCatalogue(locale)}
        labels={{
          newsletter: t('newsletter', { brand }),
          terms: t('terms'),
          termsLink: t('termsLink'),
          submit: t('submit'),
          submitting: t('submitting'),
        }}
      />
      <div className="mt-8">
        <PlayableAdSection isOnSignUp />
      </div>
    </section>
  );
}
