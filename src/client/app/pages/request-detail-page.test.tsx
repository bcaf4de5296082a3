// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Bid } from '#shared/bids/bids.schemas.ts';
import { stubXhr } from '#client/test/fake-xhr.ts';
import { buildBid } from '#client/test/build-bid.ts';
import { buildTreatmentRequest } from '#client/test/build-treatment-request.ts';
import { buildCurrentUser, renderApp } from '#client/test/render-app.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const patient = buildCurrentUser({ role: 'patient' });

const request = buildTreatmentRequest(patient.id, { bidCount: 1 });

const bid: Bid = buildBid(request);

describe('request detail: rejecting a bid (SPEC §4, issue #12)', () => {
  it('asks for confirmation, rejects only when confirmed, and toasts the outcome', async () => {
    const user = userEvent.setup();
    const { calls } = renderApp(`/requests/${request.id}`, {
      user: patient,
      routes: {
        [`GET /api/treatment-requests/${request.id}`]: { status: 200, body: request },
        [`GET /api/bids/request/${request.id}`]: { status: 200, body: [bid] },
        [`POST /api/bids/${bid.id}/reject`]: {
          status: 200,
          body: { ...bid, status: 'rejected' },
        },
      },
    });
    const rejectCalls = () => calls.filter((call) => call.path.endsWith('/reject'));

    await user.click(await screen.findByRole('button', { name: 'Reject bid from Apollo' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reject this bid?' });
    expect(within(dialog).getByText(/Apollo's bid of \$8,400/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Keep Bid' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(rejectCalls()).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Reject bid from Apollo' }));
    const again = await screen.findByRole('alertdialog', { name: 'Reject this bid?' });
    await user.click(within(again).getByRole('button', { name: 'Reject Bid' }));

    expect(await screen.findByText('Bid rejected')).toBeTruthy();
    expect(rejectCalls()).toHaveLength(1);
  });

  it("shows the server's message when the rejection fails", async () => {
    const user = userEvent.setup();
    renderApp(`/requests/${request.id}`, {
      user: patient,
      routes: {
        [`GET /api/treatment-requests/${request.id}`]: { status: 200, body: request },
        [`GET /api/bids/request/${request.id}`]: { status: 200, body: [bid] },
        [`POST /api/bids/${bid.id}/reject`]: {
          status: 409,
          body: { message: 'This bid is no longer pending', code: 'CONFLICT' },
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Reject bid from Apollo' }));
    await user.click(await screen.findByRole('button', { name: 'Reject Bid' }));
    expect(await screen.findByText('This bid is no longer pending')).toBeTruthy();
    expect(screen.queryByText('Bid rejected')).toBeNull();
  });
});

describe('request detail: attaching medical records (issue #14)', () => {
  const routes = {
    [`GET /api/treatment-requests/${request.id}`]: { status: 200, body: request },
    [`GET /api/bids/request/${request.id}`]: { status: 200, body: [] },
    'GET /api/records': { status: 200, body: [] },
    'GET /api/treatment-requests': { status: 200, body: [request] },
  };

  it("uploads a record linked to the owner's request", async () => {
    const xhr = stubXhr();
    const user = userEvent.setup();
    renderApp(`/requests/${request.id}`, { user: patient, routes });
    await user.click(await screen.findByRole('button', { name: 'Attach records' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload a medical record' });
    await user.upload(
      within(dialog).getByLabelText('File'),
      new File(['%PDF-1.4'], 'echo.pdf', { type: 'application/pdf' }),
    );
    await user.selectOptions(within(dialog).getByLabelText('Document type'), 'Other');
    await user.type(within(dialog).getByLabelText('Document date'), '2026-03-14');
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(xhr.sent).toHaveLength(1));
    expect((xhr.sent[0]!.body as FormData).get('treatmentRequestId')).toBe(request.id);
  });

  it('offers no records to anyone but the owner', async () => {
    renderApp(`/requests/${request.id}`, {
      user: buildCurrentUser({ id: '9e8d7c6b-5a49-4382-9170-6f5e4d3c2b1a', role: 'hospital' }),
      routes,
    });
    await screen.findByRole('heading', { name: 'Request details' });
    expect(screen.queryByRole('button', { name: 'Attach records' })).toBeNull();
  });
});
