import type { ConsentPurpose } from '#shared/consents/consents.schemas.ts';
import type { TestClient } from '../../test/http.ts';
import { consentTextOf } from './consent-texts.ts';

/** Gives `purposes` as `client` under their current texts, through the API (ADR 0041). */
export async function giveConsents(
  client: TestClient,
  purposes: readonly ConsentPurpose[],
): Promise<void> {
  for (const purpose of purposes) {
    const response = await client.post('/api/consents', {
      purpose,
      textVersion: consentTextOf(purpose).version,
    });
    if (response.statusCode !== 200)
      throw new Error(`consent ${purpose} failed: ${response.statusCode} ${response.body}`);
  }
}
