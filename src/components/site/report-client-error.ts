/**
 * The client half of error reporting (spec §7): ask whether (message, page) was already logged; if not, mail
 * the report and store it. Then keep the details for /_error. Reporting never throws: a failure to report
 * must not hide the error page.
 */

/** getErrorBoundaryDb's answer (spec §7). */
type ErrorLookupJson = { error_message: unknown };

export interface ClientErrorReport {
  message: string;
  stack: string;
  page: string;
  consoleError: string;
}

export const LAST_ERROR_KEY = 'touchline:last-error';

async function post(path: string, body: unknown): Promise<Response> {
  return fetch(`/api/site/error-boundary/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    keepalive: true,
  });
}

export function describeError(error: unknown, page: string): ClientErrorReport {
  const err = error instanceof Error ? error : new Error(String(error));
  // Production server errors share one generic message; their digest tells them apart.
  const digest = (err as Error & { digest?: string }).digest;
  return {
    message: `${err.message || 'Unknown error'}${digest ? ` (digest ${digest})` : ''}`.slice(0, 2000),
    stack: (err.stack ?? '').slice(0, 10000),
    page: page.slice(0, 500),
    consoleError: String(error).slice(0, 2000),
  };
}

export async function reportClientError(
  report: ClientErrorReport,
  send: typeof post = post,
): Promise<'already-logged' | 'reported' | 'failed'> {
  const keep = (reference?: string) => {
    try {
      sessionStorage.setItem(
        LAST_ERROR_KEY,
        JSON.stringify({ message: report.message, stack: report.stack, page: report.page, reference }),
      );
    } catch {
      // Private mode or storage full: /_error then shows its generic text.
    }
  };
  keep();
  try {
    const check = await send('getErrorBoundaryDb', { message: report.message, page: report.page });
    // The server logged the report under this id (issue 39): /_error shows it as the fan's reference.
    keep(check.headers.get('x-request-id') ?? undefined);
    const logged = check.ok ? ((await check.json()) as ErrorLookupJson).error_message : null;
    if (logged) return 'already-logged';
    await send('sendErrorBoundaryMail', report);
    await send('sendErrorBoundaryDb', {
      message: report.message,
      page: report.page,
      stack: report.stack,
      consoleError: report.consoleError,
    });
    return 'reported';
  } catch {
    return 'failed';
  }
}
