/**
 * A timestamp as the ISO 8601 text a JSON document carries (UTC, `…Z`). Raw SQL hands timestamps back as a Date or
 * as text, depending on the driver's path; both come out the same. Null stays null.
 */
export function toIso(value: Date | string): string;
export function toIso(value: Date | string | null): string | null;
export function toIso(value: Date | string | null): string | null {
  return value === null ? null : new Date(value).toISOString();
}
