'use client';
import { fill } from '@/i18n/fill';
import { Heart, Link2, MessageCircle, Share2 } from 'lucide';
import { Icon as LucideIcon } from '@/components/ui/icon';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { getJson, postJson } from '@/components/browser/api-client';
import { openAuthModal } from '../auth-modal/modal-store';
import { refreshSession, useSession } from '@/components/auth-modal/session-store';
import { awardFromJson, type AwardJson } from './award';

export interface EngagementLabels {
  like: string;
  liking: string;
  unliking: string;
  likes: string;
  likesOne: string;
  share: string;
  sharing: string;
  shares: string;
  sharesOne: string;
  shareOptions: string;
  shareWhatsApp: string;
  copyLink: string;
  copied: string;
  pointsToast: string;
  failed: string;
}

const noSubscription = () => () => undefined;
/** The phone's own share sheet (Web Share API); desktop browsers mostly have none. */
const hasShareSheet = () => typeof navigator.share === 'function';

type Channel = 'native' | 'whatsapp' | 'copy';

/**
 * Like and Share under a story (issue 11): a small island, so the story page stays cached. The counts and the fan's
 * own like come from GET /api/site/engagement after the page has loaded; Like asks a visitor to log in; Share uses the
 * phone's share sheet where there is one, else WhatsApp and Copy link. Points earned show as a short notice; a fan
 * whose profile is not complete is told once (the engine decides when) how to earn them.
 */
export function EngagementBar({
  itemType,
  itemId,
  title,
  path,
  labels,
}: {
  itemType: 'story' | 'video';
  itemId: string;
  title: string;
  path: string;
  labels: EngagementLabels;
}) {
  const session = useSession();
  const [counts, setCounts] = useState<{ likes: number; shares: number; isLiked: boolean } | null>(null);
  const [busy, setBusy] = useState<'like' | 'unlike' | 'share' | null>(null);
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const canShareNatively = useSyncExternalStore(noSubscription, hasShareSheet, () => false);
  const [notice, setNotice] = useState<{ text: string; isError: boolean } | null>(null);
  const noticeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const query = `item_type=${itemType}&item_id=${encodeURIComponent(itemId)}`;

  // Once the session is known, and again when it changes (after a login in the modal, the fan's own like appears).
  const sessionKey = session.status === 'signed-in' ? session.user.userId : session.status;
  useEffect(() => {
    if (sessionKey === 'loading') return;
    let isCancelled = false;
    void getJson<{ likes: number; shares: number; liked: boolean }>(`/api/site/engagement?${query}`).then((result) => {
      if (result.ok && !isCancelled) setCounts({ likes: result.data.likes, shares: result.data.shares, isLiked: result.data.liked });
    });
    return () => {
      isCancelled = true;
    };
  }, [query, sessionKey]);

  useEffect(() => () => void (noticeTimer.current && clearTimeout(noticeTimer.current)), []);

  const show = (text: string, isError = false) => {
    setNotice({ text, isError });
    if (noticeTimer.current) clearTimeout(noticeTimer.current);
    noticeTimer.current = setTimeout(() => setNotice(null), 6000);
  };

  const onAward = (json: AwardJson) => {
    const award = awardFromJson(json);
    if (!award) return;
    if (award.needsProfile) openAuthModal('fancred_check_profile');
    else if (award.status === 'applied' && award.points > 0) show(fill(labels.pointsToast, { points: award.points }));
  };

  const isSignedIn = async () => {
    const current = session.status === 'loading' ? await refreshSession() : session;
    return current.status === 'signed-in';
  };

  const toggleLike = async () => {
    if (busy) return;
    if (!(await isSignedIn())) {
      openAuthModal('signin', { callbackUrl: window.location.pathname });
      return;
    }
    const isLiked = !(counts?.isLiked ?? false);
    setBusy(isLiked ? 'like' : 'unlike');
    const result = await postJson<{ likes: number; liked: boolean; award: AwardJson }>('/api/site/engagement/like', {
      item_type: itemType,
      item_id: itemId,
      liked: isLiked,
    });
    setBusy(null);
    if (!result.ok) {
      if (result.status === 401) openAuthModal('signin', { callbackUrl: window.location.pathname });
      else show(labels.failed, true);
      return;
    }
    setCounts((previous) => ({ likes: result.data.likes, shares: previous?.shares ?? 0, isLiked: result.data.liked }));
    onAward(result.data.award);
  };

  /** A share is recorded for a signed-in fan only; a visitor may share all the same. */
  const recordShare = async (channel: Channel) => {
    if (!(await isSignedIn())) return;
    const result = await postJson<{ shares: number; award: AwardJson }>('/api/site/engagement/share', {
      item_type: itemType,
      item_id: itemId,
      channel,
    });
    if (!result.ok) return;
    setCounts((previous) => (previous ? { ...previous, shares: result.data.shares } : previous));
    onAward(result.data.award);
  };

  const url = () => new URL(path, window.location.origin).toString();

  const share = async () => {
    if (busy) return;
    if (!canShareNatively) {
      setIsMenuOpen((open) => !open);
      return;
    }
    setBusy('share');
    try {
      await navigator.share({ title, url: url() });
      await recordShare('native');
    } catch {
      // Cancelled by the fan (AbortError) or refused by the browser: nothing was shared.
    } finally {
      setBusy(null);
    }
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url());
      show(labels.copied);
      setIsMenuOpen(false);
      await recordShare('copy');
    } catch {
      show(labels.failed, true);
    }
  };

  const likeLabel = busy === 'like' ? labels.liking : busy === 'unlike' ? labels.unliking : labels.like;
  const buttonClass =
    'inline-flex min-h-11 items-center gap-2 rounded-full border px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-bok-green disabled:opacity-70';

  return (
    <div className="flex flex-col gap-2" data-testid="engagement" data-loaded={counts ? 'true' : 'false'}>
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          onClick={() => void toggleLike()}
          aria-pressed={counts?.isLiked ?? false}
          aria-busy={busy === 'like' || busy === 'unlike'}
          disabled={busy === 'like' || busy === 'unlike'}
          className={`${buttonClass} ${counts?.isLiked ? 'border-bok-green bg-bok-green text-white' : 'border-neutral-300 bg-white text-ink hover:bg-neutral-100'}`}
          data-testid="like-button"
        >
          <LucideIcon icon={Heart} aria-hidden="true" size={18} fill={counts?.isLiked ? 'currentColor' : 'none'} />
          {likeLabel}
        </button>
        <span className="text-sm text-muted tabular-nums" data-testid="like-count" aria-live="polite">
          {counts ? (counts.likes === 1 ? labels.likesOne : fill(labels.likes, { count: counts.likes })) : ''}
        </span>
        <button
          type="button"
          onClick={() => void share()}
          aria-expanded={canShareNatively ? undefined : isMenuOpen}
          aria-busy={busy === 'share'}
          disabled={busy === 'share'}
          className={`${buttonClass} border-neutral-300 bg-white text-ink hover:bg-neutral-100`}
          data-testid="share-button"
        >
          <LucideIcon icon={Share2} aria-hidden="true" size={18} />
          {busy === 'share' ? labels.sharing : labels.share}
        </button>
        <span className="text-sm text-muted tabular-nums" data-testid="share-count">
          {counts ? (counts.shares === 1 ? labels.sharesOne : fill(labels.shares, { count: counts.shares })) : ''}
        </span>
      </div>
      {isMenuOpen && (
        <div role="group" aria-label={labels.shareOptions} className="flex flex-wrap gap-2" data-testid="share-menu">
          <a
            href={`https://wa.me/?text=${encodeURIComponent(`${title} ${url()}`)}`}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => {
              setIsMenuOpen(false);
              void recordShare('whatsapp');
            }}
            className={`${buttonClass} border-[#25D366] bg-[#25D366] text-ink`}
          >
            <LucideIcon icon={MessageCircle} aria-hidden="true" size={18} />
            {labels.shareWhatsApp}
          </a>
          <button
            type="button"
            onClick={() => void copy()}
            className={`${buttonClass} border-neutral-300 bg-white text-ink hover:bg-neutral-100`}
          >
            <LucideIcon icon={Link2} aria-hidden="true" size={18} />
            {labels.copyLink}
          </button>
        </div>
      )}
      <p
        role="status"
        aria-live="polite"
        className={
          notice
            ? `w-fit rounded px-3 py-2 text-sm font-semibold shadow ${notice.isError ? 'bg-red-50 text-red-800' : 'bg-bok-gold text-ink'}`
            : 'sr-only'
        }
        data-testid="engagement-notice"
      >
        {notice?.text ?? ''}
      </p>
    </div>
  );
}
