import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ProfileForm } from '@/components/auth-modal/profile-form';
import { DataLiteSwitch } from '@/components/site/data-lite-switch';
import { MyData } from '@/components/site/my-data';
import { MySubscription } from '@/components/site/my-subscription';
import { authCatalogue } from '@/i18n/auth-catalogue';
import type { Locale } from '@/i18n/locales';
import { mediaUrl } from '@/server/adapters/storage/get-storage';
import { describeSubscription } from '@/server/billing';
import { getConfig } from '@/server/config';
import { getSignedIn, toFanProfile } from '@/server/identity';
import { deletionBlocker } from '@/server/privacy';

/** Per member: rendered for each request, never cached. */
export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('profile');
  return { title: t('title'), robots: { index: false } };
}

/** /profile (members only): a visitor is sent to log in and brought back here (spec §2, §6). */
export default async function ProfilePage({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const signedIn = await getSignedIn(await headers());
  if (!signedIn) redirect('/api/auth/signin?error=SessionRequired&callbackUrl=%2Fprofile');
  const t = await getTranslations('profile');
  const tLite = await getTranslations('dataLite');
  const user = toFanProfile(signedIn.user);
  return (
    <section className="mx-auto max-w-4xl">
      <h1 className="mb-6 text-3xl font-extrabold">{t('title')}</h1>
      <ProfileForm
        user={user}
        thumbnailUrl={user.thumbnailFile ? mediaUrl(user.thumbnailFile) : null}
        messages={authCatalogue(locale)}
        maxPictureBytes={getConfig().limits.uploadMaxBytes}
        labels={{
          details: t('details'),
          save: t('save'),
          saving: t('saving'),
          picture: t('picture'),
          pictureHint: t('pictureHint', { mb: Math.floor(getConfig().limits.uploadMaxBytes / 1_000_000) }),
          changePicture: t('changePicture'),
          nicknameTitle: t('nicknameTitle'),
          nicknameSave: t('nicknameSave'),
          newsletter: t('newsletter'),
        }}
      />
      <MySubscription subscription={await describeSubscription(signedIn.user)} brandName={getConfig().brand.name} />
      <div className="mt-8 rounded-lg border border-black/10 p-4">
        <DataLiteSwitch texts={{ label: tLite('label'), hint: tLite('hint'), byBrowser: tLite('byBrowser') }} testId="profile-data-lite" />
      </div>
      <MyData blocker={await deletionBlocker(signedIn.user)} brand={getConfig().brand} locale={locale} />
    </section>
  );
}
