import { demo, expect, test } from '../fixtures';
import { apiOk } from '../api-setup';
import { noHorizontalScroll, shot } from '../page-checks';

/**
 * The gallery (issue 9): a visitor walks the wall of public works' pictures (watermarked copies, never the original),
 * filters it by design type, opens a picture full screen and follows it to its work on the designer's page; a member
 * on a phone hearts a picture and finds it in My Collection. The demo designers' works fill the wall.
 */
test.describe.configure({ timeout: 180_000 });

test('a visitor filters the gallery, opens a picture and follows it to the work; a member keeps one in My Collection', async ({ page, signIn }) => {
  const first = (await apiOk(page.request, 'Gallery/getPictures', { page: 1, pageSize: 1 })).listItem[0];
  expect(first).toBeTruthy();

  await page.goto(`/gallery?category=${first.category}`);
  const wall = page.getByTestId('gallery-wall');
  await expect(wall).toBeVisible();
  const pictures = wall.locator('[data-testid^="gallery-picture-"]');
  await expect(pictures.first()).toBeVisible();
  // only the chosen design type, and only watermarked copies
  const listed = await apiOk(page.request, 'Gallery/getPictures', { page: 1, pageSize: 24, category: first.category });
  await expect(pictures).toHaveCount(listed.listItem.length);
  const src = await pictures.first().locator('img').getAttribute('src');
  expect(src).toMatch(/^\/api\/Gallery\/image\/[0-9a-f]{32}\?w=480$/);
  const image = await page.request.get(src!);
  expect(image.headers()['content-type']).toBe('image/jpeg');

  const shown = listed.listItem[0];
  const opener = page.getByTestId(`gallery-picture-${shown.id}`).locator('.bh-gallery-open');
  await opener.click();
  await expect(page.getByTestId('gallery-viewer')).toBeVisible();
  // closing the viewer gives focus back to the picture that opened it
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('gallery-viewer')).toHaveCount(0);
  await expect(opener).toBeFocused();
  await opener.click();
  const caption = page.getByTestId('gallery-viewer-caption');
  await expect(caption).toContainText(shown.title);
  await caption.getByRole('link', { name: shown.title }).click();
  await expect(page).toHaveURL(new RegExp(`/designInfo\\?cardno=${shown.designer.cardno}&work=${shown.workId}$`));
  // the work opens at once in the full-screen viewer
  await expect(page.getByTestId('ds-work-viewer')).toBeVisible();

  const { page: M } = await signIn(demo.business, 360);
  await M.goto('/gallery');
  const heart = M.getByTestId(`gallery-fav-${first.id}`);
  await heart.click();
  await expect(heart).toHaveAttribute('data-fav', 'yes');
  await M.mouse.move(0, 0);
  await noHorizontalScroll(M);
  await shot(M, 'gallery-360');
  await M.goto('/personalCenter/myCollection?kind=picture');
  await expect(M.getByTestId(`picture-card-${first.id}`)).toBeVisible();
  await noHorizontalScroll(M);
});
