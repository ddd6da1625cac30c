import { expect, test } from '@playwright/test';
import { BUNDLE_BUDGET_BYTES, BUNDLE_OWN_BUDGET_BYTES, bundlePages, measurePage } from '../../scripts/bench-bundle';

/**
 * First-load JavaScript (issue 27, decision 035): the measured public pages stay within the budgets, measured as the
 * bundle report measures them (`npm run bench -- bundle`: every build script a first visit asks for before the page is
 * idle, sized from the build). Sizes, not times: nothing here depends on how busy the machine is.
 */
test('each measured page loads at most its budget of JavaScript before it is idle, and none of what waits for use', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const news = (await (await request.post('/api/site/teamnews/allnews', { data: {} })).json()) as {
    allnews: { featured: { slug: string } | null; data: { slug: string }[] };
  };
  const story = `/news/${news.allnews.featured?.slug ?? news.allnews.data[0]?.slug}`;
  const problems: string[] = [];
  for (const pagePath of bundlePages(story)) {
    const bundle = await measurePage(browser, baseURL!, pagePath, 0);
    // The measurement saw the runtime: React's client and Next's router.
    const contents = bundle.chunks.flatMap((chunk) => chunk.contents.map((item) => item.name));
    expect(contents, pagePath).toEqual(expect.arrayContaining(['react-dom', 'next']));
    if (bundle.gzip > BUNDLE_BUDGET_BYTES) problems.push(`${pagePath}: ${bundle.gzip} B gzip`);
    if (bundle.own > BUNDLE_OWN_BUDGET_BYTES) problems.push(`${pagePath}: ${bundle.own} B of ours`);
    // What the issue moved off the first load stays off it: the modal and its catalogues, the toasts, the players list,
    // zod, next/image's client and lucide-react's runtime.
    const early = contents.filter((name) =>
      /^(zod|lucide-react|sonner)$|auth-modal\/auth-modal|i18n\/.*\.json|pwa-toasts|pwa-island|players-menu-list|report-client-error|image-component/.test(
        name,
      ),
    );
    if (early.length) problems.push(`${pagePath} loads before idle: ${[...new Set(early)].join(', ')}`);
  }
  expect(problems).toEqual([]);
});
