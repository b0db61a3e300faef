import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { academyToday, endpointUrl, ENDPOINTS, type AddChildRequest } from '@academy/contract';
import { apiNewFighter, loginAsAdmin } from './fixtures/session.ts';

const shots = path.resolve(import.meta.dirname, '../test-results/desk-search');

for (const width of [390, 1280]) {
  test(`the desk finds a child by four digits of the guardian's mobile and opens the family, at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    const tag = randomUUID().slice(0, 6);
    // Four digits no other family of the run shares: the mobile is drawn for this test.
    const last4 = String(1000 + Math.floor(Math.random() * 9000));
    const mobile = `98${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}${last4}`;
    const { fighter: parent, login } = await apiNewFighter(page.request, 'desk', {
      fullName: `Meera Joshi ${tag}`,
      mobileNumber: mobile,
      trains: false,
    });
    const child: AddChildRequest = {
      fullName: `Arjun Joshi ${tag}`,
      dateOfBirth: `${Number(academyToday().slice(0, 4)) - 8}-03-10`,
      gender: 'Male',
      weight: '',
      height: '',
      beltLevel: '',
      guardian: { name: parent.fullName, relation: 'Mother', mobileNumber: mobile, email: parent.email, agreed: true },
    };
    const added = await page.request.post(endpointUrl(ENDPOINTS.AddChild), {
      data: child,
      headers: { 'x-auth-token': login.token },
    });
    expect(added.status(), await added.text()).toBe(201);

    await loginAsAdmin(page);
    await page.goto('/admin/desk');
    await page.getByRole('searchbox', { name: 'Find a person' }).fill(last4);
    const people = page.getByRole('region', { name: 'People' });
    const hit = people.getByRole('link', { name: new RegExp(child.fullName) });
    await expect(hit).toContainText(`Child of ${parent.fullName}`);
    await expect(hit).toContainText("(guardian's)");
    await page.screenshot({ path: path.join(shots, `search-${width}.png`) });
    await hit.click();

    await expect(page.getByRole('heading', { level: 1, name: `${parent.fullName}'s family` })).toBeVisible();
    const members = page.getByRole('region', { name: 'People' }).last();
    await expect(members).toContainText(child.fullName);
    await expect(members).toContainText(/Guardian's phone \+91 98\d{3} \d{5}/);
    await expect(page.getByRole('region', { name: 'Dues' })).toContainText('Nothing owed.');
    await page.screenshot({ path: path.join(shots, `family-${width}.png`), fullPage: true });
  });
}
