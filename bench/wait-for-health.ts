/** Resolves once the server at `base` answers `GET /api/health` with 2xx; throws after 2 minutes. */
export async function waitForHealth(base: string): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('server did not start');
}
