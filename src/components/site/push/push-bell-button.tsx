'use client';
import { Bell, BellRing } from 'lucide';
import { Icon as LucideIcon } from '@/components/ui/icon';
import dynamic from 'next/dynamic';
import { useCallback, useId, useRef, useState, useSyncExternalStore } from 'react';
import { NEWS_TOPIC, teamPushTopics } from '@/schemas/push';
import type { MatchTeam } from '@/schemas/teams';
import { isPushSupported, onSavedTopicsChange, savedTopicsKey } from './push-browser';
import type { PushBellLabels } from './push-labels';

const noChange = () => () => undefined;

/** Loaded on the first tap: nothing of the panel (or of push) is fetched before. */
const PushPanel = dynamic(() => import('./push-panel'), { ssr: false });

/**
 * The bell (decision 031): a button that shows only where the browser can take push, and asks nothing until tapped.
 * A tap opens the panel below it (the topics, then the browser's permission question after "Turn on"). It says
 * whether this browser gets this team's notifications, from what the panel last saved.
 */
export function PushBellButton({ team, locale, labels }: { team: MatchTeam; locale: string; labels: PushBellLabels }) {
  // The server (and a cached page) knows nothing of the browser: hidden until hydrated, then shown where push works.
  const isSupported = useSyncExternalStore(noChange, isPushSupported, () => false);
  const saved = useSyncExternalStore(onSavedTopicsChange, savedTopicsKey, () => '');
  const offered = new Set<string>([...teamPushTopics(team), NEWS_TOPIC]);
  const isOn = saved.split(',').some((topic) => offered.has(topic));
  const [isOpen, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  const close = useCallback(() => {
    setOpen(false);
    button.current?.focus();
  }, []);

  if (!isSupported) return null;
  const icon = isOn ? BellRing : Bell;
  return (
    <div className="w-full max-w-sm" data-testid="push-bell">
      <button
        ref={button}
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setOpen((open) => !open)}
        className={`inline-flex min-h-11 min-w-11 items-center gap-2 rounded-full border px-4 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-bok-green ${
          isOn ? 'border-bok-green bg-bok-green text-white' : 'border-bok-green bg-white text-bok-green'
        }`}
      >
        <LucideIcon icon={icon} aria-hidden="true" className="h-5 w-5 shrink-0" />
        <span>{isOn ? labels.bellOn : labels.bellOff}</span>
        <span className="sr-only"> – {labels.bellLabel}</span>
      </button>
      {isOpen && <PushPanel id={panelId} team={team} locale={locale} labels={labels} onClose={close} />}
    </div>
  );
}
