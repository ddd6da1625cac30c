'use client';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { NEWS_TOPIC, teamPushTopics, type PushTopic } from '@/schemas/push';
import type { MatchTeam } from '@/schemas/teams';
import type { PushBellLabels } from './push-labels';
import { currentSubscription, postSubscription, readSavedTopics, saveTopics, subscribeBrowser, unsubscribeBrowser } from './push-browser';

type Status = 'on' | 'off' | 'saved' | 'chooseOne' | 'denied' | 'failed' | 'working';

/**
 * The bell's panel (decision 031), loaded on the first tap: this team's three topics and news as checkboxes, then
 * "Turn on" — which asks the browser's permission first (still inside the fan's tap), subscribes with the site's
 * VAPID key and sends the subscription — or, when on, "Save" and "Turn off all". Topics of other teams this browser
 * asked for elsewhere are kept.
 */
export default function PushPanel({
  id,
  team,
  locale,
  labels,
  onClose,
}: {
  id: string;
  team: MatchTeam;
  locale: string;
  labels: PushBellLabels;
  onClose: () => void;
}) {
  const [kickOff, score, fullTime] = teamPushTopics(team) as [PushTopic, PushTopic, PushTopic];
  const offered: { topic: PushTopic; label: string }[] = [
    { topic: kickOff, label: labels.kickOff },
    { topic: score, label: labels.score },
    { topic: fullTime, label: labels.fullTime },
    { topic: NEWS_TOPIC, label: labels.news },
  ];
  const titleId = useId();
  const [checked, setChecked] = useState<Set<PushTopic>>(() => new Set([kickOff, score, fullTime]));
  const [isSubscribed, setSubscribed] = useState(false);
  const [status, setStatus] = useState<Status | null>(null);
  const isBusy = status === 'working';

  useEffect(() => {
    let isCurrent = true;
    void (async () => {
      const subscription = await currentSubscription().catch(() => null);
      if (!isCurrent) return;
      const saved = readSavedTopics();
      if (!subscription) {
        if (saved.length > 0) saveTopics([]);
        if (Notification.permission === 'denied') setStatus('denied');
        return;
      }
      const mine = saved.filter((topic) => offered.some((item) => item.topic === topic));
      setSubscribed(true);
      if (mine.length > 0) setChecked(new Set(mine));
      setStatus(mine.length > 0 ? 'on' : null);
    })();
    return () => {
      isCurrent = false;
    };
    // Once, when the panel opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const toggle = (topic: PushTopic) =>
    setChecked((before) => {
      const next = new Set(before);
      if (next.has(topic)) next.delete(topic);
      else next.add(topic);
      return next;
    });

  const turnOffAll = async () => {
    setStatus('working');
    try {
      const subscription = await currentSubscription();
      if (subscription) await unsubscribeBrowser(subscription);
      saveTopics([]);
      setSubscribed(false);
      setStatus('off');
    } catch {
      setStatus('failed');
    }
  };

  const save = async () => {
    const others = readSavedTopics().filter((topic) => !offered.some((item) => item.topic === topic));
    const chosen = offered.map((item) => item.topic).filter((topic) => checked.has(topic));
    const topics = [...others, ...chosen];
    if (chosen.length === 0 && !isSubscribed) return setStatus('chooseOne');
    if (topics.length === 0) return turnOffAll();
    // The browser's question comes first, while the tap still counts as the fan's.
    const permission = Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
    if (permission !== 'granted') return setStatus('denied');
    setStatus('working');
    try {
      const subscription = await subscribeBrowser();
      await postSubscription(subscription, topics, locale);
      saveTopics(topics);
      setSubscribed(true);
      setStatus(chosen.length > 0 ? (isSubscribed ? 'saved' : 'on') : 'off');
    } catch {
      setStatus('failed');
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onClose();
  };

  const message: Record<Status, string> = {
    on: labels.isOn,
    off: labels.isOff,
    saved: labels.saved,
    chooseOne: labels.chooseOne,
    denied: labels.denied,
    failed: labels.failed,
    working: labels.working,
  };
  return (
    <div
      id={id}
      role="group"
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      className="mt-2 rounded-lg border border-neutral-300 bg-white p-4 text-ink shadow-md"
      data-testid="push-panel"
    >
      <h2 id={titleId} className="text-base font-bold">
        {labels.panelTitle}
      </h2>
      <fieldset className="mt-2" disabled={isBusy}>
        <legend className="sr-only">{labels.panelTitle}</legend>
        {offered.map((item) => (
          <label key={item.topic} className="flex min-h-11 cursor-pointer items-center gap-3">
            <input
              type="checkbox"
              className="h-5 w-5 shrink-0 accent-bok-green"
              checked={checked.has(item.topic)}
              onChange={() => toggle(item.topic)}
              data-topic={item.topic}
            />
            <span>{item.label}</span>
          </label>
        ))}
      </fieldset>
      {!isSubscribed && <p className="mt-1 text-sm text-muted">{labels.hint}</p>}
      <p role="status" className="mt-2 min-h-5 text-sm font-semibold" data-testid="push-status">
        {status ? message[status] : ''}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          type="button"
          onClick={() => void save()}
          disabled={isBusy}
          className="min-h-11 rounded-full bg-bok-green px-5 font-semibold text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-bok-green disabled:opacity-60"
        >
          {isSubscribed ? labels.save : labels.turnOn}
        </button>
        {isSubscribed && (
          <button
            type="button"
            onClick={() => void turnOffAll()}
            disabled={isBusy}
            className="min-h-11 rounded-full border border-bok-green px-5 font-semibold text-bok-green focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-bok-green disabled:opacity-60"
          >
            {labels.turnOff}
          </button>
        )}
        <button
          type="button"
          onClick={onClose}
          className="min-h-11 rounded-full px-4 font-semibold text-ink underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-bok-green"
        >
          {labels.close}
        </button>
      </div>
    </div>
  );
}
