import type { IncomingMessage } from 'node:http';

export function normaliseAddress(raw: unknown): string | null;
export function trustedClientAddress(input: {
  forwardedFor: string | string[] | undefined;
  socketAddress: string | undefined;
  trustedHops: number;
}): string;
export function rewriteClientAddress(request: IncomingMessage, trustedHops: number): void;
