/** Most redirects followed at the provider before giving up. */
const MAX_HOPS = 20;

/**
 * Plays the browser at the provider: follows redirects from `authorizationUrl` with a cookie jar
 * until the provider sends the user to `callbackPrefix`, and returns that callback URL
 * (path and query, ready for `app.inject`). Anything else (a page, an error) throws.
 */
export async function followProviderToCallback(
  authorizationUrl: string,
  callbackPrefix: string,
): Promise<string> {
  const jar = new Map<string, string>();
  let url = authorizationUrl;
  for (let hop = 0; hop < MAX_HOPS; hop += 1) {
    const response = await fetch(url, {
      redirect: 'manual',
      headers: { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    for (const header of response.headers.getSetCookie()) {
      const [pair = ''] = header.split(';');
      const index = pair.indexOf('=');
      jar.set(pair.slice(0, index).trim(), pair.slice(index + 1).trim());
    }
    const location = response.headers.get('location');
    if (!location) {
      throw new Error(
        `the provider answered ${response.status}: ${(await response.text()).slice(0, 300)}`,
      );
    }
    const target = new URL(location, url);
    if (target.href.startsWith(callbackPrefix)) return `${target.pathname}${target.search}`;
    url = target.href;
  }
  throw new Error('too many redirects at the provider');
}
