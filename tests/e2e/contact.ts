// The checkout's Contact Info dialog, filled as a guest does: name, number and e-mail, saved.
import type { Page } from 'playwright-core';

export async function fillContact(page: Page): Promise<void> {
  await page.getByTestId('edit-contact').click();
  const contact = page.getByRole('dialog', { name: 'Contact Info' });
  await contact.getByLabel('Contact person name').fill('Sara Ahmed');
  await contact.getByLabel('Contact person number').fill('+971 50 123 4567');
  await contact.getByLabel('Email').fill('sara@example.com');
  await contact.getByRole('button', { name: 'Save' }).click();
  await contact.waitFor({ state: 'detached' });
}
