import { expect, test } from '@playwright/test';
import { signInAsStaff } from './support/staff';

/**
 * Staff text in the fan's language (issue 26), on the demo data: the Next Match & USSD widget's text and the FanCred
 * winners' prizes are written in the four languages; a fan reading in isiZulu sees the isiZulu ones, and the console
 * shows the saved versions in their folds.
 */

test('in isiZulu the home page widget and the /fancred prizes are in isiZulu', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'NEXT_LOCALE', value: 'zu', url: baseURL! }]);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zu');
  const widget = page.getByTestId('next-match-widget');
  await expect(widget).toContainText('amaphuzu abukhoma, imiphumela nezihloko kunoma iyiphi ifoni');
  await expect(widget).not.toContainText('the live score');
  await expect(widget).toContainText('Shayela');

  await page.goto('/fancred');
  const winners = page.getByTestId('fancred-winners');
  await expect(winners.getByTestId('fancred-winner').filter({ hasText: 'Ijezi lamaSpringbok elisayinwe yiqembu lonke' })).toHaveCount(1);
  await expect(winners).not.toContainText('A Springbok jersey signed by the squad');
});

test('in English the same texts are the English ones', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('next-match-widget')).not.toContainText('amaphuzu abukhoma');
  await page.goto('/fancred');
  await expect(page.getByTestId('fancred-winners')).toContainText('A Springbok jersey signed by the squad');
});

test('the widget form shows the saved isiZulu, isiXhosa and Afrikaans texts', async ({ page }) => {
  await signInAsStaff(page, 'editor');
  await page.goto('/admin/match-centre/next-match-widget');
  await expect(page.getByLabel('Text (isiZulu)')).toHaveValue(/amaphuzu abukhoma/);
  await expect(page.getByLabel('Text (isiXhosa)')).toHaveValue(/amanqaku athe ngqo/);
  await expect(page.getByLabel('Text (Afrikaans)')).toHaveValue(/regstreekse telling/);
  await expect(page.getByLabel('Save the isiZulu version')).toBeChecked();
});
