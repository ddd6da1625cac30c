'use client';
import { Link } from '@/components/ui/site-link';
import { dispatchModal } from './modal-store';
import type { ViewProps } from './view-props';

/** fancred_check_profile (spec §2): complete the profile to earn points for liking, sharing and watching; links to /profile. */
export function FanCredCheckProfileView({ t }: ViewProps) {
  return (
    <div className="flex flex-col items-center gap-3 text-center">
      <p data-testid="modal-message">{t('views.fancred_check_profile.message')}</p>
      <Link
        href="/profile"
        onClick={() => dispatchModal({ type: 'close' })}
        className="w-full rounded bg-bok-green px-4 py-2.5 font-bold text-white"
      >
        {t('views.fancred_check_profile.link')}
      </Link>
    </div>
  );
}
