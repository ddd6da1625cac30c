/**
 * Who made a change: a signed-in staff member, the service API (HTTP Basic), or a fan acting on their own account (its
 * deletion, decision 019). Every context that records or checks a write takes one; the audit trail stores it.
 */
export type Actor = { type: 'staff'; id: string; label: string } | { type: 'service'; label: string } | { type: 'fan'; label: string };
