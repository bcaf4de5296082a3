// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MedicalRecord, RecordAccess } from '#shared/records/records.schemas.ts';
import { stubXhr } from '#client/test/fake-xhr.ts';
import { buildConsent } from '#client/test/build-consent.ts';
import { buildTreatmentRequest } from '#client/test/build-treatment-request.ts';
import { buildCurrentUser, renderApp, type ApiRoutes } from '#client/test/render-app.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const NOW = '2026-11-20T10:00:00.000Z';
const patient = buildCurrentUser({ role: 'patient' });

const request = buildTreatmentRequest(patient.id);

function buildRecord(overrides: Partial<MedicalRecord> = {}): MedicalRecord {
  return {
    id: '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e41',
    title: 'Knee MRI report',
    documentType: 'imaging',
    documentDate: '2026-03-14',
    treatmentRequestId: request.id,
    mediaType: 'image/png',
    sizeBytes: 1536,
    dicomStudyDate: null,
    dicomModality: null,
    keep: false,
    createdAt: NOW,
    ...overrides,
  };
}

const record = buildRecord();

/** The records page of the patient against a fake API listing `records`. */
function openRecords(records: MedicalRecord[], routes: ApiRoutes = {}) {
  return renderApp('/records', {
    user: patient,
    routes: {
      'GET /api/records': { status: 200, body: records },
      'GET /api/treatment-requests': { status: 200, body: [request] },
      'GET /api/consents': { status: 200, body: [buildConsent({ given: true })] },
      ...routes,
    },
  });
}

/** Opens the upload dialog and fills it in with `file`. */
async function fillUploadForm(user: ReturnType<typeof userEvent.setup>, file: File) {
  await user.click(await screen.findByRole('button', { name: 'Upload record' }));
  const dialog = await screen.findByRole('dialog', { name: 'Upload a medical record' });
  await user.upload(within(dialog).getByLabelText('File'), file);
  await user.selectOptions(within(dialog).getByLabelText('Document type'), 'Lab report');
  await user.type(within(dialog).getByLabelText('Document date'), '2026-03-14');
  // Wait for the patient's requests to be offered before choosing one.
  await within(dialog).findByRole('option', { name: request.procedureType });
  await user.selectOptions(
    within(dialog).getByLabelText('Treatment request (optional)'),
    request.procedureType,
  );
  return dialog;
}

const pngFile = () => new File([new Uint8Array(2048)], 'blood_test.png', { type: 'image/png' });

/** Opens the records page, fills the upload form and sends it; returns the dialog and request. */
async function startUpload(routes: ApiRoutes = {}) {
  const xhr = stubXhr();
  const user = userEvent.setup();
  openRecords([], routes);
  const dialog = await fillUploadForm(user, pngFile());
  await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
  await waitFor(() => expect(xhr.sent).toHaveLength(1));
  return { user, dialog, xhr, sent: xhr.sent[0]! };
}

describe('medical records page (issue #14)', () => {
  it('lists each record with its type, dates, size and linked request', async () => {
    openRecords([record]);
    const card = (await screen.findByRole('heading', { name: 'Knee MRI report' })).closest(
      '[data-slot="card"]',
    );
    expect(card).toBeTruthy();
    const facts = within(card as HTMLElement);
    expect(facts.getByText('Imaging')).toBeTruthy();
    expect(facts.getByText('Mar 14, 2026')).toBeTruthy();
    expect(facts.getByText('PNG image')).toBeTruthy();
    expect(facts.getByText('1.5 KB')).toBeTruthy();
    expect(facts.getByRole('link', { name: request.procedureType }).getAttribute('href')).toBe(
      `/requests/${request.id}`,
    );
    expect(facts.getByText('Uploaded Nov 20, 2026')).toBeTruthy();
  });

  it('shows an empty state, and the error of a failed list with a retry', async () => {
    openRecords([]);
    expect(await screen.findByRole('heading', { name: 'No records yet' })).toBeTruthy();
    cleanup();
    openRecords([], {
      'GET /api/records': { status: 503, body: { message: 'Database unavailable', code: 'X' } },
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText("Couldn't load your records")).toBeTruthy();
    expect(within(alert).getByText('Database unavailable')).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('uploads with a progress bar that follows the bytes sent, then lists the new record', async () => {
    const xhr = stubXhr();
    const user = userEvent.setup();
    const uploaded = buildRecord({
      id: '7a1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e42',
      title: 'blood test',
    });
    let records: MedicalRecord[] = [];
    openRecords([], { 'GET /api/records': () => ({ status: 200, body: records }) });
    const dialog = await fillUploadForm(user, pngFile());
    expect((within(dialog).getByLabelText('Title') as HTMLInputElement).value).toBe('blood test');
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));

    await waitFor(() => expect(xhr.sent).toHaveLength(1));
    const sent = xhr.sent[0]!;
    expect(sent.method).toBe('POST');
    expect(sent.url).toBe('/api/records');
    expect(sent.headers['X-Requested-With']).toBe('XMLHttpRequest');
    const body = sent.body as FormData;
    expect([...body.keys()]).toEqual([
      'title',
      'documentType',
      'documentDate',
      'treatmentRequestId',
      'file',
    ]);
    expect(body.get('documentType')).toBe('lab_report');
    expect(body.get('treatmentRequestId')).toBe(request.id);

    const bar = within(dialog).getByRole('progressbar', { name: 'Upload progress' });
    act(() => sent.progress(512, 2048));
    expect((bar as HTMLProgressElement).value).toBe(25);
    expect(within(dialog).getByText(/25% · 512 B of 2\.0 KB/)).toBeTruthy();
    act(() => sent.progress(2048, 2048));
    expect((bar as HTMLProgressElement).value).toBe(100);
    expect(within(dialog).getByText('Uploaded — checking the file…')).toBeTruthy();

    records = [uploaded];
    act(() => sent.respond(201, uploaded));
    expect(await screen.findByText('Record uploaded')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('heading', { name: 'blood test' })).toBeTruthy();
  });

  it('asks for the health-data consent first, then gives it under the text shown and uploads', async () => {
    const xhr = stubXhr();
    const user = userEvent.setup();
    const consent = buildConsent({ version: 3 });
    const { calls } = openRecords([], {
      'GET /api/consents': { status: 200, body: [consent] },
      'POST /api/consents': { status: 200, body: { ...consent, given: true } },
    });
    const dialog = await fillUploadForm(user, pngFile());
    const step = await within(dialog).findByRole('group', { name: consent.title });
    expect(within(step).getByText('I can withdraw at any time.')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByText(/Tick “I consent”/)).toBeTruthy();
    expect(xhr.sent).toHaveLength(0);
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.click(within(step).getByLabelText('I consent'));
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(xhr.sent).toHaveLength(1));
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { purpose: 'health_data', textVersion: 3 },
    ]);
  });

  it("shows the server's refusal in the form and keeps what was typed", async () => {
    const { user, dialog, xhr, sent } = await startUpload();
    act(() =>
      sent.respond(415, {
        message:
          'This file is a ZIP archive (application/zip). Upload a PDF, JPEG, PNG or DICOM file.',
        code: 'UNSUPPORTED_FILE_TYPE',
      }),
    );
    const alert = await within(dialog).findByRole('alert');
    expect(within(alert).getByText('Upload failed')).toBeTruthy();
    expect(within(alert).getByText(/ZIP archive \(application\/zip\)/)).toBeTruthy();
    expect((within(dialog).getByLabelText('Title') as HTMLInputElement).value).toBe('blood test');
    expect(within(dialog).queryByRole('progressbar')).toBeNull();

    // A consent the server requires first (409) reads as plainly.
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(xhr.sent).toHaveLength(2));
    act(() =>
      xhr.sent[1]!.respond(409, {
        message: 'Agree to the processing of your health data before uploading records.',
        code: 'CONSENT_REQUIRED',
      }),
    );
    expect(
      await within(dialog).findByText(
        'Agree to the processing of your health data before uploading records.',
      ),
    ).toBeTruthy();
  });

  it('refuses a file over 50 MB before sending anything', async () => {
    const xhr = stubXhr();
    const user = userEvent.setup();
    openRecords([]);
    const big = pngFile();
    Object.defineProperty(big, 'size', { value: 60 * 1024 * 1024 });
    const dialog = await fillUploadForm(user, big);
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(
      await within(dialog).findByText(
        '“blood_test.png” is 60.0 MB; a file can be at most 50.0 MB.',
      ),
    ).toBeTruthy();
    expect(xhr.sent).toHaveLength(0);
  });

  it('cancels an upload in flight', async () => {
    const { user, dialog, sent } = await startUpload();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel upload' }));
    expect(sent.isAborted).toBe(true);
    expect(await within(dialog).findByText('Upload cancelled. Nothing was stored.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Upload' })).toBeTruthy();
  });

  it('previews an image and shows who has seen the file', async () => {
    const user = userEvent.setup();
    const access: RecordAccess = {
      id: '8b1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e43',
      accessedAt: NOW,
      accessor: { id: patient.id, role: 'patient', name: 'Priya Sharma' },
    };
    openRecords([record], {
      [`GET /api/records/${record.id}/access-log`]: { status: 200, body: [access] },
    });
    await user.click(await screen.findByRole('button', { name: 'View Knee MRI report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Knee MRI report' });
    const image = within(dialog).getByRole('img', { name: 'Knee MRI report' });
    expect(image.getAttribute('src')).toBe(`/api/records/${record.id}/content`);
    expect(within(dialog).getByRole('link', { name: 'Download' }).getAttribute('href')).toBe(
      `/api/records/${record.id}/content`,
    );
    const log = within(dialog).getByRole('region', { name: 'Who has seen this file' });
    expect(await within(log).findByText('Priya Sharma')).toBeTruthy();
    expect(within(log).getByText(/\(you\)/)).toBeTruthy();
    expect(within(log).getByText(/Patient/)).toBeTruthy();
  });

  it("shows a DICOM study's date and modality with a download", async () => {
    const user = userEvent.setup();
    const scan = buildRecord({
      title: 'Chest CT',
      mediaType: 'application/dicom',
      dicomStudyDate: '2026-02-01',
      dicomModality: 'CT',
    });
    const { calls } = openRecords([scan], {
      [`GET /api/records/${scan.id}/access-log`]: { status: 200, body: [] },
    });
    await user.click(await screen.findByRole('button', { name: 'View Chest CT' }));
    const dialog = await screen.findByRole('dialog', { name: 'Chest CT' });
    expect(within(dialog).getByText('Feb 1, 2026')).toBeTruthy();
    expect(within(dialog).getByText('CT')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Download' })).toBeTruthy();
    expect(await within(dialog).findByText('No one has opened this file yet.')).toBeTruthy();
    expect(calls.some((call) => call.path.endsWith('/content'))).toBe(false);
  });

  it('deletes a record only after confirmation', async () => {
    const user = userEvent.setup();
    let records = [record];
    const { calls } = openRecords([], {
      'GET /api/records': () => ({ status: 200, body: records }),
      [`DELETE /api/records/${record.id}`]: () => {
        records = [];
        return { status: 204 };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Knee MRI report' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this record?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete Knee MRI report' }));
    const again = await screen.findByRole('alertdialog', { name: 'Delete this record?' });
    await user.click(within(again).getByRole('button', { name: 'Delete record' }));
    expect(await screen.findByText('Record deleted')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
    expect(await screen.findByRole('heading', { name: 'No records yet' })).toBeTruthy();
  });
});
