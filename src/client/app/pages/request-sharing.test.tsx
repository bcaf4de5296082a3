// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Bid } from '#shared/bids/bids.schemas.ts';
import type {
  DocumentRequest,
  RecordGrant,
  RequestSharing,
  SharedRecord,
} from '#shared/records/record-sharing.schemas.ts';
import type { MedicalRecord } from '#shared/records/records.schemas.ts';
import { buildConsent } from '#client/test/build-consent.ts';
import { buildBid } from '#client/test/build-bid.ts';
import { buildTreatmentRequest } from '#client/test/build-treatment-request.ts';
import { buildCurrentUser, renderApp, type ApiRoutes } from '#client/test/render-app.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const NOW = '2026-11-20T10:00:00.000Z';
const patient = buildCurrentUser({ role: 'patient' });
const hospitalUser = buildCurrentUser({
  id: '8c1c7a0e-9d86-4a2f-8f57-1b0fbc6c1c11',
  role: 'hospital',
});
const request = buildTreatmentRequest(patient.id, { bidCount: 1 });
const hospital = { id: hospitalUser.id, name: 'Apollo Chennai' };

function buildRecord(id: string, title: string, treatmentRequestId: string | null): MedicalRecord {
  return {
    id,
    title,
    documentType: 'lab_report',
    documentDate: '2026-03-14',
    treatmentRequestId,
    mediaType: 'application/pdf',
    sizeBytes: 2048,
    dicomStudyDate: null,
    dicomModality: null,
    keep: false,
    createdAt: NOW,
  };
}
const otherRecord = buildRecord('1a1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e41', 'Old X-ray', null);
const linkedRecord = buildRecord('2b1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e42', 'Echo report', request.id);

const ask: DocumentRequest = {
  id: '3c1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e43',
  treatmentRequestId: request.id,
  hospital,
  message: 'Please share your latest echo report.',
  status: 'open',
  createdAt: NOW,
  answeredAt: null,
  grantId: null,
};
const grant: RecordGrant = {
  id: '4d1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e44',
  treatmentRequestId: request.id,
  hospital,
  purpose: 'To price the repair',
  status: 'live',
  createdAt: NOW,
  expiresAt: '2026-12-20T10:00:00.000Z',
  revokedAt: null,
  revokedReason: null,
  documentRequestId: null,
  records: [{ ...linkedRecord }],
};

function sharingWith(entry: Partial<RequestSharing[number]>): RequestSharing {
  return [
    {
      hospital,
      bid: { id: '5e1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e45', status: 'pending' },
      canGrant: true,
      grants: [],
      documentRequests: [],
      ...entry,
    },
  ];
}

/** The owner's request page against a fake API with `sharing` and `routes`. */
function openAsPatient(sharing: RequestSharing, routes: ApiRoutes = {}) {
  return renderApp(`/requests/${request.id}`, {
    user: patient,
    routes: {
      [`GET /api/treatment-requests/${request.id}`]: { status: 200, body: request },
      [`GET /api/bids/request/${request.id}`]: { status: 200, body: [] },
      [`GET /api/treatment-requests/${request.id}/sharing`]: { status: 200, body: sharing },
      'GET /api/records': { status: 200, body: [otherRecord, linkedRecord] },
      'GET /api/treatment-requests': { status: 200, body: [request] },
      'GET /api/consents': {
        status: 200,
        body: [
          buildConsent({ given: true }),
          buildConsent({
            purpose: 'cross_border_sharing',
            title: 'Sharing records with a hospital abroad',
            version: 4,
          }),
        ],
      },
      ...routes,
    },
  });
}

describe('request page: sharing with hospitals (issue #14)', () => {
  it('answers an ask: linked records first, missing consent given first, then the grant', async () => {
    const user = userEvent.setup();
    const { calls } = openAsPatient(sharingWith({ documentRequests: [ask] }), {
      'POST /api/consents': { status: 200, body: buildConsent({ given: true }) },
      'POST /api/record-grants': { status: 201, body: grant },
    });
    const askItem = (await screen.findByText(`“${ask.message}”`)).closest('li')!;
    await user.click(within(askItem as HTMLElement).getByRole('button', { name: 'Share files' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share files with Apollo Chennai' });
    await within(dialog).findByLabelText(/^Old X-ray/);
    const titles = within(dialog)
      .getAllByRole('checkbox')
      .map((box) => box.closest('label')?.textContent ?? '');
    expect(titles[0]).toContain('Echo report');
    expect(titles[1]).toContain('Old X-ray');

    await user.click(within(dialog).getByLabelText(/^Echo report/));
    await user.type(within(dialog).getByLabelText('Purpose'), 'To price the repair');
    await user.click(within(dialog).getByRole('button', { name: 'Share' }));
    expect(await within(dialog).findByText(/Tick “I consent”/)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    const consent = within(dialog).getByRole('group', {
      name: 'Sharing records with a hospital abroad',
    });
    await user.click(within(consent).getByLabelText('I consent'));
    await user.click(within(dialog).getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      calls.filter((call) => call.method === 'POST').map((call) => [call.path, call.body]),
    ).toEqual([
      ['/api/consents', { purpose: 'cross_border_sharing', textVersion: 4 }],
      [
        '/api/record-grants',
        {
          treatmentRequestId: request.id,
          hospitalId: hospital.id,
          recordIds: [linkedRecord.id],
          purpose: 'To price the repair',
          expiresInDays: 30,
          documentRequestId: ask.id,
        },
      ],
    ]);
  });

  it("shows the server's refusal in the dialog and keeps it open", async () => {
    const user = userEvent.setup();
    openAsPatient(sharingWith({}), {
      'GET /api/consents': {
        status: 200,
        body: [
          buildConsent({ given: true }),
          buildConsent({ purpose: 'cross_border_sharing', given: true }),
        ],
      },
      'POST /api/record-grants': {
        status: 409,
        body: {
          message: 'This hospital no longer has a live bid on your request.',
          code: 'NO_LIVE_BID',
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Share files' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByLabelText(/^Echo report/));
    await user.type(within(dialog).getByLabelText('Purpose'), 'Quote');
    await user.clear(within(dialog).getByLabelText('Access ends after (days)'));
    await user.type(within(dialog).getByLabelText('Access ends after (days)'), '91');
    await user.click(within(dialog).getByRole('button', { name: 'Share' }));
    expect(await within(dialog).findByText('Expiry must be at most 90 days')).toBeTruthy();
    await user.clear(within(dialog).getByLabelText('Access ends after (days)'));
    await user.type(within(dialog).getByLabelText('Access ends after (days)'), '7');
    await user.click(within(dialog).getByRole('button', { name: 'Share' }));
    expect(
      await within(dialog).findByText('This hospital no longer has a live bid on your request.'),
    ).toBeTruthy();
  });

  it('revokes a live grant only after confirmation', async () => {
    const user = userEvent.setup();
    const { calls } = openAsPatient(sharingWith({ grants: [grant] }), {
      [`POST /api/record-grants/${grant.id}/revoke`]: {
        status: 200,
        body: { ...grant, status: 'revoked', revokedAt: NOW, revokedReason: 'patient' },
      },
    });
    const revokes = () => calls.filter((call) => call.path.endsWith('/revoke'));
    expect(await screen.findByText('Purpose: To price the repair')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Revoke' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Revoke access?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(revokes()).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Revoke' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Revoke access' }),
    );
    await waitFor(() => expect(revokes()).toHaveLength(1));
    expect(await screen.findByText('Access revoked')).toBeTruthy();
  });
});

describe('request page: records shared with a hospital (issue #14)', () => {
  const shared: SharedRecord = {
    id: linkedRecord.id,
    title: 'Echo report',
    documentType: 'lab_report',
    documentDate: '2026-03-14',
    mediaType: 'application/dicom',
    sizeBytes: 2048,
    dicomStudyDate: '2026-03-01',
    dicomModality: 'US',
    grantId: grant.id,
    purpose: 'To price the repair',
    expiresAt: grant.expiresAt,
  };
  const ownBid: Bid = buildBid(request, { hospitalId: hospitalUser.id });
  function openAsHospital(bids: Bid[], routes: ApiRoutes = {}) {
    return renderApp(`/requests/${request.id}`, {
      user: hospitalUser,
      routes: {
        [`GET /api/treatment-requests/${request.id}`]: { status: 200, body: request },
        [`GET /api/bids/request/${request.id}`]: { status: 200, body: bids },
        [`GET /api/treatment-requests/${request.id}/shared-records`]: {
          status: 200,
          body: [shared],
        },
        [`GET /api/document-requests`]: { status: 200, body: [] },
        ...routes,
      },
    });
  }

  it('lists the shared files with their expiry and sends an ask', async () => {
    const user = userEvent.setup();
    let asks: DocumentRequest[] = [];
    const { calls } = openAsHospital([ownBid], {
      'GET /api/document-requests': () => ({ status: 200, body: asks }),
      'POST /api/document-requests': (body) => {
        asks = [{ ...ask, message: (body as { message: string }).message }];
        return { status: 201, body: asks[0] };
      },
    });
    expect(await screen.findByRole('heading', { name: 'Records shared with you' })).toBeTruthy();
    expect(await screen.findByText(/access until/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'View Echo report' }));
    expect(await screen.findByText('US')).toBeTruthy();
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Message is required')).toBeTruthy();
    await user.type(screen.getByLabelText('What do you need?'), 'Your latest echo, please.');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('“Your latest echo, please.”')).toBeTruthy();
    expect(screen.getByText('Waiting for the patient')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { treatmentRequestId: request.id, message: 'Your latest echo, please.' },
    ]);
  });

  it('shows nothing shared to a hospital that has not bid', async () => {
    openAsHospital([]);
    await screen.findByRole('heading', { name: 'Request details' });
    expect(screen.queryByRole('heading', { name: 'Records shared with you' })).toBeNull();
  });
});
