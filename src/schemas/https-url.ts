/** A staff-entered link is shown only when it is an absolute https:// URL (no javascript:, data:, http:). */
export function httpsUrl(value: string | null): string | null {
  if (!value) return null;
  try {
    return new URL(value).protocol === 'https:' ? value : null;
  } catch {
    return null;
  }
}
