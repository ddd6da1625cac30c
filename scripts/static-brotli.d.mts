import type { IncomingMessage, ServerResponse } from 'node:http';

export function acceptsBrotli(header: string | string[] | undefined): boolean;
export function isSourceMap(url: string): boolean;
export function staticBrotli(staticDir: string): {
  serve(request: IncomingMessage, response: ServerResponse): Promise<boolean>;
  warm(): Promise<void>;
};
