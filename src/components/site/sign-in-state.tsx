'use client';
import { Link } from '@/components/ui/site-link';
import { useState } from 'react';
import { updateLanguage } from '../auth-modal/identity-api';
import { openAuthModal } from '../auth-modal/modal-store';
import { refreshSession, signOut, useSession } from '@/components/auth-modal/session-store';

interface SignInStateProps {
  locale: string;
  brandSlug: string;
  languages: { code: string; name: string }[];
  labels: { logIn: string; signUp: string; signOut: string; language: string; profile: string };
}

/**
 * The header's sign-in state (spec §2): a profile link with the name (or else the number), the language selector,
 * and Sign Out — or Log In and Sign Up. A client island over GET /api/auth/session, so pages stay cached.
 */
export function SignInState({ locale, brandSlug, languages, labels }: SignInStateProps) {
  const session = useSession();
  const [isBusy, setIsBusy] = useState(false);
  const user = session.status === 'signed-in' ? session.user : null;

  const changeLanguage = async (language: string) => {
    // Just after a page loads the session may still be on its way: decide once it has arrived, so a member is
    // never told to log in.
    const current = session.status === 'loading' ? await refreshSession() : session;
    const member = current.status === 'signed-in' ? current.user : null;
    if (!member) {
      openAuthModal('language_session_check');
      return;
    }
    setIsBusy(true);
    const result = await updateLanguage({ userId: member.userId, language });
    if (result.ok) {
      await refreshSession();
      window.location.reload();
    } else setIsBusy(false);
  };

  return (
    <div className="flex flex-wrap items-center justify-end gap-2" data-testid="sign-in-state" data-state={session.status}>
      {user && (
        <Link
          href="/profile"
          className="max-w-40 truncate rounded px-2 py-2 text-sm font-semibold hover:bg-bok-green-dark"
          aria-label={labels.profile}
          data-testid="profile-link"
        >
          {user.firstName || user.msisdn}
        </Link>
      )}
      <label className="sr-only" htmlFor="language-select">
        {labels.language}
      </label>
      <select
        id="language-select"
        value={locale}
        disabled={isBusy}
        onChange={(event) => void changeLanguage(event.target.value)}
        className="rounded border border-white/40 bg-bok-green-dark px-1 py-1.5 text-sm text-white"
      >
        {languages.map((language) => (
          <option key={language.code} value={language.code}>
            {language.name}
          </option>
        ))}
      </select>
      {user ? (
        <button
          type="button"
          onClick={() => void signOut(brandSlug)}
          className="rounded px-3 py-2 text-sm font-semibold hover:bg-bok-green-dark"
          data-testid="sign-out"
        >
          {labels.signOut}
        </button>
      ) : (
        <>
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- an API redirect (the no-JS path), not a page */}
          <a
            href="/api/auth/signin"
            onClick={(event) => {
              event.preventDefault();
              openAuthModal('signin');
            }}
            className="rounded px-3 py-2 text-sm font-semibold hover:bg-bok-green-dark"
          >
            {labels.logIn}
          </a>
          <Link href="/sign-up" className="rounded bg-bok-gold px-3 py-2 text-sm font-bold text-ink hover:brightness-95">
            {labels.signUp}
          </Link>
        </>
      )}
    </div>
  );
}
