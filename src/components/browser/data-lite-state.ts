/**
 * Data-lite in the browser (decision 018): the signals the page can see, the fan's switch, and the mark on <html>
 * (`data-lite`) that CSS and the islands read. The rule itself is src/schemas/data-lite.ts.
 */
import {
  CONNECTION_TYPE_COOKIE,
  DATA_LITE_COOKIE,
  DATA_LITE_SECONDS,
  isDataLite,
  type DataLiteChoice,
  type DataLiteSignals,
} from '@/schemas/data-lite';

type NetworkInformation = { saveData?: boolean; effectiveType?: string };

/** Fired on window when the fan flips the switch, so every switch on the page shows the same state. */
export const DATA_LITE_EVENT = 'data-lite-change';

function readCookie(name: string): string | null {
  const match = new RegExp(`(?:^|;\\s*)${name}=([^;]*)`).exec(document.cookie);
  return match?.[1] === undefined ? null : decodeURIComponent(match[1]);
}

function connection(): NetworkInformation | undefined {
  return (navigator as Navigator & { connection?: NetworkInformation }).connection;
}

export function readDataLiteSignals(): DataLiteSignals {
  const info = connection();
  return {
    choice: readCookie(DATA_LITE_COOKIE),
    saveData: info?.saveData ?? null,
    effectiveType: info?.effectiveType ?? readCookie(CONNECTION_TYPE_COOKIE),
  };
}

export function isDataLiteNow(): boolean {
  return isDataLite(readDataLiteSignals());
}

/** Keeps <html data-lite> in step with the signals (the layout's before-paint script sets it first). */
export function markDataLite(isOn: boolean): void {
  if (isOn) document.documentElement.dataset.lite = '1';
  else delete document.documentElement.dataset.lite;
}

/** The fan's switch: remembered for a year; images asked for from now on follow it. */
export function chooseDataLite(choice: DataLiteChoice): void {
  document.cookie = `${DATA_LITE_COOKIE}=${choice}; Max-Age=${DATA_LITE_SECONDS}; Path=/; SameSite=Lax`;
  markDataLite(choice === 'on');
  window.dispatchEvent(new Event(DATA_LITE_EVENT));
}

/**
 * The before-paint script (inline in the layout's <head>): writes the connection type where image requests carry it,
 * and marks <html data-lite>. It restates the rule of src/schemas/data-lite.ts in a few bytes; the e2e tests hold
 * the two together.
 */
export function dataLiteScript(): string {
  return (
    `try{var c=navigator.connection||{},e=c.effectiveType,m=/(?:^|;\\s*)${DATA_LITE_COOKIE}=(on|off)/.exec(document.cookie),k=m&&m[1];` +
    `if(e)document.cookie='${CONNECTION_TYPE_COOKIE}='+e+'; Path=/; SameSite=Lax';` +
    `if(k==='on'||(k!=='off'&&(c.saveData||/^(slow-2g|2g|3g)$/.test(e||''))))document.documentElement.dataset.lite='1'}catch(x){}`
  );
}
