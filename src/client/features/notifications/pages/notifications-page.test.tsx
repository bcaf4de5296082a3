// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Notification } from '#shared/notifications/notifications.schemas.ts';
import { buildCurrentUser, renderApp } from '#client/test/render-app.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const patient = buildCurrentUser({ role: 'patient' });
const REQUEST_ID = '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

function buildNotification(overrides: Partial<Notification> = {}): Notification {
  return {
    id: '1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e',
    kind: 'bid_received',
    link: `/requests/${REQUEST_ID}`,
    summary: 'A hospital placed a bid on your treatment request',
    readAt: null,
    createdAt: new Date().toISOString(),
    ...overrides,
  };
}

describe('notification centre (issue #15)', () => {
  it('shows the unread count in the bell’s name and lists the newest in its menu', async () => {
    const user = userEvent.setup();
    const result = renderApp('/', {
      user: patient,
      routes: {
        'GET /api/notifications/unread-count': { status: 200, body: { unread: 3 } },
        'GET /api/notifications?limit=5': { status: 200, body: [buildNotification()] },
        'POST /api/notifications/1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e/read': {
          status: 200,
          body: buildNotification({ readAt: new Date().toISOString() }),
        },
      },
    });
    const bell = await screen.findByRole('button', { name: 'Notifications, 3 unread' });
    await user.click(bell);
    const menu = await screen.findByRole('menu');
    await user.click(within(menu).getByRole('menuitem', { name: /placed a bid/ }));
    await waitFor(() => expect(window.location.pathname).toBe(`/requests/${REQUEST_ID}`));
    expect(result.calls).toContainEqual(
      expect.objectContaining({
        method: 'POST',
        path: '/api/notifications/1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e/read',
      }),
    );
  });

  it('shows 99+ at the server’s cap', async () => {
    renderApp('/', {
      user: patient,
      routes: { 'GET /api/notifications/unread-count': { status: 200, body: { unread: 100 } } },
    });
    expect(await screen.findByRole('button', { name: 'Notifications, 99+ unread' })).toBeTruthy();
  });

  it('lists every notification on /notifications and marks all read', async () => {
    const user = userEvent.setup();
    const result = renderApp('/notifications', {
      user: patient,
      routes: {
        'GET /api/notifications/unread-count': { status: 200, body: { unread: 1 } },
        'GET /api/notifications': {
          status: 200,
          body: [
            buildNotification(),
            buildNotification({
              id: '2b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e',
              kind: 'message_received',
              link: `/messages/${REQUEST_ID}`,
              summary: 'You have a new message',
              readAt: new Date().toISOString(),
            }),
          ],
        },
        'POST /api/notifications/read-all': { status: 200, body: { updated: 1 } },
      },
    });
    const list = await screen.findByRole('list', { name: 'Notifications' });
    expect(
      within(list).getByRole('link', { name: /Unread: A hospital placed a bid/ }),
    ).toBeTruthy();
    expect(
      within(list)
        .getByRole('link', { name: /You have a new message/ })
        .getAttribute('href'),
    ).toBe(`/messages/${REQUEST_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Mark all read' }));
    await waitFor(() =>
      expect(result.calls).toContainEqual(
        expect.objectContaining({ method: 'POST', path: '/api/notifications/read-all' }),
      ),
    );
  });

  it('says so when there is nothing yet', async () => {
    renderApp('/notifications', {
      user: patient,
      routes: { 'GET /api/notifications': { status: 200, body: [] } },
    });
    expect(await screen.findByRole('heading', { name: 'No notifications yet' })).toBeTruthy();
  });
});
