import { expect, test, type Page } from '@playwright/test';
import { createFan, now, outbox } from './support/outbox';
import { signInAsStaff } from './support/staff';

/**
 * /admin/users (issue 5 item 6): staff find a fan by number, email or name, read the profile and subscription, and
 * change the fan's role (seen on the page, in its History and by the site); admins add and manage staff, who set
 * their own password from the emailed link; editors get no staff controls and the admin-only pages refuse them.
 * Every fan and staff member here is this spec's own (unique numbers and emails): the demo accounts stay as they are.
 */

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-7);

/** Searches, and waits for the results heading ("1 account for “…”", "No accounts for “…”"…). */
async function search(page: Page, query: string, heading: string | RegExp = new RegExp(`for “${query.replace(/[.+]/g, '\\$&')}”$`)) {
  await page.getByLabel('Mobile number, email or name').fill(query);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
}

test('an editor finds a fan by number, email and name; role_id 1 is for admins, who give it: the page, its History and the site agree', async ({
  page,
  request,
}) => {
  const digits = unique();
  const msisdn = `2768${digits}`;
  const firstName = `Finder${digits}`;
  await createFan(request, msisdn, firstName);
  // Before: the fan has no subscription, so the site keeps videos and games closed.
  expect((await request.get('/api/site/subscriptions/entitlement')).status()).toBe(403);

  await signInAsStaff(page, 'editor');
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Staff members' })).toHaveCount(0);
  const results = page.getByTestId('user-results');
  const row = results.getByRole('row').filter({ hasText: `${firstName} Tester` });

  for (const query of [`0${msisdn.slice(2)}`, msisdn, `${msisdn}@example.com`, firstName]) {
    await search(page, query, `1 account for “${query}”`);
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(`2768•••${msisdn.slice(-4)}`);
    await expect(row).toContainText(`${msisdn}@example.com`);
    await expect(row).toContainText('Fan');
  }
  await search(page, '0799999999', 'No accounts for “0799999999”');
  await expect(page.getByText('No account matches “0799999999”.')).toBeVisible();
  await page.getByLabel('Mobile number, email or name').fill('07');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveText('Type at least 3 digits of the mobile number.');

  await search(page, firstName);
  await row.getByRole('link', { name: `${firstName} Tester` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `${firstName} Tester` })).toBeVisible();
  const profile = page.getByTestId('user-profile');
  await expect(profile).toContainText(msisdn);
  await expect(profile).toContainText('Springboks');
  await expect(profile).toContainText('Gauteng');
  await expect(page.getByTestId('user-subscription')).toContainText('No subscription');
  await expect(page.getByTestId('user-subscription')).toContainText('Not allowed');
  await expect(page.getByRole('region', { name: 'Staff access' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'History' })).toBeVisible();
  await expect(page.getByText('No changes recorded yet.')).toBeVisible();

  const role = page.getByTestId('user-role');
  await expect(role.getByRole('radio', { name: 'Fan (role_id 2)' })).toBeChecked();
  await expect(role).toContainText('Passes every subscription check');
  // Free, permanent access is an admin's decision: the editor cannot choose it (and the server refuses it).
  await expect(role.getByRole('radio', { name: 'Full access (role_id 1)' })).toBeDisabled();
  const fanPage = page.url();
  await signInAsStaff(page, 'admin');
  await page.goto(fanPage);
  await role.getByRole('radio', { name: 'Full access (role_id 1)' }).check();
  await role.getByRole('button', { name: 'Save role' }).click();
  await expect(page.getByText('Role saved.')).toBeVisible();
  await expect(profile).toContainText(/role_id\s*1/);
  await expect(page.getByTestId('user-subscription')).toContainText('Allowed by role_id 1, whatever the subscription says');
  const history = page.getByTestId('audit-trail');
  await expect(history.getByRole('row').nth(1)).toContainText('admin@example.com');
  await expect(history.getByRole('row').nth(1)).toContainText('user.role');
  await expect(history.getByRole('row').nth(1)).toContainText('Role: 2 → 1');

  // The site now lets the fan watch, play and enter (spec §6: role_id 1 passes every subscription check).
  expect((await request.get('/api/site/subscriptions/entitlement')).status()).toBe(204);
});

test('an editor gets no staff controls, and the admin-only pages send them back to the dashboard', async ({ page }) => {
  await signInAsStaff(page, 'editor');
  await page.goto('/admin/users');
  await expect(page.getByRole('link', { name: 'Staff members' })).toHaveCount(0);
  await search(page, 'Demo Admin');
  await page.getByTestId('user-results').getByRole('link', { name: 'Demo Admin' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Demo Admin' })).toBeVisible();
  await expect(page.getByTestId('user-profile')).toContainText('Admin');
  await expect(page.getByRole('region', { name: 'Staff access' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Make (admin|editor)|Remove staff access/ })).toHaveCount(0);

  for (const path of ['/admin/users/staff', '/admin/audit']) {
    await page.goto(path);
    await expect(page, path).toHaveURL('/admin?error=forbidden');
    await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveText('Your role may not open that page.');
  }
});

test('an admin adds an editor by email, who sets a password from the emailed link; then their role changes, with History and the audit log', async ({
  page,
  browser,
}) => {
  // Two browsers, a dozen console pages and an email round trip: more than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  const email = `editor.${unique()}@staff.example`;
  await signInAsStaff(page, 'admin');
  await page.goto('/admin/users');
  await page.getByRole('link', { name: 'Staff members' }).click();
  await expect(page).toHaveURL('/admin/users/staff');
  const form = page.getByRole('region', { name: 'Add a staff member' });
  await form.getByRole('button', { name: 'Add staff member' }).click();
  await expect(form.getByText('Email is required')).toBeVisible();
  await expect(form.getByText('Name is required')).toBeVisible();
  const since = now();
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Name').fill('Nomsa Newcomer');
  await form.getByLabel('Role').selectOption('editor');
  await form.getByRole('button', { name: 'Add staff member' }).click();
  await expect(page.getByText(`${email} was added. A password email is on its way.`)).toBeVisible();
  const member = page.getByTestId('staff-members').getByRole('row').filter({ hasText: email });
  await expect(member).toContainText('Editor');
  await expect(member).toContainText('Waiting for them to set a password');

  // The same email again is refused with a reason.
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Name').fill('Nomsa Again');
  await form.getByRole('button', { name: 'Add staff member' }).click();
  await expect(form.getByRole('alert').filter({ hasText: 'is already a staff member (editor).' })).toBeVisible();

  // An invitation through the staff login's reset flow: the new editor chooses their own password and signs in.
  let link = '';
  let body = '';
  await expect
    .poll(async () => {
      body = (await outbox(page.request, email)).find((message) => message.createdAt > since)?.body ?? '';
      link = body.match(/https?:\/\/\S+\/admin\/reset-password\?token=\S+/)?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  expect(body).toContain('You have been added to the Touchline console as a staff member.');
  expect(body).not.toContain('asked to reset');
  const newcomer = await browser.newPage();
  try {
    await newcomer.goto(link);
    await newcomer.getByLabel('New password').fill('nomsa-chose-this-one');
    await newcomer.getByRole('button', { name: 'Reset password' }).click();
    await expect(newcomer.getByRole('dialog').getByRole('heading', { name: 'Password reset' })).toBeVisible();
    await newcomer.goto(new URL('/admin/login', link).toString());
    await newcomer.getByLabel('Email').fill(email);
    await newcomer.getByLabel('Password').fill('nomsa-chose-this-one');
    await newcomer.getByRole('button', { name: 'Log in' }).click();
    await expect(newcomer.getByTestId('staff-identity')).toHaveText(`Signed in as ${email} (editor)`);
  } finally {
    await newcomer.close();
  }

  await page.reload();
  await expect(member).toContainText('Password set');
  await member.getByRole('link', { name: 'Nomsa Newcomer' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nomsa Newcomer' })).toBeVisible();
  const access = page.getByTestId('staff-access');
  await expect(access.getByTestId('staff-role')).toHaveText('Staff role: Editor');
  await access.getByRole('button', { name: 'Make admin' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Make admin' }).click();
  await expect(page.getByText('Staff role changed.')).toBeVisible();
  await expect(access.getByTestId('staff-role')).toHaveText('Staff role: Admin');
  await access.getByRole('button', { name: 'Remove staff access' }).click();
  await expect(page.getByRole('dialog')).toContainText('They are signed out of the console at once');
  await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await expect(access.getByTestId('staff-role')).toHaveText('This account has no staff role.');

  const history = page.getByTestId('audit-trail').getByRole('row');
  await expect(history.nth(1)).toContainText('Staff role: admin → —');
  await expect(history.nth(2)).toContainText('Staff role: editor → admin');
  await expect(history.nth(3)).toContainText('staff.add');
  await expect(history.nth(3)).toContainText(`Email: — → ${email}`);

  // The admin's own page: no way to demote oneself.
  await page.goto('/admin/users');
  await search(page, 'admin@example.com');
  await page.getByTestId('user-results').getByRole('link', { name: 'Demo Admin' }).click();
  await expect(page.getByTestId('staff-access')).toContainText(
    'This is you. You cannot take away your own admin role: ask another admin to do it.',
  );
  await expect(page.getByTestId('staff-access').getByRole('button')).toHaveCount(0);

  // The audit log, filtered to users, has these changes newest first.
  await page.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  await page.getByLabel('Item type').selectOption('user');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL('/admin/audit?type=user');
  const log = page.getByTestId('audit-trail');
  await expect(log.getByRole('row').filter({ hasText: 'Staff role: admin → —' }).first()).toContainText('admin@example.com');
  await expect(log.getByRole('columnheader', { name: 'Item' })).toBeVisible();
  await expect(log.getByRole('row').nth(1)).toContainText('user #');
});
