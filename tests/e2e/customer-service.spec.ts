import { expect, test } from '@playwright/test';

const person = {
  'First name': 'Kim',
  'Last name': 'Lee',
  Email: 'kim@example.com',
  Subject: 'Fitment question',
};

test('the contact form: required fields, success, and a server failure keeps what was typed', async ({
  page,
}) => {
  await page.goto('/contact-us/');
  await page.getByRole('button', { name: 'Send Message' }).click();
  for (const text of [
    'First name is required',
    'Last name is required',
    'Email is required',
    'Subject is required',
    'Message is required',
  ]) {
    await expect(page.getByText(text, { exact: true })).toBeVisible();
  }
  for (const [label, value] of Object.entries(person))
    await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByLabel('Message').fill('Do these pads fit a 2019 Hilux?');
  await page.route('**/api/contact-us', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: '{"message":"Service unavailable"}',
    }),
  );
  await page.getByRole('button', { name: 'Send Message' }).click();
  // A 5xx message is not written for shoppers: the product spec's own text stands in for it.
  await expect(page.getByRole('alert')).toHaveText(
    'Error submitting form: An error occurred. Please try again.',
  );
  await expect(page.getByLabel('Message')).toHaveValue('Do these pads fit a 2019 Hilux?');
  await page.unroute('**/api/contact-us');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Form Submitted Successfully' })).toBeVisible();
});

test('the return form: order id and attachment rules, then the server message', async ({ page }) => {
  await page.goto('/return-order/');
  for (const [label, value] of Object.entries(person))
    await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByLabel('Message').fill('The pads are the wrong size.');
  await page.getByLabel('Order ID').fill('SC-123');
  await page.getByLabel('Reason for the return').selectOption('faulty');
  await page.getByRole('button', { name: 'Submit Return Request' }).click();
  await expect(page.getByText('Order ID can only contain letters and numbers')).toBeVisible();
  await page.getByLabel('Order ID').fill('SC123');
  const attach = page.getByLabel(/^Attachment/);
  await attach.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(5_242_881) });
  await page.getByRole('button', { name: 'Submit Return Request' }).click();
  await expect(page.getByText('File size exceeds 5MB')).toBeVisible();
  await attach.setInputFiles({
    name: 'virus.exe',
    mimeType: 'application/octet-stream',
    buffer: Buffer.from('MZ'),
  });
  await page.getByRole('button', { name: 'Submit Return Request' }).click();
  await expect(page.getByText('Only png, jpg, jpeg, pdf and txt files are allowed')).toBeVisible();
  await attach.setInputFiles({
    name: 'fake.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not a picture'),
  });
  await page.getByRole('button', { name: 'Submit Return Request' }).click();
  await expect(page.getByRole('alert')).toHaveText('Error submitting form: The file does not match its type');
  await attach.setInputFiles({
    name: 'receipt.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('Receipt 123'),
  });
  await page.getByRole('button', { name: 'Submit Return Request' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: /^Your return request has been received \(reference R\d+\)/ }),
  ).toBeVisible();
});

test('the footer newsletter form subscribes, twice without error, and says when it fails', async ({
  page,
}) => {
  await page.goto('/faqs/');
  const form = page.getByRole('region', { name: 'Newsletter' });
  const subscribe = async (email: string, status: number) => {
    await form.getByLabel('Your email').fill(email);
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/subscribe'));
    await form.getByRole('button', { name: 'Subscribe' }).click();
    expect((await answered).status()).toBe(status);
  };
  await subscribe('reader@example.com', 200);
  await expect(form.getByText('Subscribed successfully!')).toBeVisible();
  await expect(form.getByLabel('Your email')).toHaveValue('');
  await subscribe('reader@example.com', 200);
  await expect(form.getByText('Subscribed successfully!')).toBeVisible();
  await page.route('**/api/subscribe', (route) => route.fulfill({ status: 500, body: '{}' }));
  await subscribe('other@example.com', 500);
  await expect(form.getByText('Subscription failed. Please try again.')).toBeVisible();
  await expect(form.getByLabel('Your email')).toHaveValue('other@example.com');
});
