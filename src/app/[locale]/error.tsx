'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { describeError, reportClientError } from '@/components/site/report-client-error';

/** Uncaught rendering or route-change error: report it once, then show /_error (spec §2, §7). */
export default function ErrorBoundary({ error }: { error: Error & { digest?: string } }) {
  const router = useRouter();
  useEffect(() => {
    const report = describeError(error, window.location.pathname + window.location.search);
    void reportClientError(report).finally(() => router.replace('/_error'));
  }, [error, router]);
  return null;
}
