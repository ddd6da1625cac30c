import { fill } from '@/i18n/fill';
import type en from '@/i18n/auth-messages/en.json';

/** The modal's catalogue (src/i18n/auth-messages/<locale>.json), loaded with the modal, not on every page. */
export type AuthMessages = typeof en;
export type Translate = (key: string, values?: Record<string, string | number | null | undefined>) => string;

/** A tiny translator for the modal's flat "{name}" messages; an unknown key falls back to the key itself. */
export function makeTranslate(messages: AuthMessages): Translate {
  return (key, values) => {
    let node: unknown = messages;
    for (const part of key.split('.')) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
    const text = typeof node === 'string' ? node : key;
    return fill(text, values);
  };
}

/** An API error in the reader's language: the catalogue's text for its code, else the server's (English) message. */
export function errorText(t: Translate, error: { code: string; message: string }): string {
  const key = `errors.${error.code}`;
  const text = t(key);
  return text === key ? error.message : text;
}

/** Loads the catalogue for a locale (one small chunk per language). */
export async function loadAuthMessages(locale: string): Promise<AuthMessages> {
  switch (locale) {
    case 'zu':
      return (await import('@/i18n/auth-messages/zu.json')).default;
    case 'xh':
      return (await import('@/i18n/auth-messages/xh.json')).default;
    case 'af':
      return (await import('@/i18n/auth-messages/af.json')).default;
    default:
      return (await import('@/i18n/auth-messages/en.json')).default;
  }
}
