import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TEXTS } from '../../core/texts';
import { type BrowserSession, openBrowserSession } from './support/browserSession';
import { newMember } from './support/fixtures';
import { graphql, logIn } from './support/session';

// The administrator's page: the demo seed makes demo@ the administrator (its first account). Someone reports a
// person, the administrator sees the report and suspends them from it, then closes sign-ups and renames the site.

let session: BrowserSession;

beforeAll(async () => {
  session = await openBrowserSession();
}, 180_000);

afterAll(() => session?.close());

describe('the admin page', () => {
  it('shows a report, suspends the reported person from it, and closes sign-ups', async () => {
    const { page: suspect } = await session.newTab();
    const person = await newMember(suspect, { fullName: 'Sid Suspect', password: 'suspect-password' });

    // Someone reports the person from their profile, with a reason.
    const { page: reporter } = await session.newTab();
    await newMember(reporter, { fullName: 'Rae Reporter' });
    await reporter.goto(`/${person.username}/`);
    await reporter.getByRole('button', { name: 'Report' }).click();
    const dialog = reporter.getByRole('dialog', { name: 'Report account' });
    await dialog.getByRole('button', { name: 'Report' }).click();
    await dialog.getByText(ADMIN_TEXTS.reportReasonRequired).waitFor();
    await dialog.getByLabel('Spam').check();
    await dialog.getByLabel('Anything else the administrator should know? (optional)').fill('Links to scams');
    await dialog.getByRole('button', { name: 'Report' }).click();
    await reporter.getByText(ADMIN_TEXTS.reportSent).waitFor();

    // The administrator finds the page in the account menu and the report on it.
    const { page: admin, problems } = await session.newTab();
    await logIn(admin, 'demo@tackboard.local');
    await admin.getByRole('button', { name: 'Account menu' }).click();
    await admin.getByRole('menuitem', { name: 'Administration' }).click();
    await admin.getByRole('heading', { name: 'Administration', level: 1 }).waitFor();
    const report = admin.getByRole('listitem', { name: `Person: Sid Suspect (@${person.username})` });
    await report.getByText('Spam · reported by').waitFor();
    await report.getByText('Links to scams').waitFor();
    await report.getByRole('button', { name: 'Suspend account' }).click();
    await admin
      .getByRole('dialog', { name: 'Suspend account' })
      .getByRole('button', { name: 'Suspend account' })
      .click();
    await admin.getByText('No open reports').waitFor();
    const account = admin.getByRole('listitem', { name: `Sid Suspect (@${person.username})` });
    await account.getByText('Suspended').waitFor();

    // The suspended person is signed out, and logging in again says why.
    const { viewer } = await graphql<{ viewer: { isAuth: boolean } }>(suspect, 'query { viewer { isAuth } }');
    expect(viewer.isAuth).toBe(false);
    await suspect.goto('/login/');
    const form = suspect.getByRole('form', { name: 'Log in' });
    await form.getByLabel('Email or username').fill(person.email);
    await form.getByLabel('Password').fill(person.password);
    await form.getByRole('button', { name: 'Log in' }).click();
    await suspect.getByText(ADMIN_TEXTS.suspended).waitFor();

    // Another person is limited for a week: signed out, told until when at log-in, and able again once lifted.
    const { page: limitedTab } = await session.newTab();
    const limited = await newMember(limitedTab, { fullName: 'Lee Limited', password: 'limited-password' });
    await admin.reload();
    const limitedItem = admin.getByRole('listitem', { name: `Lee Limited (@${limited.username})` });
    await limitedItem.getByRole('button', { name: 'Limit for 7 days' }).click();
    await admin.getByRole('dialog', { name: 'Limit account' }).getByRole('button', { name: 'Limit' }).click();
    await limitedItem.getByText(/^Limited until /).waitFor();
    await limitedTab.goto('/login/');
    const limitedForm = limitedTab.getByRole('form', { name: 'Log in' });
    await limitedForm.getByLabel('Email or username').fill(limited.email);
    await limitedForm.getByLabel('Password').fill(limited.password);
    await limitedForm.getByRole('button', { name: 'Log in' }).click();
    await limitedTab.getByText(/^This account is limited until \d{4}-\d{2}-\d{2}\./).waitFor();
    await limitedItem.getByRole('button', { name: 'Lift limit' }).click();
    await limitedItem.getByRole('button', { name: 'Limit for 7 days' }).waitFor();

    // Sign-ups closed and the site renamed: the header says the new name, and a new sign-up is refused.
    await admin.getByLabel('Site name').fill('Pinhouse');
    await admin.getByLabel('Sign-ups').selectOption('closed');
    await admin.getByRole('button', { name: 'Save settings' }).click();
    await admin.getByRole('link', { name: 'Pinhouse home' }).waitFor();
    await expect.poll(() => admin.title()).toBe('Administration | Pinhouse');
    const { page: visitor } = await session.newTab();
    await expect(newMember(visitor, { fullName: 'Late Comer' })).rejects.toThrow(ADMIN_TEXTS.signUpsClosed);
    expect(problems).toEqual([]);
  });
});
