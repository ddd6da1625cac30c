import 'server-only';
import pino from 'pino';
import { getConfig } from './config';

let instance: pino.Logger | undefined;

/** One JSON logger for the server (pino). */
export function getLogger(): pino.Logger {
  instance ??= pino({
    level: getConfig().logLevel,
    base: { app: 'touchline' },
    redact: { paths: ['msisdn', '*.msisdn', 'to', '*.to', 'password', '*.password'], censor: '[redacted]' },
  });
  return instance;
}
