import { NextResponse } from 'next/server';
import { providerDisplayName } from '@/schemas/billing';
import { answerSandboxConfirmation, isCarrierProvider, readSandboxConfirmation } from '@/server/billing';
import { getConfig } from '@/server/config';
import { readForm } from '@/server/http/api-errors';
import { route, seeOther } from '@/server/http/route';

/**
 * Demo mode's stand-in for a network's own confirmation page (DESIGN §6, §11): what MTN, Vodacom, Telkom or
 * WorldPlay show a fan on mobile data before they charge. 404 whenever the provider is real.
 */
function sandboxOf(provider: string) {
  const config = getConfig();
  if (!isCarrierProvider(provider) || !config.isDemoMode || config.billing.carriers[provider].kind !== 'sandbox') return null;
  return provider;
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export const GET = route<undefined, object, { provider: string }>({
  handle: async ({ request, params }) => {
    const provider = sandboxOf(params.provider);
    const token = request.nextUrl.searchParams.get('token');
    const confirmation = provider ? readSandboxConfirmation(provider, token) : null;
    if (!provider || !confirmation || !token) return new NextResponse('Not found', { status: 404 });
    const { brand, billing } = getConfig();
    const network = providerDisplayName(provider);
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(network)} – confirm your subscription</title>
<style>body{font-family:system-ui,sans-serif;margin:0;background:#f4f4f4;color:#111}main{max-width:26rem;margin:2rem auto;background:#fff;padding:1.5rem;border-radius:.5rem;box-shadow:0 1px 4px #0002}
h1{font-size:1.3rem}button{display:block;width:100%;padding:.8rem;margin-top:.6rem;font-size:1rem;font-weight:700;border-radius:.4rem;border:0;cursor:pointer}
.ok{background:#0a7d38;color:#fff}.no{background:#e5e5e5}.note{font-size:.8rem;color:#555}</style></head>
<body><main data-testid="carrier-sandbox" data-provider="${escape(provider)}">
<p class="note">${escape(network)} · sandbox (demo mode: nobody is charged)</p>
<h1>Confirm your subscription</h1>
<p>Subscribe <strong>${escape(confirmation.msisdn)}</strong> to <strong>${escape(brand.name)} Monthly</strong> at <strong>${escape(billing.price)}</strong>, billed by ${escape(network)} to your airtime or contract.</p>
<form method="post"><input type="hidden" name="token" value="${escape(token)}">
<button class="ok" name="decision" value="confirm">Confirm</button>
<button class="no" name="decision" value="cancel">Cancel</button></form>
</main></body></html>`;
    return new NextResponse(html, { headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } });
  },
});

/** The sandbox page's own form (same site): Confirm or Cancel. */
export const POST = route<undefined, object, { provider: string }>({
  handle: async ({ request, params }) => {
    const provider = sandboxOf(params.provider);
    const form = provider ? await readForm(request) : null;
    const token = form?.get('token');
    const confirmation = provider && typeof token === 'string' ? readSandboxConfirmation(provider, token) : null;
    if (!confirmation) return new NextResponse('Not found', { status: 404 });
    const back = await answerSandboxConfirmation(confirmation, form?.get('decision') === 'confirm');
    return seeOther(back);
  },
});
