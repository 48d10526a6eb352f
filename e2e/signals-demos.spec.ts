import { expect, test } from './fixtures.ts';

test.describe('signals demos', () => {
  test('the counter responds to clicks', async ({ page }) => {
    await page.goto('/demo/basic-signals');
    const count = page.getByTestId('count');
    await expect(count).toHaveText('0');
    const increment = page.getByRole('button', { name: 'Increment' });
    await increment.click();
    await increment.click();
    await increment.click();
    await expect(count).toHaveText('3');
    await page.getByRole('button', { name: 'Decrement' }).click();
    await expect(count).toHaveText('2');
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(count).toHaveText('0');
  });

  test('the greeting follows typing', async ({ page }) => {
    await page.goto('/demo/basic-signals');
    const greeting = page.getByTestId('greeting');
    await expect(greeting).toHaveText('Hello, stranger!');
    await page.getByLabel('Your name').pressSequentially('Ada');
    await expect(greeting).toHaveText('Hello, Ada!');
    await page.getByLabel('Your name').fill('');
    await expect(greeting).toHaveText('Hello, stranger!');
  });

  test('the computed demo adds, multiplies and subtracts as numbers change', async ({ page }) => {
    await page.goto('/demo/computed-signals');
    await expect(page.getByTestId('result-add')).toHaveText('6 + 3 = 9');
    await expect(page.getByTestId('result-multiply')).toHaveText('6 × 3 = 18');
    await expect(page.getByTestId('result-subtract')).toHaveText('6 − 3 = 3');
    await page.getByLabel('First number').fill('12');
    await page.getByLabel('Second number').fill('5');
    await expect(page.getByTestId('result-add')).toHaveText('12 + 5 = 17');
    await expect(page.getByTestId('result-multiply')).toHaveText('12 × 5 = 60');
    await expect(page.getByTestId('result-subtract')).toHaveText('12 − 5 = 7');
  });

  test('keyboard users can operate the counter', async ({ page }) => {
    await page.goto('/demo/basic-signals');
    await page.getByRole('button', { name: 'Increment' }).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Space');
    await expect(page.getByTestId('count')).toHaveText('2');
  });
});
