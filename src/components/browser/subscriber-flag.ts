/**
 * The page's "subscriber" mark: <html data-sub-status="ACTIVE"> hides every subscribe prompt (CSS, spec §2). The
 * layout's inline script sets it before paint from the status cookie; these keep it in step after a check.
 */
export function markSubscriber(isActive: boolean): void {
  if (isActive) document.documentElement.dataset.subStatus = 'ACTIVE';
  else delete document.documentElement.dataset.subStatus;
}

export function isMarkedSubscriber(): boolean {
  return document.documentElement.dataset.subStatus === 'ACTIVE';
}

/** A status check's answer: ACTIVE, or true for role_id 1 (spec §4). */
export function isActiveStatus(value: string | boolean | undefined): boolean {
  return value === 'ACTIVE' || value === true;
}

export function hasCookie(name: string): boolean {
  return new RegExp(`(?:^|;\\s*)${name}=`).test(document.cookie);
}
