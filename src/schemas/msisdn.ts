/**
 * South African mobile numbers are stored as 27XXXXXXXXX (DESIGN §3). Input starting with 0 becomes 27…
 * (spec §5); spaces, dashes, brackets and a leading + are ignored. Returns null for anything else.
 */
export function normaliseMsisdn(input: string): string | null {
  const digits = input
    .trim()
    .replace(/[\s\-()]/g, '')
    .replace(/^\+/, '');
  if (!/^\d+$/.test(digits)) return null;
  const national = digits.startsWith('0') ? `27${digits.slice(1)}` : digits;
  return /^27[6-8]\d{8}$/.test(national) ? national : null;
}
