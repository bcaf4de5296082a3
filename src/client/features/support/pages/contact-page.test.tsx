// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '#client/test/render-app.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('contact page (SPEC §2.9, issue #12)', () => {
  it('offers only channels that exist: no live chat, a message form that reaches support', async () => {
    const user = userEvent.setup();
    const { calls } = renderApp('/contact', {
      routes: {
        'POST /api/contact': {
          status: 201,
          body: {
            id: 'c0ffee00-0000-4000-8000-000000000001',
            createdAt: '2026-11-20T10:00:00.000Z',
          },
        },
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Contact Support' });
    const main = screen.getByRole('main');
    expect(main.textContent).not.toMatch(/live chat|24\/7/i);
    expect(screen.getByRole('link', { name: 'Send us a message' }).getAttribute('href')).toBe(
      '#send-message',
    );

    await user.type(screen.getByLabelText('Full name'), 'Priya Sharma');
    await user.type(screen.getByLabelText('Email'), 'priya@example.test');
    await user.type(screen.getByLabelText('Subject'), 'Visa letter');
    await user.type(
      screen.getByLabelText('Message'),
      'Can the hospital send an invitation letter?',
    );
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(
      await screen.findByText("Your message has been sent. We'll get back to you soon!"),
    ).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/contact')?.body).toEqual({
      name: 'Priya Sharma',
      email: 'priya@example.test',
      subject: 'Visa letter',
      message: 'Can the hospital send an invitation letter?',
    });
  });

  it('keeps what was typed and shows the server’s message when sending fails', async () => {
    const user = userEvent.setup();
    renderApp('/contact', {
      routes: {
        'POST /api/contact': {
          status: 503,
          body: { message: 'Service temporarily unavailable', code: 'SERVICE_UNAVAILABLE' },
        },
      },
    });
    await user.type(await screen.findByLabelText('Full name'), 'Priya Sharma');
    await user.type(screen.getByLabelText('Email'), 'priya@example.test');
    await user.type(screen.getByLabelText('Subject'), 'Visa letter');
    await user.type(screen.getByLabelText('Message'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('Service temporarily unavailable')).toBeTruthy();
    expect(screen.queryByText('Message sent')).toBeNull();
    expect((screen.getByLabelText('Subject') as HTMLInputElement).value).toBe('Visa letter');
  });
});
