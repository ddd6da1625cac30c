'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

/** Uncaught rendering or route-change error: report it once, then show /_error (spec §2, §7). */
export default function ErrorBoundary({ error }: { error: Error & { digest?: string } }) {
  const router = useRouter();
  useEffect(() => {
    // The reporter arrives with the error: every page loads this boundary.
    void import('@/components/site/report-client-error')
      .then(({ describeError, reportClientError }) =>
        reportClientError(describeError(error, window.location.pathname + window.location.search)),
      )
      .finally(() => router.replace('/_error'));
  }, [error, router]);
  return null;
}
