/** 75 → "1:15", 3725 → "1:02:05". */
export function formatDuration(seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/** Bytes as megabytes with one decimal (at least 0.1). */
export function formatMegabytes(bytes: number): string {
  return Math.max(0.1, Math.round(bytes / 100_000) / 10).toFixed(1);
}
