'use server';

import { termsDraftInput, termsStartDraftInput, termsVersionInput } from '@/schemas/terms';
import { discardTermsDraft, publishTermsDraft, saveTermsDraft, startTermsDraft } from '@/server/content';
import { staffAction } from '@/server/http/staff-actions';

/** /admin/terms-and-conditions: drafts are staff work; publishing refreshes the public terms page. */

export async function startTermsDraftAction() {
  return staffAction({ schema: termsStartDraftInput, input: {}, run: (_, actor) => startTermsDraft(actor) });
}

export async function saveTermsDraftAction(input: unknown) {
  return staffAction({ schema: termsDraftInput, input, run: (data, actor) => saveTermsDraft(data, actor) });
}

export async function publishTermsAction(input: unknown) {
  return staffAction({ schema: termsDraftInput, input, run: (data, actor) => publishTermsDraft(data, actor), tags: ['terms'] });
}

export async function discardTermsDraftAction(input: unknown) {
  return staffAction({ schema: termsVersionInput, input, run: (data, actor) => discardTermsDraft(data, actor) });
}
