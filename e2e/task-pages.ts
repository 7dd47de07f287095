/** What the task browser tests share: files to upload and the steps every task page has. */
import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

export const image = (color: string) =>
  sharp({ create: { width: 480, height: 320, channels: 3, background: color } })
    .png()
    .toBuffer();
export const pdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

/** Confirms the small dialog a confirmed action opens, named by its question. */
export async function confirmPop(page: Page, question: string | RegExp) {
  await page.getByRole('dialog', { name: question }).getByRole('button', { name: 'Confirm' }).click();
}

export async function expectStatus(page: Page, status: string) {
  await expect(page.getByTestId('task-detail')).toHaveAttribute('data-status', status);
}
