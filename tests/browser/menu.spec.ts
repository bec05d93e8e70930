// The navigation at both widths: on a phone the links wait behind a toggle, on a laptop they show.
import { expect, site, test } from './fixtures.ts';

test.describe('the navigation', { tag: '@each-width' }, () => {
  test('collapses behind a toggle on a phone and shows its links on a laptop', async ({ visit, viewport }) => {
    const page = await visit('/');
    const nav = page.getByRole('navigation', { name: site.navigation.label });
    const toggle = nav.getByRole('button', { name: site.navigation.menuLabel });
    const contact = nav.getByRole('link', { name: 'Contact Us' });
    if ((viewport?.width ?? 0) <= site.layout.mobileMaxWidth) {
      await expect(toggle).toBeVisible();
      await expect(contact).toBeHidden();
      await toggle.click();
      await expect(contact).toBeVisible();
    } else {
      await expect(toggle).toBeHidden();
      await expect(contact).toBeVisible();
    }
  });
});
