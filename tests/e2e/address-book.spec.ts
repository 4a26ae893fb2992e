/** The address book: delete is offered in the list, and asks first there and on the edit page. */
import { expect, test } from '@playwright/test';
import { savedAddress, signedInMember } from './member-helpers.ts';

test('deleting an address asks first, in the list and on the edit page', async ({ page, request }) => {
  const member = await signedInMember(page, request);
  await savedAddress(request, member);
  await savedAddress(request, member);
  await page.goto('/my-account/');
  const list = page.getByRole('region', { name: 'Saved addresses' });
  await expect(list.getByRole('listitem')).toHaveCount(2);

  await list.getByRole('button', { name: 'Delete Home address' }).first().click();
  await expect(list.getByText('Delete this address?')).toBeVisible();
  await expect(list.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await list.getByRole('button', { name: 'Cancel' }).click();
  await expect(list.getByText('Delete this address?')).toHaveCount(0);
  await expect(list.getByRole('listitem')).toHaveCount(2);

  await list.getByRole('button', { name: 'Delete Home address' }).first().click();
  await list.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(page).toHaveURL(/\/my-account\/$/);

  await page.reload();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await list.getByRole('link', { name: 'Edit Home address' }).click();
  await page.getByRole('button', { name: 'Delete Address' }).click();
  await expect(page.getByText('Delete this address?')).toBeVisible();
  await page.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(page).toHaveURL(/\/my-account\/$/);
  await expect(page.getByText('No saved addresses yet.')).toBeVisible();
});
