// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildCurrentUser, renderApp } from '#client/test/render-app.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const REQUEST_ID = '0b7d7a38-2f0e-4a35-9d2a-5f5d0a6a9c01';

describe('router (SPEC §2.1, issue #12)', () => {
  it('shows the 404 page, titled, for a path that does not exist', async () => {
    renderApp('/no-such-page');
    expect(
      await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' }),
    ).toBeTruthy();
    expect(document.title).toBe('Page not found · CareAbroad');
  });

  it('keeps a page of another role not found when signed in', async () => {
    renderApp('/browse-requests', { user: buildCurrentUser({ role: 'patient' }) });
    expect(
      await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' }),
    ).toBeTruthy();
  });

  it('sends a signed-out deep link to sign-in, then back to the link', async () => {
    const user = userEvent.setup();
    const patient = buildCurrentUser();
    const link = `/messages/${REQUEST_ID}?hospitalId=8c1c7a0e-9d86-4a2f-8f57-1b0fbc6c1c11`;
    const { calls } = renderApp(link, {
      routes: { 'POST /api/auth/login': { status: 200, body: patient } },
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeTruthy();
    expect(window.location.pathname).toBe('/login');
    expect(new URLSearchParams(window.location.search).get('next')).toBe(link);
    expect(document.title).toBe('Sign in · CareAbroad');

    await user.type(screen.getByLabelText('Email'), patient.email);
    await user.type(screen.getByLabelText('Password'), 'a-long-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(`${window.location.pathname}${window.location.search}`).toBe(link));
    expect(calls.some((call) => call.method === 'POST' && call.path === '/api/auth/login')).toBe(
      true,
    );
    await waitFor(() => expect(document.title).toBe('Messages · CareAbroad'));
  });

  it('titles each page and moves focus to its heading after navigating', async () => {
    const user = userEvent.setup();
    renderApp('/', { user: buildCurrentUser(), routes: {} });
    await waitFor(() => expect(document.title).toBe('Dashboard · CareAbroad'));

    const [faqLink] = await screen.findAllByRole('link', { name: 'FAQ' });
    await user.click(faqLink!);

    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'Frequently Asked Questions',
    });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(heading.getAttribute('tabindex')).toBe('-1');
    expect(document.title).toBe('FAQ · CareAbroad');
  });

  it.each([
    ['/contact', null, 'Contact Support'],
    ['/grievance', null, 'File a Grievance'],
    ['/reviews', null, 'Reviews'],
    ['/symptom-checker', null, 'Symptom Checker'],
    ['/forgot-password', null, 'Forgot your password?'],
    ['/my-requests', 'patient', 'My Treatment Requests'],
    ['/create-request', 'patient', 'Create Treatment Request'],
    ['/settings', 'patient', 'Profile & settings'],
    ['/browse-requests', 'hospital', 'Browse Treatment Requests'],
    ['/my-bids', 'hospital', 'My Bids'],
    ['/admin/tools', 'admin', 'Admin Tools'],
  ] as const)('titles %s (%s) "%s · CareAbroad"', async (path, role, title) => {
    renderApp(path, { user: role ? buildCurrentUser({ role }) : null });
    await waitFor(() => expect(document.title).toBe(`${title} · CareAbroad`));
  });

  it('moves focus to the new heading when the sidebar leads to another page', async () => {
    const user = userEvent.setup();
    renderApp('/settings', {
      user: buildCurrentUser(),
      routes: { 'GET /api/treatment-requests': { status: 200, body: [] } },
    });
    await screen.findByRole('heading', { level: 1, name: 'Profile & settings' });
    const [myRequests] = await screen.findAllByRole('link', { name: 'My Requests' });
    await user.click(myRequests!);

    const heading = await screen.findByRole('heading', { level: 1, name: 'My Treatment Requests' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(document.title).toBe('My Treatment Requests · CareAbroad');
  });
});
