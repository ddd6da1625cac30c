'use client';

import { useEffect, useId, useRef, useState, useSyncExternalStore, type FormEvent, type KeyboardEvent } from 'react';
import { screenLength } from '@/schemas/gsm7';
import { normaliseMsisdn } from '@/schemas/msisdn';
import { USSD_CODE_PATTERN, USSD_NETWORKS } from '@/schemas/ussd';

/** The demo fans of DESIGN §11 a caller may be. */
const DEMO_FANS = [
  { msisdn: '27710000001', network: 'mtn', label: 'MTN, subscribed' },
  { msisdn: '27720000002', network: 'vodacom', label: 'Vodacom, member, not subscribed' },
  { msisdn: '27730000003', network: 'cellc_telkom', label: 'Cell C/Telkom, profile not completed' },
  { msisdn: '27760000006', network: 'vodacom', label: 'Vodacom, subscribed' },
  { msisdn: '27799999999', network: 'vodacom', label: 'not registered' },
] as const;
const OTHER = 'other';
const SMS_RELOAD_MS = 3_000;
const KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '*', '0', '#'] as const;

function networkCodeOf(network: string): string {
  return USSD_NETWORKS.find((item) => item.network === network)?.code ?? '';
}

type Screen = { kind: 'idle' | 'CON' | 'END' | 'error'; text: string };
/** A screen and how many the page has shown (a test waits for the next one, not for a text the last one may share). */
type Shown = Screen & { step: number };
type Phase = 'idle' | 'waiting' | 'open' | 'ended';
interface Session {
  id: string;
  serviceCode: string;
  phoneNumber: string;
  networkCode: string;
  answers: string[];
}
interface OutboxJson {
  messages: { channel: 'sms' | 'email'; to: string; body: string; createdAt: string }[];
}
type Sms = OutboxJson['messages'][number];

/** The endpoint's answer as the phone shows it: `CON …`/`END …` without the prefix, or what went wrong. */
async function ask(session: Session): Promise<Screen> {
  const body = new URLSearchParams({
    sessionId: session.id,
    serviceCode: session.serviceCode,
    phoneNumber: session.phoneNumber,
    networkCode: session.networkCode,
    text: session.answers.join('*'),
  });
  let response: Response;
  let raw: string;
  try {
    response = await fetch('/api/ussd/session', { method: 'POST', body, cache: 'no-store' });
    raw = await response.text();
  } catch {
    return { kind: 'error', text: 'Network error: the server could not be reached.' };
  }
  if (!response.ok) {
    let message = '';
    try {
      message = (JSON.parse(raw) as { error?: { message?: string } }).error?.message ?? '';
    } catch {
      message = raw.slice(0, 120);
    }
    return { kind: 'error', text: `Error ${response.status}${message ? `: ${message}` : ''}` };
  }
  const answer = /^(CON|END)(?: |$)([\s\S]*)$/.exec(raw);
  if (!answer) return { kind: 'error', text: `Unexpected answer (neither CON nor END): ${raw.slice(0, 120)}` };
  return { kind: answer[1] as 'CON' | 'END', text: answer[2] ?? '' };
}

const noSubscription = () => () => undefined;

const PHASE_TEXT: Record<Phase, string> = {
  idle: 'Ready to call',
  waiting: 'Waiting…',
  open: 'Session open',
  ended: 'Session ended',
};

const button = 'min-h-11 min-w-11 rounded-lg px-3 font-semibold disabled:cursor-not-allowed disabled:opacity-50';
const field = 'min-h-11 w-full rounded-md border border-neutral-400 bg-white px-2 text-ink disabled:bg-neutral-300';

/**
 * The demo phone (/dev/ussd): a caller, a dial field and a keypad driving `POST /api/ussd/session` the way an
 * aggregator does (a fresh session id per call, every answer so far joined by `*`), and the SMS the caller received.
 */
export function UssdPhone({ serviceCode }: { serviceCode: string }) {
  const id = useId();
  const isHydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const [caller, setCaller] = useState<string>(DEMO_FANS[0].msisdn);
  const [otherNumber, setOtherNumber] = useState('');
  const [networkCode, setNetworkCode] = useState(networkCodeOf(DEMO_FANS[0].network));
  const [dial, setDial] = useState(serviceCode);
  const [reply, setReply] = useState('');
  const [phase, setPhase] = useState<Phase>('idle');
  const [screen, setScreen] = useState<Shown>({ kind: 'idle', text: '', step: 0 });
  const [sms, setSms] = useState<{ to: string; messages: Sms[] | null; problem: string }>({ to: '', messages: null, problem: '' });
  const session = useRef<Session | null>(null);
  const replyField = useRef<HTMLInputElement>(null);
  const smsTimer = useRef<number | undefined>(undefined);
  const isBusy = phase === 'waiting' || phase === 'open';
  const callerNumber = caller === OTHER ? normaliseMsisdn(otherNumber) : caller;

  useEffect(() => () => window.clearTimeout(smsTimer.current), []);

  // A menu waits for an answer: the reply field takes the keyboard.
  useEffect(() => {
    if (phase === 'open') replyField.current?.focus();
  }, [phase, screen]);

  function show(next: Screen) {
    setScreen((shown) => ({ ...next, step: shown.step + 1 }));
  }

  async function loadSms(to: string) {
    try {
      const response = await fetch(`/api/dev/outbox?to=${encodeURIComponent(to)}`, { cache: 'no-store' });
      if (!response.ok) throw new Error(`the outbox answered ${response.status}`);
      const { messages } = (await response.json()) as OutboxJson;
      setSms({ to, messages: messages.filter((message) => message.channel === 'sms').slice(0, 3), problem: '' });
    } catch (error) {
      setSms({ to, messages: null, problem: `Could not read the outbox: ${error instanceof Error ? error.message : 'network error'}.` });
    }
  }

  async function send(current: Session) {
    setPhase('waiting');
    const answer = await ask(current);
    // Ended (End) or replaced (a new call) while the request was under way: its answer is not this phone's any more.
    if (session.current !== current) return;
    show(answer);
    setPhase(answer.kind === 'CON' ? 'open' : 'ended');
    if (answer.kind !== 'CON') session.current = null;
    if (answer.kind === 'error') return;
    // The SMS a screen promised leaves through the outbound queue a moment later: read the outbox now and once more.
    void loadSms(current.phoneNumber);
    window.clearTimeout(smsTimer.current);
    smsTimer.current = window.setTimeout(() => void loadSms(current.phoneNumber), SMS_RELOAD_MS);
  }

  function call(event: FormEvent) {
    event.preventDefault();
    if (isBusy) return;
    const code = dial.trim();
    if (!callerNumber) {
      show({ kind: 'error', text: 'Enter a South African mobile number, such as 082 123 4567.' });
      return;
    }
    if (!USSD_CODE_PATTERN.test(code)) {
      show({ kind: 'error', text: `Dial a USSD code such as ${serviceCode}.` });
      return;
    }
    const started: Session = { id: crypto.randomUUID(), serviceCode: code, phoneNumber: callerNumber, networkCode, answers: [] };
    session.current = started;
    setReply('');
    void send(started);
  }

  function answer(event: FormEvent) {
    event.preventDefault();
    const current = session.current;
    // A phone sends nothing until something is typed.
    if (!current || phase !== 'open' || reply.trim() === '') return;
    const next = { ...current, answers: [...current.answers, reply.trim()] };
    session.current = next;
    setReply('');
    void send(next);
  }

  function hangUp() {
    session.current = null;
    setPhase('ended');
  }

  /** The keypad types where a real phone would: into the reply while a menu waits, else into the dial field. */
  function press(key: string) {
    if (phase === 'open') setReply((value) => value + key);
    else if (!isBusy) setDial((value) => value + key);
  }

  function backspace() {
    if (phase === 'open') setReply((value) => value.slice(0, -1));
    else if (!isBusy) setDial((value) => value.slice(0, -1));
  }

  /** Typing on the keyboard while the keypad (not a field) has focus presses its keys. */
  function onPhoneKey(event: KeyboardEvent<HTMLDivElement>) {
    if (event.target instanceof HTMLInputElement || event.target instanceof HTMLSelectElement) return;
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    if ((KEYS as readonly string[]).includes(event.key)) {
      event.preventDefault();
      press(event.key);
    } else if (event.key === 'Backspace') {
      event.preventDefault();
      backspace();
    }
  }

  function chooseCaller(value: string) {
    setCaller(value);
    const fan = DEMO_FANS.find((item) => item.msisdn === value);
    if (fan) setNetworkCode(networkCodeOf(fan.network));
    window.clearTimeout(smsTimer.current);
    setSms({ to: '', messages: null, problem: '' });
  }

  const size = screen.kind === 'CON' || screen.kind === 'END' ? screenLength(screen.text) : null;
  const isShown = sms.to !== '' && sms.to === callerNumber;
  const outboxHref = callerNumber ? `/api/dev/outbox?to=${encodeURIComponent(callerNumber)}` : null;

  return (
    <div className="flex flex-col gap-4" data-hydrated={isHydrated ? 'true' : undefined}>
      <fieldset className="flex flex-col gap-3 rounded-lg border border-neutral-300 bg-white p-3" disabled={isBusy}>
        <legend className="px-1 font-semibold">Caller</legend>
        <div className="flex flex-col gap-1">
          <label className="text-sm font-medium" htmlFor={`${id}-caller`}>
            Phone number
          </label>
          <select id={`${id}-caller`} className={field} value={caller} onChange={(event) => chooseCaller(event.target.value)}>
            {DEMO_FANS.map((fan) => (
              <option key={fan.msisdn} value={fan.msisdn}>
                {fan.msisdn} ({fan.label})
              </option>
            ))}
            <option value={OTHER}>Another number…</option>
          </select>
        </div>
        {caller === OTHER && (
          <label className="flex flex-col gap-1 text-sm font-medium">
            Another number
            <input
              className={field}
              type="tel"
              inputMode="tel"
              autoComplete="off"
              placeholder="082 123 4567"
              value={otherNumber}
              onChange={(event) => setOtherNumber(event.target.value)}
            />
          </label>
        )}
        <div className="flex flex-col gap-1">
          <label className="text-sm font-medium" htmlFor={`${id}-network`}>
            Network
          </label>
          <select id={`${id}-network`} className={field} value={networkCode} onChange={(event) => setNetworkCode(event.target.value)}>
            {USSD_NETWORKS.map((network) => (
              <option key={network.code} value={network.code}>
                {network.name} ({network.code})
              </option>
            ))}
            <option value="">Not sent</option>
          </select>
        </div>
      </fieldset>

      <div
        className="mx-auto flex w-full max-w-[22rem] flex-col gap-3 rounded-[2rem] bg-neutral-800 p-3 text-white shadow-lg"
        onKeyDown={onPhoneKey}
        data-testid="ussd-phone"
      >
        <div className="rounded-lg border-4 border-neutral-900 bg-[#c5d3a0] p-2 text-[#17210c]">
          <div
            role="status"
            aria-live="polite"
            aria-label="Phone screen"
            data-testid="ussd-screen"
            data-kind={screen.kind}
            data-step={screen.step}
            className="min-h-48 font-mono text-sm leading-snug break-words whitespace-pre-wrap"
          >
            {screen.kind === 'idle' ? '' : screen.text}
          </div>
          <div className="mt-1 flex justify-between gap-2 border-t border-[#17210c]/40 pt-1 font-mono text-xs">
            <span data-testid="ussd-phase">{screen.kind === 'error' && phase !== 'waiting' ? 'Error' : PHASE_TEXT[phase]}</span>
            {size && (
              <span data-testid="ussd-count" className={size.length > size.limit ? 'font-bold text-red-800' : undefined}>
                {size.length}/{size.limit}
                {size.length > size.limit ? ' too long' : ''}
              </span>
            )}
          </div>
        </div>

        <form className="flex items-end gap-2" onSubmit={answer}>
          <label className="flex grow flex-col gap-1 text-sm font-medium">
            Reply
            <input
              ref={replyField}
              className={field}
              inputMode="numeric"
              autoComplete="off"
              maxLength={40}
              value={reply}
              disabled={!isBusy}
              onChange={(event) => setReply(event.target.value)}
            />
          </label>
          <button type="submit" className={`${button} bg-white text-ink`} disabled={!isHydrated || phase !== 'open'}>
            Send
          </button>
        </form>

        <form className="flex flex-col gap-2" onSubmit={call}>
          <label className="flex flex-col gap-1 text-sm font-medium">
            Dial
            <input
              className={`${field} font-mono`}
              inputMode="tel"
              autoComplete="off"
              maxLength={40}
              value={dial}
              disabled={isBusy}
              onChange={(event) => setDial(event.target.value)}
            />
          </label>
          <div className="grid grid-cols-2 gap-2">
            <button type="submit" className={`${button} bg-green-700 text-white`} disabled={!isHydrated || isBusy}>
              {phase === 'ended' ? 'Call again' : 'Call'}
            </button>
            <button type="button" className={`${button} bg-red-700 text-white`} disabled={!isBusy} onClick={hangUp}>
              End
            </button>
          </div>
        </form>

        <div className="grid grid-cols-3 gap-2" role="group" aria-label="Keypad">
          {KEYS.map((key) => (
            <button key={key} type="button" className={`${button} bg-neutral-200 font-mono text-lg text-ink`} onClick={() => press(key)}>
              {key}
            </button>
          ))}
          <button type="button" className={`${button} col-span-3 bg-neutral-600 text-white`} onClick={backspace}>
            Delete
          </button>
        </div>
      </div>

      <section className="flex flex-col gap-2 rounded-lg border border-neutral-300 bg-white p-3" aria-labelledby="ussd-sms-heading">
        <h2 id="ussd-sms-heading" className="font-semibold">
          SMS this number received
        </h2>
        {!isShown && <p className="text-sm text-muted">Shown after each screen, newest first.</p>}
        {isShown && sms.messages?.length === 0 && <p className="text-sm text-muted">None yet.</p>}
        {isShown && sms.messages && sms.messages.length > 0 && (
          <ol className="flex flex-col gap-2 text-sm" data-testid="ussd-sms">
            {sms.messages.map((message) => (
              <li key={`${message.createdAt}-${message.body}`} className="rounded-md bg-neutral-100 p-2 break-words">
                <span className="block text-xs text-muted">{new Date(message.createdAt).toLocaleString('en-ZA')}</span>
                {message.body}
              </li>
            ))}
          </ol>
        )}
        {isShown && sms.problem && (
          <p className="text-sm text-red-800" role="alert">
            {sms.problem}
          </p>
        )}
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="button"
            className={`${button} border border-neutral-400 bg-white text-ink`}
            disabled={!isHydrated || !callerNumber}
            onClick={() => callerNumber && void loadSms(callerNumber)}
          >
            Refresh SMS
          </button>
          {outboxHref && (
            <a
              className="inline-flex min-h-11 items-center text-sm text-bok-green underline"
              href={outboxHref}
              target="_blank"
              rel="noreferrer"
            >
              All messages to {callerNumber} (JSON)
            </a>
          )}
        </div>
      </section>
    </div>
  );
}
