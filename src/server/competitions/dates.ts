/** Competition dates are shown and typed in South African time: the site's one set of SAST helpers (src/i18n/format.ts). */
export { formatSast, parseSastInput, SA_TIME_ZONE as SAST_TIME_ZONE, toSastInput } from '@/i18n/format';
