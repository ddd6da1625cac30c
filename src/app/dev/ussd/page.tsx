import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { UssdPhone } from '@/components/dev/ussd-phone';
import { getConfig } from '@/server/config';

/** Decided per request: a build made in demo mode must never leave this page prerendered for production. */
export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'USSD demo phone' };

/**
 * A feature phone in the browser (issue 25, DESIGN §4.1): it drives `POST /api/ussd/session` as an aggregator would,
 * so the demo and staff can walk the menus and check that each screen fits. Demo mode only.
 */
export default function UssdDemoPage() {
  const config = getConfig();
  if (!config.isDemoMode) notFound();
  return (
    <main className="mx-auto flex w-full max-w-md flex-col gap-4 px-2 py-4">
      <header className="px-1">
        <h1 className="text-xl font-bold">USSD demo phone</h1>
        <p className="text-sm text-muted">Dial the service as a fan on a feature phone would. Demo mode only: requests are not signed.</p>
        {config.ussd.callbackSecret && (
          <p className="mt-2 rounded-md bg-amber-100 p-2 text-sm text-ink">
            USSD_CALLBACK_SECRET is set, so the endpoint refuses this phone&apos;s unsigned requests (401). Unset it to use the demo phone.
          </p>
        )}
      </header>
      <UssdPhone serviceCode={config.ussd.serviceCode} />
    </main>
  );
}
