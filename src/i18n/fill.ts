/**
 * Fills `{name}` placeholders of a catalogue text a server component passed down (client islands get their texts as
 * props, not the catalogue): a value that is missing leaves its placeholder as it was.
 */
export function fill(text: string, values: Record<string, string | number | null | undefined> = {}): string {
  return text.replace(/\{(\w+)\}/g, (match, name: string) => {
    const value = values[name];
    return value === undefined || value === null ? match : String(value);
  });
}
