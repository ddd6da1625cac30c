/** The error model's JSON (decision 012), as every endpoint answers a refusal. */
type ErrorJson = { error?: { code?: string; message?: string; fields?: Record<string, string>; attempts_left?: number } };

/** Calls to the spec's endpoints from the browser: the data, or the error body's code, message and field errors. */
export type ApiResult<T> =
  | { ok: true; data: T; status: number }
  | { ok: false; status: number; code: string; message: string; fields?: Record<string, string>; attemptsLeft?: number };

async function send<T>(url: string, init: RequestInit): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, credentials: 'same-origin' });
  } catch {
    return { ok: false, status: 0, code: 'generic', message: 'An error occurred. Please try again later' };
  }
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  if (response.ok) return { ok: true, data: body as T, status: response.status };
  const error = (body as ErrorJson | null)?.error;
  return {
    ok: false,
    status: response.status,
    code: error?.code ?? 'generic',
    message: error?.message ?? 'An error occurred. Please try again later',
    fields: error?.fields,
    ...(typeof error?.attempts_left === 'number' ? { attemptsLeft: error.attempts_left } : {}),
  };
}

export function postJson<T>(url: string, body: unknown): Promise<ApiResult<T>> {
  return send<T>(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

export function postForm<T>(url: string, form: FormData): Promise<ApiResult<T>> {
  return send<T>(url, { method: 'POST', body: form });
}

export function getJson<T>(url: string): Promise<ApiResult<T>> {
  return send<T>(url, { method: 'GET', cache: 'no-store' });
}

/** A successful answer's data, mapped (a module that calls an endpoint turns its JSON into camelCase here, once). */
export function mapData<T, U>(result: ApiResult<T>, map: (data: T) => U): ApiResult<U> {
  return result.ok ? { ...result, data: map(result.data) } : result;
}
