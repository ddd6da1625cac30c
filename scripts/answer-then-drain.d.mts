import type { Server } from 'node:http';

export const LINGER_TOTAL_MS: number;
export const LINGER_IDLE_MS: number;
export const LINGER_MAX_BYTES: number;
export function drainEarlyAnswers(server: Server, limits?: { totalMs?: number; idleMs?: number; maxBytes?: number }): void;
