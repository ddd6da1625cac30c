import { NextResponse, type NextRequest } from 'next/server';
import { CONNECTION_TYPE_COOKIE, DATA_LITE_COOKIE, isDataLite, LITE_IMAGE_QUALITY, liteImageWidth } from './schemas/data-lite';

/**
 * Data-lite images (issue 15, decision 018). Pages are cached and the same for everyone, so their `srcset` cannot
 * change per fan; the image request can. When data-lite is on for this request (the fan's switch, `Save-Data`, or a
 * 2g/3g connection), `/_next/image` is asked for a rendition at most 360 px wide at quality 50 instead. The answer
 * varies by those signals: scripts/serve.mjs says so in its Vary header (Next's optimiser would say `Accept` alone).
 *
 * Only `/_next/image` passes through here (see `config.matcher`): pages and APIs never pay for a proxy (decision 002).
 */
export function proxy(request: NextRequest) {
  const isLite = isDataLite({
    choice: request.cookies.get(DATA_LITE_COOKIE)?.value,
    saveData: request.headers.get('save-data'),
    effectiveType: request.headers.get('ect') ?? request.cookies.get(CONNECTION_TYPE_COOKIE)?.value,
  });
  if (!isLite) return NextResponse.next();
  const url = request.nextUrl.clone();
  url.searchParams.set('w', String(liteImageWidth(Number(url.searchParams.get('w')))));
  url.searchParams.set('q', String(LITE_IMAGE_QUALITY));
  return NextResponse.rewrite(url);
}

export const config = { matcher: '/_next/image' };
