/**
 * Customer › Product images (issue 10 §3, §10) in Chromium as the demo `customer`: on a demo product's gallery (its
 * drawn demo images already there, the first one main), upload three images at once, set the second new one as the
 * main image, delete one after the question; the gallery is axe-clean and each image is served as an image.
 */
import { expect, test } from '@playwright/test';
import { expectPath, seriousAxeViolations, signInAt, toast } from './support';

test.use({ bypassCSP: true });

// Three 8×8 PNGs of different colours (drawn with sharp), so each is a file of its own.
const PNGS = [
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWM4YKmNFTEMLQkAq6xJAVajaZIAAAAASUVORK5CYII=',
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWNQX5eAFTEMLQkAIUpNQcKZFlMAAAAASUVORK5CYII=',
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWPQbNiJFTEMLQkAcMZYgfWswNMAAAAASUVORK5CYII=',
].map((base64, index) => ({
  name: `e2e-${index + 1}.png`,
  mimeType: 'image/png',
  buffer: Buffer.from(base64, 'base64'),
}));

// The demo customer's first product (demo-customers.ts), with its drawn demo images.
const GALLERY = '/areacliente/produto/1/imagens';

test('the customer uploads three images, sets the second as main and deletes one', async ({ page }) => {
  await signInAt(page, GALLERY, 'customer');
  await expectPath(page, GALLERY);
  await expect(page.getByRole('heading', { name: /^Images of / })).toBeVisible();
  const gallery = page.getByRole('list').filter({ has: page.getByRole('img', { name: /^Image / }) });
  const cards = gallery.getByRole('listitem');
  const before = await cards.count();
  expect(before).toBeGreaterThan(0);
  await expect(cards.first().getByRole('img', { name: 'Main image' })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  await page.getByTestId('product-image-input').setInputFiles(PNGS);
  await expect(toast(page, 'Images uploaded')).toBeVisible();
  await expect(cards).toHaveCount(before + 3);
  await expect(page.getByText(`${before + 3} of 10 images`)).toBeVisible();

  const second = cards.filter({ hasText: 'e2e-2.png' });
  await second.getByRole('button', { name: 'Set as main image' }).click();
  await expect(second.getByRole('img', { name: 'Main image' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Main image' })).toHaveCount(1);

  // The image is served from our origin as an image.
  const source = await second.getByRole('img', { name: 'Image e2e-2.png' }).getAttribute('src');
  const served = await page.request.get(source ?? '');
  expect(served.headers()['content-type']).toBe('image/png');
  expect(served.headers()['x-content-type-options']).toBe('nosniff');

  const third = cards.filter({ hasText: 'e2e-3.png' });
  await third.getByRole('button', { name: 'Delete' }).click();
  const question = page.getByRole('alertdialog');
  await expect(question).toContainText('e2e-3.png');
  await question.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Image deleted')).toBeVisible();
  await expect(cards).toHaveCount(before + 2);

  // After a reload the server says the same: the second upload is still the main image.
  await page.reload();
  await expect(cards).toHaveCount(before + 2);
  await expect(cards.filter({ hasText: 'e2e-2.png' }).getByRole('img', { name: 'Main image' })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
});
