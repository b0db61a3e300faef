import { expect, test, type Locator, type Page } from '@playwright/test';
import { ENGLISH, LIMITS } from '@academy/contract';
import { loginAsAdmin } from './fixtures/session.ts';

/** A real PNG drawn on a canvas in the page, so the test needs no image library of its own. */
async function drawPng(page: Page, colors: [string, string], width: number, height: number): Promise<Buffer> {
  const base64 = await page.evaluate(
    ({ colors, width, height }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d')!;
      const gradient = context.createLinearGradient(0, 0, width, height);
      gradient.addColorStop(0, colors[0]);
      gradient.addColorStop(1, colors[1]);
      context.fillStyle = gradient;
      context.fillRect(0, 0, width, height);
      context.fillStyle = '#ffffff';
      context.beginPath();
      context.arc(width / 2, height / 2, Math.min(width, height) / 4, 0, Math.PI * 2);
      context.fill();
      return canvas.toDataURL('image/png').split(',')[1]!;
    },
    { colors, width, height },
  );
  return Buffer.from(base64, 'base64');
}

/** Drops a file on an element the way a browser does: a drop event carrying a DataTransfer. */
async function dropFile(target: Locator, file: { name: string; type: string; base64?: string; size?: number }) {
  await target.evaluate((element, file) => {
    const bytes = file.base64
      ? Uint8Array.from(atob(file.base64), (c) => c.charCodeAt(0))
      : new Uint8Array(file.size ?? 0);
    const transfer = new DataTransfer();
    transfer.items.add(new File([bytes], file.name, { type: file.type }));
    element.dispatchEvent(new DragEvent('dragenter', { dataTransfer: transfer, bubbles: true, cancelable: true }));
    element.dispatchEvent(new DragEvent('dragover', { dataTransfer: transfer, bubbles: true, cancelable: true }));
    element.dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }));
  }, file);
}

async function fillDetailsAndContinue(page: Page, title: string, category: string) {
  const modal = page.getByRole('dialog', { name: 'Add Image' });
  await expect(modal.getByText('Image Details')).toBeVisible();
  await expect(modal.getByRole('img', { name: 'Preview of the chosen file' })).toBeVisible();
  await modal.getByLabel('Image Title').fill(title);
  await modal.getByLabel('Image Category').selectOption(category);
  await modal.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert').filter({ hasText: ENGLISH['admin.addImage.uploaded'] }).last()).toBeVisible();
  await expect(modal).toBeHidden();
}

const filterButton = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Filter images by category' }).getByRole('button', { name, exact: true });

const thumb = (page: Page, title: string) => page.getByRole('button', { name: new RegExp(`^Open ${title} \\(`) });

test('admin uploads by picker and by drag-and-drop, visitors browse them in the lightbox, admin deletes them', async ({
  page,
}) => {
  const stamp = Date.now().toString(36);
  const pickedTitle = `Picker kata ${stamp}`;
  const droppedTitle = `Dropped kumite ${stamp}`;

  await loginAsAdmin(page);
  await page.goto('/admin/gallery');
  await expect(page.getByRole('heading', { name: 'Gallery List' })).toBeVisible();
  const picked = await drawPng(page, ['#b3121f', '#111111'], 900, 600);
  const dropped = await drawPng(page, ['#f0b429', '#7f0c16'], 600, 800);

  await test.step('upload with the file picker', async () => {
    await page.getByRole('button', { name: 'Add Image' }).click();
    const modal = page.getByRole('dialog', { name: 'Add Image' });
    await expect(modal.getByText('Please upload an image')).toBeVisible();
    await expect(modal.getByText('Select a file or drag and drop here')).toBeVisible();
    await expect(modal.getByText(ENGLISH['form.kit.uploadHint'])).toBeVisible();
    await expect(modal.locator('input[type=file]')).toHaveAttribute(
      'accept',
      'image/jpeg,image/png,image/webp,image/gif',
    );

    // Continue with nothing filled in is refused with its message.
    const chooser = page.waitForEvent('filechooser');
    await modal.getByRole('button', { name: 'SELECT FILE' }).click();
    await (await chooser).setFiles({ name: 'picked.png', mimeType: 'image/png', buffer: picked });
    await modal.getByRole('button', { name: 'Continue' }).click();
    await expect(modal.getByRole('alert')).toHaveText(ENGLISH['admin.addImage.completeAllFields']);

    await fillDetailsAndContinue(page, pickedTitle, 'Training');
    await expect(page.getByRole('row').filter({ hasText: pickedTitle })).toContainText('Training');
  });

  await test.step('upload by drag-and-drop, after an oversize file is refused', async () => {
    await page.getByRole('button', { name: 'Add Image' }).click();
    const modal = page.getByRole('dialog', { name: 'Add Image' });
    const zone = modal.getByTestId('upload-drop-zone');
    await dropFile(zone, { name: 'huge.png', type: 'image/png', size: LIMITS.maxUploadBytes + 1 });
    await expect(modal.getByRole('alert')).toHaveText(ENGLISH['form.kit.fileTooLarge']);
    await expect(modal.getByText('Please upload an image')).toBeVisible();

    await dropFile(zone, { name: 'dropped.png', type: 'image/png', base64: dropped.toString('base64') });
    await fillDetailsAndContinue(page, droppedTitle, 'Competition');
    await expect(page.getByRole('row').filter({ hasText: droppedTitle })).toContainText('Competition');
  });

  await test.step('the public gallery shows each image under its own category only', async () => {
    await page.goto('/gallery');
    await expect(filterButton(page, 'All')).toHaveAttribute('aria-pressed', 'true');
    await expect(thumb(page, pickedTitle)).toBeVisible();
    await expect(thumb(page, droppedTitle)).toBeVisible();

    await filterButton(page, 'Training').click();
    await expect(filterButton(page, 'Training')).toHaveAttribute('aria-pressed', 'true');
    await expect(thumb(page, pickedTitle)).toBeVisible();
    await expect(thumb(page, droppedTitle)).toHaveCount(0);

    await filterButton(page, 'Competition').click();
    await expect(thumb(page, droppedTitle)).toBeVisible();
    await expect(thumb(page, pickedTitle)).toHaveCount(0);

    await filterButton(page, 'Events').click();
    await expect(page.getByTestId('gallery-thumb').first()).toBeVisible();
    await expect(thumb(page, pickedTitle)).toHaveCount(0);
    await expect(thumb(page, droppedTitle)).toHaveCount(0);

    // The newest thumbnail comes first and loads at once with high priority (those below the first screenful
    // load lazily); every thumbnail has a srcset and reserves its space with width and height.
    await filterButton(page, 'Training').click();
    const image = thumb(page, pickedTitle).getByRole('img', { name: pickedTitle });
    await expect(image).toHaveAttribute('loading', 'eager');
    await expect(image).toHaveAttribute('fetchpriority', 'high');
    await expect(image).toHaveAttribute('width', '900');
    await expect(image).toHaveAttribute('height', '600');
    await expect(image).toHaveAttribute('srcset', /-thumb\.webp 480w, .*\.webp 900w/);
  });

  await test.step('lightbox: image click keeps it open, arrows step, Escape and the backdrop close it', async () => {
    const lightbox = page.getByRole('dialog');
    const shown = page.getByTestId('lightbox-image');

    await thumb(page, pickedTitle).click();
    await expect(lightbox).toBeVisible();
    await expect(lightbox).toHaveAttribute('aria-modal', 'true');
    await expect(shown).toHaveAttribute('alt', pickedTitle);
    await expect(lightbox.getByRole('button', { name: 'Close' })).toBeFocused();

    await shown.click();
    await expect(lightbox).toBeVisible();

    for (let i = 0; i < 6; i++) await page.keyboard.press('Tab');
    expect(await lightbox.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);

    await page.keyboard.press('ArrowRight');
    await expect(shown).not.toHaveAttribute('alt', pickedTitle);
    const nextTitle = (await shown.getAttribute('alt'))!;
    await page.keyboard.press('ArrowLeft');
    await expect(shown).toHaveAttribute('alt', pickedTitle);
    await page.keyboard.press('ArrowRight');
    await expect(shown).toHaveAttribute('alt', nextTitle);

    await page.keyboard.press('Escape');
    await expect(lightbox).toBeHidden();
    await expect(thumb(page, nextTitle)).toBeFocused();

    await thumb(page, pickedTitle).click();
    await expect(lightbox).toBeVisible();
    const viewport = page.viewportSize()!;
    await page.mouse.click(8, viewport.height - 8);
    await expect(lightbox).toBeHidden();
    await expect(thumb(page, pickedTitle)).toBeFocused();
  });

  await test.step('admin deletes both, confirming first', async () => {
    await page.goto('/admin/gallery');
    for (const title of [pickedTitle, droppedTitle]) {
      await page.getByRole('button', { name: `Delete ${title}` }).click();
      const confirm = page.getByRole('dialog').filter({ hasText: ENGLISH['admin.gallery.deleteConfirm'] });
      await expect(confirm).toBeVisible();
      if (title === pickedTitle) {
        // Cancelling deletes nothing.
        await confirm.getByRole('button', { name: 'Cancel' }).click();
        await expect(confirm).toBeHidden();
        await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(1);
        await page.getByRole('button', { name: `Delete ${title}` }).click();
      }
      await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
      await expect(page.getByRole('alert').filter({ hasText: ENGLISH['admin.gallery.deleted'] }).last()).toBeVisible();
      await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(0);
    }
  });

  await test.step('they are gone from the public gallery', async () => {
    await page.goto('/gallery');
    await expect(page.getByTestId('gallery-thumb').first()).toBeVisible();
    await expect(thumb(page, pickedTitle)).toHaveCount(0);
    await expect(thumb(page, droppedTitle)).toHaveCount(0);
  });
});
