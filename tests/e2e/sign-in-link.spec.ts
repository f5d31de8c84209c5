import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { axeViolations, backend, expect, mailedLink, mailTo, test } from './fixtures';

/*
 * Passwordless sign-in on /sign-in: "E-mail me a sign-in link", then either the link (through the dev mailbox the
 * backend delivers to) or the 6-digit code from the same mail, landing where `next` says.
 */

/** An account with a confirmed address, made with the admin API as a support script would. */
async function existingAccount(request: APIRequestContext, testInfo: TestInfo): Promise<string> {
  const email = `link-${testInfo.workerIndex}-${Date.now().toString(36)}@example.com`;
  const response = await request.post(`${backend.url}/auth/v1/admin/users`, {
    headers: { apikey: backend.serviceRoleKey, Authorization: `Bearer ${backend.serviceRoleKey}` },
    data: { email, password: 'Linked-Pass-2026', email_confirm: true },
  });
  expect(response.ok()).toBe(true);
  return email;
}

const main = (page: Page) => page.getByRole('main');

async function askForLink(page: Page, email: string) {
  await main(page).getByRole('textbox', { name: 'Email' }).fill(email);
  await main(page).getByRole('button', { name: 'E-mail me a sign-in link' }).click();
  await expect(
    main(page).getByRole('heading', { level: 1, name: 'Check your inbox' }),
  ).toBeVisible();
}

/** The 6-digit code of the newest mail to `to`. */
async function mailedCode(request: APIRequestContext, to: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      code = /enter the code: (\d{6})/.exec((await mailTo(request, to))[0]?.text ?? '')?.[1];
      return code;
    })
    .toBeTruthy();
  return code!;
}

test.describe('sign in by e-mailed link', () => {
  test.describe.configure({ timeout: 90_000 });

  test('the link from the password form signs in and lands where next says', async ({
    page,
    request,
    consoleErrors,
  }, testInfo) => {
    const email = await existingAccount(request, testInfo);
    await page.goto('/sign-in?next=%2Fsaas-templates');
    await main(page).getByRole('link', { name: 'E-mail me a sign-in link' }).click();
    await expect(page).toHaveURL(/\/sign-in\?with=link&next=%2Fsaas-templates$/);
    await expect(
      main(page).getByRole('heading', { level: 1, name: 'Sign in without a password' }),
    ).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await askForLink(page, email);
    expect(await axeViolations(page)).toEqual([]);

    await page.goto(await mailedLink(request, email, 'magiclink'));
    await expect(page).toHaveURL(/\/saas-templates$/);
    await page.goto('/account');
    await expect(main(page).getByText(email, { exact: true })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('the 6-digit code is the alternative, and a wrong one is refused on the field', async ({
    page,
    request,
  }, testInfo) => {
    const email = await existingAccount(request, testInfo);
    await page.goto('/sign-in?with=link');
    await askForLink(page, email);
    await main(page).getByRole('button', { name: 'Enter the 6-digit code instead' }).click();
    const code = main(page).getByRole('textbox', { name: 'Code' });
    await expect(code).toBeFocused();

    const right = await mailedCode(request, email);
    await code.fill(right === '000000' ? '111111' : '000000');
    await main(page).getByRole('button', { name: 'Sign in' }).click();
    await expect(
      main(page).getByText('That code is wrong or has expired. Check it, or ask for a new link.'),
    ).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await code.fill(right);
    await main(page).getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(main(page).getByText(email, { exact: true })).toBeVisible();
  });

  test('an unknown address gets the same answer and no mail; a hostile next stays on the site', async ({
    page,
    request,
  }) => {
    const unknown = `nobody-${Date.now().toString(36)}@example.com`;
    await page.goto('/sign-in?with=link&next=%2F%2Fevil.example');
    await askForLink(page, unknown);
    await expect(main(page).getByText(`If an account exists for ${unknown}`)).toBeVisible();
    expect(await mailTo(request, unknown)).toEqual([]);
    await expect(main(page).getByRole('link', { name: 'Sign in with it' })).toHaveAttribute(
      'href',
      '/sign-in?next=%2Faccount',
    );
  });
});
