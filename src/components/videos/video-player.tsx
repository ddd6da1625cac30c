'use client';
import { fill } from '@/i18n/fill';
import { Play } from 'lucide';
import { Icon as LucideIcon } from '@/components/ui/icon';
import Image from 'next/image';
import { useEffect, useRef, useState } from 'react';
import type HlsType from 'hls.js';
import { postJson } from '@/components/browser/api-client';
import { isDataLiteNow } from '@/components/browser/data-lite-state';
import { openAuthModal } from '../auth-modal/modal-store';
import { formatDuration, formatMegabytes } from './format';
import type { Award } from '../fancred/award';
import type { TrackAction } from '@/schemas/videos';
import { flushTracking, track } from './tracking-queue';

export interface PlayerLabels {
  play: string;
  playTitle: string;
  approxSize: string;
  loadingPlayer: string;
  playFailed: string;
  quality: string;
  auto: string;
  qualityOption: string;
  embedNote: string;
  watchPoints: string;
  duration: string;
}

type Rendition = { height: number; kbps: number; url: string };
/** The play API's answer (POST /api/site/videos/play). */
type PlaybackJson =
  | { kind: 'embed'; provider: string; embed_url: string }
  | { kind: 'hosted'; stream_url: string; renditions: Rendition[]; default_height: number | null; expires_at: string | null };
type Playback =
  | { kind: 'embed'; provider: string; embedUrl: string }
  | { kind: 'hosted'; streamUrl: string; renditions: Rendition[]; defaultHeight: number | null };

const playbackFromJson = (json: PlaybackJson): Playback =>
  json.kind === 'embed'
    ? { kind: 'embed', provider: json.provider, embedUrl: json.embed_url }
    : { kind: 'hosted', streamUrl: json.stream_url, renditions: json.renditions, defaultHeight: json.default_height };

const MILESTONES = [25, 50, 75] as const;

/**
 * The player on a video page (issue 12). Nothing loads before the tap but the poster: then the server's one
 * entitlement check answers (/api/site/videos/play) — sub_status_check for a visitor (with Login; the page reloads
 * after it, spec §4) or a member without a subscription — and a subscriber gets the privacy-enhanced embed or the
 * hosted stream. HLS plays natively where the browser can, else through hls.js, imported only now. Save-Data or a
 * 2g/3g connection starts on the lowest rendition; the fan may choose another. A stored stream's addresses are signed
 * and expire in minutes (decision 026): when one that worked starts answering 403 mid-play, the player asks the play
 * call again and carries on from the same second.
 */
export function VideoPlayer({
  videoId,
  title,
  posterUrl,
  durationSeconds,
  approxBytes,
  defaultQuality,
  provider,
  labels,
}: {
  videoId: number;
  title: string;
  posterUrl: string;
  durationSeconds: number;
  approxBytes: number | null;
  defaultQuality: number | null;
  provider: string | null;
  labels: PlayerLabels;
}) {
  const [state, setState] = useState<'idle' | 'loading' | 'playing' | 'error'>('idle');
  const [playback, setPlayback] = useState<Playback | null>(null);
  const [quality, setQuality] = useState<string>('auto');
  const [notice, setNotice] = useState<string | null>(null);
  /** The address to load once the <video> element is on the page (it renders with the state change). */
  const [pending, setPending] = useState<{ url: string; startAt: number } | null>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const hlsRef = useRef<HlsType | null>(null);
  const reached = useRef(new Set<string>());
  /** The quality chosen, for a renewal started from an hls.js or <video> event. */
  const qualityRef = useRef('auto');
  /** Whether the loaded address has served anything: a 403 then means its signature expired, not that it never worked. */
  const hasStreamWorked = useRef(false);
  const isRenewing = useRef(false);
  /** Where and when (performance.now) the last renewal happened. */
  const lastRenewal = useRef<{ position: number; at: number } | null>(null);
  /** renewStream for hls.js's error events (load reads only refs, so it runs once per requested address). */
  const renewRef = useRef<() => void>(() => undefined);

  // Events queued while offline go out when the browser is back online (and on this page's next visit).
  useEffect(() => {
    const flush = () => void flushTracking();
    flush();
    window.addEventListener('online', flush);
    return () => {
      window.removeEventListener('online', flush);
      hlsRef.current?.destroy();
    };
  }, []);

  const onAward = (award: Award | null) => {
    if (!award) return;
    if (award.needsProfile) openAuthModal('fancred_check_profile');
    else if (award.status === 'applied' && award.points > 0) setNotice(fill(labels.watchPoints, { points: award.points }));
  };

  const send = (action: TrackAction) => {
    if (reached.current.has(action)) return;
    reached.current.add(action);
    track({ videoId, action }, onAward);
  };

  /** Loads one address into the <video>: natively (MP4, or HLS where the browser has it), else through hls.js. */
  const load = async (url: string, startAt = 0) => {
    const video = videoRef.current;
    if (!video) return;
    hlsRef.current?.destroy();
    hlsRef.current = null;
    hasStreamWorked.current = false;
    const isHls = /\.m3u8($|\?)/i.test(url);
    if (!isHls || video.canPlayType('application/vnd.apple.mpegurl')) {
      video.src = url;
    } else {
      const { default: Hls } = await import('hls.js');
      if (!Hls.isSupported()) {
        video.src = url;
      } else {
        const hls = new Hls({ startLevel: isDataLiteNow() ? 0 : -1, capLevelToPlayerSize: true, maxBufferLength: 20 });
        hlsRef.current = hls;
        hls.on(Hls.Events.FRAG_LOADED, () => (hasStreamWorked.current = true));
        // hls.js does not retry a 4xx: a 403 on a playlist or segment is an expired signed address (or a refusal).
        hls.on(Hls.Events.ERROR, (_event, data) => {
          if (data.type === Hls.ErrorTypes.NETWORK_ERROR && data.response?.code === 403) renewRef.current();
        });
        hls.loadSource(url);
        hls.attachMedia(video);
      }
    }
    if (startAt > 0) video.addEventListener('loadedmetadata', () => (video.currentTime = startAt), { once: true });
    try {
      await video.play();
    } catch {
      // A browser that refuses sound without a fresh tap still plays muted; the fan unmutes in the controls.
      video.muted = true;
      await video.play().catch(() => undefined);
    }
  };

  useEffect(() => {
    if (!pending || !videoRef.current) return;
    setPending(null);
    void load(pending.url, pending.startAt);
    // load reads only refs: it runs once per requested address.
  }, [pending]);

  const urlFor = (source: Extract<Playback, { kind: 'hosted' }>, choice: string) =>
    choice === 'auto'
      ? source.streamUrl
      : (source.renditions.find((rendition) => String(rendition.height) === choice)?.url ?? source.streamUrl);

  /** The play call (the one entitlement check): the source, or null once the fan has been told why not. */
  const askForSource = async (): Promise<Playback | null> => {
    const result = await postJson<PlaybackJson>('/api/site/videos/play', { video_id: videoId });
    if (result.ok) return playbackFromJson(result.data);
    setState(result.status === 401 || result.status === 403 ? 'idle' : 'error');
    if (result.status === 401) openAuthModal('sub_status_check', { sessionRequired: true, callbackUrl: window.location.pathname });
    if (result.status === 403) openAuthModal('sub_status_check', { sessionRequired: false, callbackUrl: null });
    return null;
  };

  /**
   * The signed address stopped working mid-play (403): fresh ones from the play call, loaded at the same second. No
   * loop: an address that never played a frame is renewed once (its 403 may have come before the first frame, while
   * the player was still buffering ahead), then not again (a new one would fail the same way), nor is one that fails
   * again at the second of the last renewal within a minute (a broken file, not an expiry) — the fan sees the error
   * instead.
   */
  const renewStream = async () => {
    if (isRenewing.current) return;
    const startAt = videoRef.current?.currentTime ?? 0;
    const last = lastRenewal.current;
    const isRepeat = last !== null && Math.abs(last.position - startAt) < 1 && performance.now() - last.at < 60_000;
    hlsRef.current?.destroy();
    hlsRef.current = null;
    if ((!hasStreamWorked.current && last !== null) || isRepeat) {
      setState('error');
      return;
    }
    isRenewing.current = true;
    lastRenewal.current = { position: startAt, at: performance.now() };
    const source = await askForSource();
    isRenewing.current = false;
    if (source?.kind !== 'hosted') return;
    setPlayback(source);
    setPending({ url: urlFor(source, qualityRef.current), startAt });
  };

  useEffect(() => {
    renewRef.current = () => void renewStream();
  });

  /**
   * A native player (Safari's or Chromium's HLS, MP4) does not say which request failed or why: Safari reports a
   * network error, Chromium a source it could not parse. Either, after the address had worked, is renewed as above.
   */
  const onVideoError = () => {
    if (!hlsRef.current && videoRef.current?.error) void renewStream();
  };

  const start = async () => {
    if (state === 'loading') return;
    setState('loading');
    const source = await askForSource();
    if (!source) return;
    setPlayback(source);
    setState('playing');
    if (source.kind === 'embed') {
      // An embed reports nothing back: pressing play on it is the play (and a view).
      send('play');
      return;
    }
    const lowest = source.renditions[0];
    const choice = isDataLiteNow() && lowest ? String(lowest.height) : source.defaultHeight ? String(source.defaultHeight) : 'auto';
    setQuality(choice);
    qualityRef.current = choice;
    setPending({ url: urlFor(source, choice), startAt: 0 });
  };

  const changeQuality = (choice: string) => {
    if (playback?.kind !== 'hosted') return;
    setQuality(choice);
    qualityRef.current = choice;
    setPending({ url: urlFor(playback, choice), startAt: videoRef.current?.currentTime ?? 0 });
  };

  const onTimeUpdate = () => {
    const video = videoRef.current;
    if (!video || !Number.isFinite(video.duration) || video.duration <= 0) return;
    const percent = (video.currentTime / video.duration) * 100;
    for (const milestone of MILESTONES) if (percent >= milestone) send(`progress_${milestone}`);
  };

  const sizeText =
    approxBytes && defaultQuality ? fill(labels.approxSize, { size: formatMegabytes(approxBytes), quality: defaultQuality }) : null;

  if (state === 'playing' && playback?.kind === 'embed') {
    return (
      <div className="aspect-video w-full overflow-hidden rounded-lg bg-black" data-testid="video-player">
        <iframe
          src={playback.embedUrl}
          title={title}
          className="h-full w-full"
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          data-testid="video-embed"
        />
      </div>
    );
  }

  if (state === 'playing' && playback?.kind === 'hosted') {
    return (
      <div className="flex flex-col gap-2" data-testid="video-player">
        <video
          ref={videoRef}
          controls
          playsInline
          preload="none"
          poster={posterUrl}
          className="aspect-video w-full rounded-lg bg-black"
          onPlaying={() => send('play')}
          onTimeUpdate={onTimeUpdate}
          onEnded={() => send('complete')}
          onLoadedData={() => (hasStreamWorked.current = true)}
          onError={onVideoError}
          data-testid="video-element"
          data-quality={quality}
        >
          <track kind="captions" />
        </video>
        {playback.renditions.length > 1 && (
          <div className="flex items-center gap-2 text-sm">
            <label htmlFor={`quality-${videoId}`} className="font-semibold">
              {labels.quality}
            </label>
            <select
              id={`quality-${videoId}`}
              value={quality}
              onChange={(event) => changeQuality(event.target.value)}
              className="rounded border border-neutral-400 bg-white px-2 py-1"
              data-testid="quality-select"
            >
              <option value="auto">{labels.auto}</option>
              {playback.renditions.map((rendition) => (
                <option key={rendition.height} value={String(rendition.height)}>
                  {fill(labels.qualityOption, { height: rendition.height })}
                </option>
              ))}
            </select>
          </div>
        )}
        <p
          role="status"
          aria-live="polite"
          className={notice ? 'w-fit rounded bg-bok-gold px-3 py-2 text-sm font-semibold text-ink' : 'sr-only'}
        >
          {notice ?? ''}
        </p>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-2">
      <button
        type="button"
        onClick={() => void start()}
        aria-busy={state === 'loading'}
        aria-label={fill(labels.playTitle, { title })}
        className="group relative block aspect-video w-full overflow-hidden rounded-lg bg-neutral-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-bok-green"
        data-testid="play-button"
      >
        <Image
          src={posterUrl}
          alt=""
          fill
          sizes="(max-width: 1023px) 100vw, 66vw"
          priority
          unoptimized={posterUrl.endsWith('.svg')}
          className="object-cover opacity-90"
        />
        <span className="absolute inset-0 flex items-center justify-center">
          <span className="flex items-center gap-2 rounded-full bg-bok-green px-5 py-3 text-lg font-bold text-white shadow-lg group-hover:bg-bok-green-dark">
            <LucideIcon icon={Play} aria-hidden="true" size={24} fill="currentColor" />
            {state === 'loading' ? labels.loadingPlayer : labels.play}
          </span>
        </span>
        <span className="absolute right-2 bottom-2 rounded bg-black/80 px-2 py-1 text-sm font-semibold text-white tabular-nums">
          {formatDuration(durationSeconds)}
        </span>
      </button>
      <p className="text-sm text-muted" data-testid="video-facts">
        {fill(labels.duration, { duration: formatDuration(durationSeconds) })}
        {sizeText && <> · {sizeText}</>}
        {provider && (
          <> · {fill(labels.embedNote, { provider: provider === 'youtube' ? 'YouTube' : provider === 'vimeo' ? 'Vimeo' : provider })}</>
        )}
      </p>
      {state === 'error' && (
        <p role="alert" className="text-sm font-semibold text-red-700">
          {labels.playFailed}
        </p>
      )}
    </div>
  );
}
