import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { codeSentTo, createFan, now, typeCode } from './support/outbox';

/** Fan identity in Chromium: every login, sign-up and profile view of spec §2/§4 with its exact texts. */

const modal = (page: Page) => page.getByRole('dialog');

async function openLogin(page: Page) {
  await page.goto('/');
  await page.getByTestId('sign-in-state').getByRole('link', { name: 'Log In' }).click();
  await expect(modal(page).getByRole('heading', { name: 'Log In' })).toBeVisible();
}

/** A member without a subscription is reminded once a session (subscriptions.spec.ts tests it): done with here. */
async function closeSubscribeReminder(page: Page) {
  expect((await page.request.get('/api/auth/session?subscribe_reminder=closed')).status()).toBe(200);
}

async function logInByNumber(page: Page, number: string, msisdn: string) {
  await openLogin(page);
  const since = now();
  await modal(page).getByLabel('Mobile number').fill(number);
  await modal(page).getByRole('button', { name: 'Submit' }).click();
  await expect(modal(page).getByRole('heading', { name: 'Enter OTP' })).toBeVisible();
  await typeCode(page, await codeSentTo(page.request, msisdn, since));
  await modal(page).getByRole('button', { name: 'Continue' }).click();
}

test('mobile login: signin → enter_otp → signed in, with the toast and the name in the header', async ({ page, request }) => {
  // A fan of its own: the demo fans' codes (3 per 5 minutes) are for the specs that need a demo fan.
  await createFan(request, '27781230009', 'Thulani');
  await logInByNumber(page, '078 123 0009', '27781230009');
  await expect(page.getByText('Login Success!')).toBeVisible();
  await expect(page.getByTestId('profile-link')).toHaveText('Thulani');
  await expect(modal(page)).toBeHidden();
});

test('the modal is a labelled, static dialog: Escape does not close it, the close button does and clears the error', async ({ page }) => {
  await openLogin(page);
  const dialog = modal(page);
  await expect(dialog).toHaveAttribute('aria-labelledby', 'auth-modal-title');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('Please enter your mobile number')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await page.getByTestId('sign-in-state').getByRole('link', { name: 'Log In' }).click();
  await expect(modal(page).getByText('Please enter your mobile number')).toBeHidden();
});

test('signin errors: Invalid Mobile Number titled ERROR; an unknown number leads to not_registered', async ({ page }) => {
  await openLogin(page);
  await modal(page).getByLabel('Mobile number').fill('12345');
  await modal(page).getByRole('button', { name: 'Submit' }).click();
  await expect(modal(page).getByTestId('modal-error')).toContainText('ERROR');
  await expect(modal(page).getByTestId('modal-error')).toContainText('Invalid Mobile Number');
  await modal(page).getByLabel('Mobile number').fill('0799999999');
  await modal(page).getByRole('button', { name: 'Submit' }).click();
  await expect(modal(page).getByText('There is no active account for this number, please Sign UP below.')).toBeVisible();
  await expect(modal(page).getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/sign-up');
});

test('choose_network for a number without a network, a wrong code cleared after a second, then complete_profile → skip', async ({
  page,
}) => {
  await openLogin(page);
  await modal(page).getByLabel('Mobile number').fill('0750000005');
  await modal(page).getByRole('button', { name: 'Submit' }).click();
  await expect(modal(page).getByRole('heading', { name: 'Choose your network' })).toBeVisible();
  for (const name of ['MTN', 'Vodacom', 'CellC or Telkom']) await expect(modal(page).getByRole('button', { name })).toBeVisible();
  const since = now();
  await modal(page).getByRole('button', { name: 'Vodacom' }).click();
  await expect(modal(page).getByRole('heading', { name: 'Enter OTP' })).toBeVisible();
  const code = await codeSentTo(page.request, '27750000005', since);
  const wrong = code === '0000' ? '1111' : '0000';
  await typeCode(page, wrong);
  await modal(page).getByRole('button', { name: 'Continue' }).click();
  await expect(modal(page).getByText('Invalid OTP')).toBeVisible();
  await expect(page.getByTestId('otp-digit-1')).toHaveValue('');
  await typeCode(page, code);
  await modal(page).getByRole('button', { name: 'Continue' }).click();
  await expect(modal(page).getByRole('heading', { name: 'Complete your profile' })).toBeVisible();
  await expect(modal(page).getByLabel('Mobile number')).toHaveValue('27750000005');
  await expect(modal(page).getByLabel('Favourite national team').locator('option', { hasText: 'Junior Springboks' })).toHaveCount(1);
  await modal(page).getByRole('button', { name: "I'll do this later" }).click();
  await expect(modal(page).getByText('Welcome 27750000005!')).toBeVisible();
});

test('pasting the code fills all four boxes', async ({ page }) => {
  await openLogin(page);
  const since = now();
  await modal(page).getByLabel('Mobile number').fill('0740000004');
  await modal(page).getByRole('button', { name: 'Submit' }).click();
  await expect(modal(page).getByRole('heading', { name: 'Enter OTP' })).toBeVisible();
  await expect(page.getByTestId('otp-digit-1')).toHaveAttribute('autocomplete', 'one-time-code');
  const code = await codeSentTo(page.request, '27740000004', since);
  await page.getByTestId('otp-digit-1').focus();
  await page.evaluate((text) => {
    const data = new DataTransfer();
    data.setData('text', text);
    document.activeElement?.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, code);
  for (const [index, digit] of [...code].entries()) await expect(page.getByTestId(`otp-digit-${index + 1}`)).toHaveValue(digit);
  await modal(page).getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByTestId('profile-link')).toHaveText('Sipho');
});

test('complete_profile (third-party-billing, no junior-springboks): Continue → thankyou → home', async ({ page }) => {
  await logInByNumber(page, '0730000003', '27730000003');
  const dialog = modal(page);
  await expect(dialog.getByRole('heading', { name: 'Complete your profile' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  for (const text of ['Email is required', 'First Name is required', 'Last Name is required', 'Nickname is required', 'Team is required']) {
    await expect(dialog.getByText(text, { exact: true })).toBeVisible();
  }
  await dialog.getByLabel('Email').fill('not-an-email');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText('Email is invalid')).toBeVisible();
  await dialog.getByLabel('Email').fill('zanele@example.com');
  await dialog.getByLabel('First name').fill('Zanele');
  await dialog.getByLabel('Last name').fill('Mthembu');
  await dialog.getByLabel('Nickname').fill('Zee');
  await dialog.getByLabel('Favourite national team').selectOption('womens-sevens');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText('Welcome Zanele Mthembu!')).toBeVisible();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('profile-link')).toHaveText('Zanele');
});

test('email login: email → enter_passcode → signed in; an unknown email → email_login_no_email', async ({ page }) => {
  await openLogin(page);
  await modal(page).getByRole('button', { name: 'Log in with your email address instead' }).click();
  await expect(modal(page).getByRole('heading', { name: 'Log in with email' })).toBeVisible();
  await modal(page).getByRole('button', { name: 'Send Passcode' }).click();
  await expect(modal(page).getByText('Email is Required')).toBeVisible();
  await modal(page).getByLabel('Email').fill('nobody');
  await modal(page).getByRole('button', { name: 'Send Passcode' }).click();
  await expect(modal(page).getByText('Not a valid email')).toBeVisible();
  await modal(page).getByLabel('Email').fill('nobody@example.com');
  await modal(page).getByRole('button', { name: 'Send Passcode' }).click();
  await expect(modal(page).getByText('Sorry, this email address is not in our records...')).toBeVisible();
  await modal(page).getByRole('button', { name: 'Log in with your mobile number' }).click();
  await modal(page).getByRole('button', { name: 'Log in with your email address instead' }).click();
  const since = now();
  await modal(page).getByLabel('Email').fill('fan2@example.com');
  await modal(page).getByRole('button', { name: 'Send Passcode' }).click();
  await expect(modal(page).getByRole('heading', { name: 'Enter Passcode' })).toBeVisible();
  const passcode = await codeSentTo(page.request, 'fan2@example.com', since);
  await typeCode(page, passcode === '0000' ? '1111' : '0000');
  await modal(page).getByRole('button', { name: 'Continue' }).click();
  await expect(modal(page).getByText('Invalid Passcode')).toBeVisible();
  await expect(page.getByTestId('otp-digit-1')).toHaveValue('');
  await typeCode(page, passcode);
  await modal(page).getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Login Success!')).toBeVisible();
  await expect(page.getByTestId('profile-link')).toHaveText('Anika');
});

test('sign-up: errors under each field, then OTP, a new member lands on /sign-up/welcome with the profile cookie and the score consumed', async ({
  page,
  context,
}) => {
  await page.goto('/sign-up');
  await expect(page.getByRole('heading', { name: 'Sign up' })).toBeVisible();
  await expect(page.getByLabel('Send me news and offers from Touchline')).not.toBeChecked();
  await page.getByRole('button', { name: 'Sign Up' }).last().click();
  // Only what the code needs is required (issue 17); the other fields are optional.
  for (const text of ['First Name is required', 'Please enter your mobile number', 'Please accept the terms and conditions']) {
    await expect(page.getByText(text, { exact: true })).toBeVisible();
  }
  for (const text of [
    'Last Name is required',
    'Nickname is required',
    'Please choose your network',
    'Email is required',
    'Province is required',
    'Team is required',
  ]) {
    await expect(page.getByText(text, { exact: true })).toHaveCount(0);
  }
  await context.addCookies([{ name: 'pa-data-score', value: Buffer.from('pa1:37').toString('base64url'), url: 'http://localhost:3100' }]);
  await page.getByLabel('First name').fill('Naledi');
  await page.getByLabel('Last name').fill('Khumalo');
  await page.getByLabel('Nickname').fill('Nal');
  await page.getByLabel('Mobile number').fill('0781230001');
  await page.getByLabel('Network').selectOption('vodacom');
  await page.getByLabel('Email').fill('naledi@example.com');
  await page.getByLabel('Province').selectOption('Limpopo');
  await page.getByLabel('Favourite national team').selectOption('springbok-women');
  await page.getByLabel('I accept the').check();
  const since = now();
  await page.getByRole('button', { name: 'Sign Up' }).last().click();
  await expect(modal(page).getByRole('heading', { name: 'Enter OTP' })).toBeVisible();
  await typeCode(page, await codeSentTo(page.request, '27781230001', since));
  await modal(page).getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/sign-up\/welcome$/);
  await expect(page.getByTestId('profile-link')).toHaveText('Naledi');
  const cookies = await context.cookies();
  const profileCookie = cookies.find((cookie) => cookie.name === 'touchline_completed_profile');
  expect(profileCookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 364 * 86_400);
  expect(cookies.find((cookie) => cookie.name === 'pa-data-score')).toBeUndefined();
});

test('a refused sign-up focuses and shows its first error at 360 px, whether the server or the form refused it', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await page.goto('/sign-up');
  await expect(page.getByTestId('signup-form')).toHaveAttribute('data-hydrated', 'true');
  await page.getByLabel('First name').fill('Zanele');
  // Nine digits: refused by the server's rule, checked in the form, before any code is sent (no SMS is spent).
  const number = page.getByLabel('Mobile number');
  await number.fill('082123456');
  await page.getByLabel('I accept the').check();
  const submit = page.getByRole('button', { name: 'Sign Up' }).last();
  await submit.click();
  await expect(page.getByText('Invalid Mobile Number', { exact: true })).toBeVisible();
  await expect(number).toBeFocused();
  await expect(number).toBeInViewport();

  // The form's own refusal focuses its first error too — here the terms box, below the fields, once the number is
  // right (a wrong number takes the focus whatever else is wrong: the next test).
  await number.fill('0821234567');
  await page.getByLabel('I accept the').uncheck();
  await submit.click();
  await expect(page.getByText('Please accept the terms and conditions', { exact: true })).toBeVisible();
  await expect(page.getByLabel('I accept the')).toBeFocused();
  await expect(page.getByLabel('I accept the')).toBeInViewport();
});

test('a nine-digit number is Invalid Mobile Number and takes the focus, whatever the other fields hold (issue 37)', async ({ page }) => {
  await page.goto('/sign-up');
  await expect(page.getByTestId('signup-form')).toHaveAttribute('data-hydrated', 'true');
  // Every field wrong at once: no first name, a bad email, no terms, and nine digits.
  const number = page.getByLabel('Mobile number');
  await number.fill('082123456');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Sign Up' }).last().click();
  await expect(page.getByText('Invalid Mobile Number', { exact: true })).toBeVisible();
  await expect(page.getByText('First Name is required', { exact: true })).toBeVisible();
  await expect(page.getByText('Please accept the terms and conditions', { exact: true })).toBeVisible();
  await expect(number).toHaveAttribute('aria-describedby', /field-number-error/);
  await expect(number).toBeFocused();
});

test('sign-up with a registered number: Welcome back and logged in', async ({ page }) => {
  await page.goto('/sign-up');
  await page.getByLabel('First name').fill('Anika');
  await page.getByLabel('Last name').fill('van Wyk');
  await page.getByLabel('Nickname').fill('Ani');
  await page.getByLabel('Mobile number').fill('0720000002');
  await page.getByLabel('Network').selectOption('vodacom');
  await page.getByLabel('Email').fill('anika.other@example.com');
  await page.getByLabel('Province').selectOption('Western Cape');
  await page.getByLabel('Favourite national team').selectOption('springbok-women');
  await page.getByLabel('I accept the').check();
  const since = now();
  await page.getByRole('button', { name: 'Sign Up' }).last().click();
  await typeCode(page, await codeSentTo(page.request, '27720000002', since));
  await modal(page).getByRole('button', { name: 'Continue' }).click();
  await expect(modal(page).getByText('Welcome back Anika!')).toBeVisible();
  await expect(modal(page).getByText('You are already a registered Touchline Member.')).toBeVisible();
  await expect(page.getByTestId('profile-link')).toHaveText('Anika');
});

test('/profile needs login: SessionRequired → signin → back to /profile; edit, picture and nickname', async ({ page, request }) => {
  await createFan(request, '27781230003', 'Pieter');
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/$/);
  await expect(modal(page).getByRole('heading', { name: 'Log In' })).toBeVisible();
  await expect(modal(page).getByText('Please log in to continue.')).toBeVisible();
  const since = now();
  await modal(page).getByLabel('Mobile number').fill('0781230003');
  await modal(page).getByRole('button', { name: 'Submit' }).click();
  await typeCode(page, await codeSentTo(page.request, '27781230003', since));
  await modal(page).getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'Your profile' })).toBeVisible();
  await expect(page.getByLabel('Mobile number')).toHaveValue('27781230003');

  await page.getByLabel('Province').selectOption('Mpumalanga');
  const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#00563f' } })
    .png()
    .toBuffer();
  await page.getByLabel('Profile picture').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(modal(page).getByText('Your profile has been updated successfully!')).toBeVisible();
  await modal(page).getByRole('button', { name: 'Close' }).last().click();
  await page.reload();
  await expect(page.getByLabel('Province')).toHaveValue('Mpumalanga');
  const thumbnail = page.getByTestId('profile-thumbnail');
  await expect(thumbnail).toHaveAttribute('src', /^\/media\/uploads\/thumbnails\/[a-f0-9-]+\.webp$/);
  const image = await page.request.get((await thumbnail.getAttribute('src')) as string);
  expect(image.headers()['content-type']).toBe('image/webp');

  await page.getByLabel('Nickname *').fill('');
  await page.getByRole('button', { name: 'Save nickname' }).click();
  await expect(page.getByText('Nickname is required')).toBeVisible();
  await page.getByLabel('Nickname *').fill('Bokke4Life');
  await page.getByRole('button', { name: 'Save nickname' }).click();
  await expect(modal(page).getByText('Your nickname has been added successfully!')).toBeVisible();
});

test('language: logged out → language_session_check whose Login returns to signin; logged in → the page reloads in the new language', async ({
  page,
  request,
}) => {
  await createFan(request, '27781230004', 'Thandi');
  await page.goto('/');
  await page.getByLabel('Language').selectOption('zu');
  await expect(modal(page).getByText('You need to be a Touchline member to change your language.')).toBeVisible();
  await modal(page).getByRole('button', { name: 'Login' }).click();
  await expect(modal(page).getByRole('heading', { name: 'Log In' })).toBeVisible();
  await modal(page).getByRole('button', { name: 'Close' }).click();

  await logInByNumber(page, '0781230004', '27781230004');
  await expect(page.getByTestId('profile-link')).toHaveText('Thandi');
  await closeSubscribeReminder(page);
  await page.getByLabel('Language').selectOption('af');
  await expect(page.locator('html')).toHaveAttribute('lang', 'af');
  await expect(page.getByLabel('Taal')).toHaveValue('af');
  const session = await (await page.request.get('/api/auth/session')).json();
  expect(session.user.language).toBe('af');
  await page.getByLabel('Taal').selectOption('en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('logout clears the subscription cookies, the score cookie and the game storage, then signs out to /', async ({
  page,
  context,
  request,
}) => {
  await createFan(request, '27781230002', 'Lwazi');
  await logInByNumber(page, '0781230002', '27781230002');
  await expect(page.getByTestId('profile-link')).toBeVisible();
  await closeSubscribeReminder(page);
  await context.addCookies(
    ['touchline_sub_status', 'touchline', 'touchline_package', 'pa-data-score'].map((name) => ({
      name,
      value: 'x',
      url: 'http://localhost:3100',
    })),
  );
  await page.evaluate(() => {
    localStorage.setItem('touchline_game_external_user_id', 'u1');
    localStorage.setItem('touchline_game_gamer_tag', 'tag');
    localStorage.setItem('IOSModalClosed', '1');
  });
  await page.goto('/news');
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('sign-in-state').getByRole('link', { name: 'Log In' })).toBeVisible();
  const names = (await context.cookies()).map((cookie) => cookie.name);
  for (const name of [
    'touchline_sub_status',
    'touchline',
    'touchline_package',
    'pa-data-score',
    'touchline.session_token',
    '__Secure-touchline.session_token',
  ])
    expect(names).not.toContain(name);
  expect(
    await page.evaluate(() => [localStorage.getItem('touchline_game_external_user_id'), localStorage.getItem('touchline_game_gamer_tag')]),
  ).toEqual([null, null]);
  expect((await (await page.request.get('/api/auth/session')).json()) as object).toEqual({});
});

test('OTP limits as a fan sees them: a countdown before a resend, three wrong codes with the tries left, then a new code; the fourth send in five minutes', async ({
  page,
  request,
}) => {
  await createFan(request, '27781230005', 'Bongani');
  await openLogin(page);
  const since = now();
  await modal(page).getByLabel('Mobile number').fill('0781230005');
  await modal(page).getByRole('button', { name: 'Submit' }).click();
  await expect(modal(page).getByRole('heading', { name: 'Enter OTP' })).toBeVisible();
  // The number as the fan typed it, not 2778…
  await expect(modal(page).getByText("We've sent a 4-digit OTP to 0781230005.")).toBeVisible();
  const code = await codeSentTo(page.request, '27781230005', since);
  // Within the minute the server would refuse a resend: the button waits, and says for how long (issue 17).
  await expect(modal(page).getByRole('button', { name: 'Resend OTP' })).toBeDisabled();
  await expect(modal(page).getByTestId('resend-wait')).toHaveText(/^You can ask for a new code in (60|[1-5]\d|[1-9]) s\.$/);

  const wrong = code === '0000' ? '1111' : '0000';
  for (const [expected, detail] of [
    ['Invalid OTP', 'Tries left: 2.'],
    ['Invalid OTP', 'Tries left: 1.'],
    ['Exceeded number of OTP submissions', null],
  ] as const) {
    await typeCode(page, wrong);
    await modal(page).getByRole('button', { name: 'Continue' }).click();
    await expect(modal(page).getByTestId('modal-error')).toHaveText(expected);
    if (detail) await expect(modal(page).getByTestId('modal-error-detail')).toHaveText(detail);
    await expect(page.getByTestId('otp-digit-1')).toHaveValue('');
  }
  // No dead Continue once the guesses are spent: "Request a new code" (waiting for the resend spacing first).
  await expect(modal(page).getByRole('button', { name: 'Continue' })).toHaveCount(0);
  await expect(modal(page).getByTestId('request-new-code')).toHaveText('Request a new code');
  await expect(page.getByTestId('otp-digit-1')).toBeDisabled();

  // Sign-up sent one code and login another: the third goes out, the fourth within five minutes does not.
  await modal(page).getByRole('button', { name: 'Close' }).click();
  await page.getByTestId('sign-in-state').getByRole('link', { name: 'Log In' }).click();
  await modal(page).getByLabel('Mobile number').fill('0781230005');
  await modal(page).getByRole('button', { name: 'Submit' }).click();
  await expect(modal(page).getByRole('heading', { name: 'Enter OTP' })).toBeVisible();
  await modal(page).getByRole('button', { name: 'Close' }).click();
  await page.getByTestId('sign-in-state').getByRole('link', { name: 'Log In' }).click();
  await modal(page).getByLabel('Mobile number').fill('0781230005');
  await modal(page).getByRole('button', { name: 'Submit' }).click();
  await expect(modal(page).getByTestId('modal-error')).toHaveText(
    'Maximum OTPs has been sent for this period. Please try again in 5 minutes',
  );
});
