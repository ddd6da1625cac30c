/**
 * Data-lite mode (issue 15, decision 018): one rule, read the same way by the image proxy (src/proxy.ts), the
 * layout's before-paint script and the browser islands (the switch, the carousels, the video player, links).
 *
 * On when the fan switched it on; otherwise, unless the fan switched it off, when the browser asks to save data
 * (the `Save-Data: on` header, `navigator.connection.saveData`) or the connection reports 2g or 3g (the Network
 * Information API's `effectiveType`, Chromium's `ECT` client hint, or the `connection_type` cookie the page writes
 * from it so that image requests carry it).
 */

/** The fan's own choice: `on` or `off`, kept for a year. Absent: follow the browser. */
export const DATA_LITE_COOKIE = 'data_lite';
export const DATA_LITE_SECONDS = 365 * 24 * 60 * 60;
/** The connection's effectiveType as the page last saw it (a session cookie), for requests the page cannot tag. */
export const CONNECTION_TYPE_COOKIE = 'connection_type';

export type DataLiteChoice = 'on' | 'off';

export interface DataLiteSignals {
  /** The cookie's value, if any. */
  choice?: string | null;
  /** Save-Data header (`on`) or navigator.connection.saveData. */
  saveData?: string | boolean | null;
  /** effectiveType: `slow-2g`, `2g`, `3g`, `4g`; from the ECT hint, the connection cookie or the browser. */
  effectiveType?: string | null;
}

/** slow-2g, 2g and 3g count as slow; 4g and unknown do not. */
export function isSlowConnectionType(effectiveType: string | null | undefined): boolean {
  return typeof effectiveType === 'string' && /^(slow-2g|2g|3g)$/.test(effectiveType.trim().toLowerCase());
}

export function isDataLite({ choice, saveData, effectiveType }: DataLiteSignals): boolean {
  if (choice === 'on') return true;
  if (choice === 'off') return false;
  const asksToSave = saveData === true || (typeof saveData === 'string' && saveData.trim().toLowerCase() === 'on');
  return asksToSave || isSlowConnectionType(effectiveType);
}

/** Why it is on, for the switch's words: the fan's choice, or the browser's. */
export function dataLiteReason(signals: DataLiteSignals): 'choice' | 'browser' | null {
  if (!isDataLite(signals)) return null;
  return signals.choice === 'on' ? 'choice' : 'browser';
}

/**
 * The rendition data-lite asks `/_next/image` for: at most 360 px wide (one CSS pixel per image pixel on a phone) at
 * quality 50. Both are in next.config.ts's `images` lists, so the optimiser accepts them.
 */
export const LITE_IMAGE_MAX_WIDTH = 360;
export const LITE_IMAGE_QUALITY = 50;

export function liteImageWidth(requested: number): number {
  return Number.isFinite(requested) && requested > 0 ? Math.min(requested, LITE_IMAGE_MAX_WIDTH) : LITE_IMAGE_MAX_WIDTH;
}
