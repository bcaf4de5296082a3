/**
 * `POST /api/records` of `file` with a session `cookie`, as the browser form sends it, for the
 * records benchmarks. Resolves with the new record's id; rejects unless the answer is 201.
 */
export async function uploadRecordFile(
  target: { base: string; origin: string },
  cookie: string,
  file: Blob,
): Promise<string> {
  const form = new FormData();
  form.set('title', 'Bench scan');
  form.set('documentType', 'imaging');
  form.set('documentDate', '2026-11-26');
  form.set('file', file, 'bench.pdf');
  const response = await fetch(`${target.base}/api/records`, {
    method: 'POST',
    headers: { cookie, 'x-requested-with': 'XMLHttpRequest', origin: target.origin },
    body: form,
  });
  if (response.status !== 201) {
    throw new Error(`upload: ${response.status} ${await response.text()}`);
  }
  return ((await response.json()) as { id: string }).id;
}
