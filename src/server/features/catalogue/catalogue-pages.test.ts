import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TREATMENT_CATALOGUE } from '#shared/catalogue/treatments.ts';
import {
  ADMIN_TEST_EMAIL,
  createAdmin,
  createVerifiedHospital,
  type Actor,
} from '../../test/factories.ts';
import { testClient } from '../../test/http.ts';
import { sessionCookieName } from '../../plugins/session.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/** The page's head value of `pattern`'s first group, e.g. a meta tag's content. */
function headValue(html: string, pattern: RegExp): string | undefined {
  return pattern.exec(html)?.[1];
}

/** The page's JSON-LD objects, parsed. */
function jsonLdOf(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '') as Record<string, unknown>,
  );
}

describe('server-rendered catalogue pages, sitemap and robots.txt (issue #17)', () => {
  let t: TestApp;
  let admin: Actor;
  let origin: string;
  const page = (url: string) => testClient(t.app).get(url);

  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAILS: ADMIN_TEST_EMAIL });
    admin = await createAdmin(t.app);
    origin = t.app.config.appOrigin;
  });
  afterAll(() => t.close());

  it('sends a procedure page whose HTML carries its head tags, JSON-LD and content', async () => {
    const response = await page('/treatments/knee-replacement');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const html = response.body;
    expect(headValue(html, /<title>([^<]*)<\/title>/)).toBe(
      'Knee replacement abroad: stay, recovery and prices · CareAbroad',
    );
    expect(headValue(html, /<meta name="description" content="([^"]*)"/)).toMatch(
      /^An operation that replaces the worn or damaged surfaces of the knee joint/,
    );
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(headValue(html, /<link rel="canonical" href="([^"]*)"/)).toBe(
      `${origin}/treatments/knee-replacement`,
    );
    expect(headValue(html, /<meta property="og:title" content="([^"]*)"/)).toBe(
      'Knee replacement abroad: stay, recovery and prices',
    );
    expect(jsonLdOf(html)).toEqual([
      expect.objectContaining({
        '@type': 'MedicalProcedure',
        name: 'Knee replacement',
        url: `${origin}/treatments/knee-replacement`,
      }),
    ]);
    expect(html).toContain('<h1>Knee replacement</h1>');
    expect(html).toContain('<dt>Typical stay</dt><dd>1 to 3 days in hospital</dd>');
    expect(html).toMatch(/<dt>Price range<\/dt><dd>\$4,500 – \$28,000 \(estimate\)<\/dd>/);
    expect(html).toContain('href="https://www.nhs.uk/conditions/knee-replacement/"');
    expect(html).toContain(
      `href="/login?mode=register&amp;next=${encodeURIComponent('/create-request?procedureType=Knee%20replacement')}"`,
    );
  });

  it('sends a hospital page with Hospital JSON-LD, and escapes what the hospital typed', async () => {
    const hospital = await createVerifiedHospital(t.app, admin, '<b>Bold</b> & "Co"');
    const list = await testClient(t.app).get('/api/hospitals?limit=100');
    const slug = list
      .json<Array<{ id: string; slug: string }>>()
      .find((h) => h.id === hospital.id)!.slug;
    const response = await page(`/hospitals/${slug}`);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).not.toContain('<b>Bold</b>');
    expect(html).toContain('<h1>&lt;b&gt;Bold&lt;/b&gt; &amp; &quot;Co&quot; City</h1>');
    expect(headValue(html, /<link rel="canonical" href="([^"]*)"/)).toBe(
      `${origin}/hospitals/${slug}`,
    );
    expect(jsonLdOf(html)).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'Hospital',
        name: '<b>Bold</b> & "Co" City',
        url: `${origin}/hospitals/${slug}`,
      },
    ]);
    expect(html).toContain('No verified reviews yet');

    const listPage = await page('/hospitals');
    expect(listPage.statusCode).toBe(200);
    expect(listPage.body).toContain(`<a href="/hospitals/${slug}">`);
  });

  it('answers an unknown procedure or hospital with a 404 page', async () => {
    for (const url of [
      '/treatments/brain-transplant',
      '/hospitals/nobody',
      '/hospitals/x-00000000-0000-4000-8000-000000000000',
    ]) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).toContain('404 Page Not Found');
    }
  });

  it('lists every procedure and verified hospital in sitemap.xml, which robots.txt names', async () => {
    const hospital = await createVerifiedHospital(t.app, admin, 'Sitemap Clinic');
    const sitemap = await page('/sitemap.xml');
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toMatch(/^application\/xml/);
    for (const entry of TREATMENT_CATALOGUE.treatments) {
      expect(sitemap.body).toContain(`<loc>${origin}/treatments/${entry.slug}</loc>`);
    }
    expect(sitemap.body).toContain(
      `<loc>${origin}/hospitals/sitemap-clinic-city-${hospital.id}</loc>`,
    );
    expect(sitemap.body).toContain(`<loc>${origin}/hospitals</loc>`);

    const robots = await page('/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });
});

/**
 * A stand-in for the SSR build (dist/ssr, ADR 0055): it renders the page from what the API
 * answers, leaves a `</script>` in the data for the server to escape, and fails on the hospital
 * list, where the server must fall back to plain HTML.
 */
const STAND_IN_RENDERER = `
export async function renderCataloguePage(page, readApi) {
  if (page.kind === 'hospitals') throw new Error('render failed');
  const answer = await readApi('/api/treatments/' + page.slug);
  return {
    html: '<main><h1 class="rendered">' + answer.body.name + '</h1><p>' + page.url + '</p></main>',
    queryState: { queries: [{ queryKey: ['/api/treatments/' + page.slug], note: '</script><b>' }] },
  };
}
`;
const STAND_IN_TEMPLATE =
  '<!doctype html><html lang="en"><head><title>CareAbroad</title></head><body><div id="root"></div></body></html>';

describe('catalogue pages rendered by the SSR build (ADR 0055)', () => {
  let t: TestApp;
  let ssrDir: string;
  const page = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  beforeAll(async () => {
    ssrDir = await mkdtemp(path.join(tmpdir(), 'careabroad-ssr-'));
    await writeFile(path.join(ssrDir, 'catalogue-ssr.js'), STAND_IN_RENDERER);
    await writeFile(path.join(ssrDir, 'catalogue.html'), STAND_IN_TEMPLATE);
    t = await createTestApp({}, { ssrDir });
  });
  afterAll(async () => {
    await t.close();
    await rm(ssrDir, { recursive: true, force: true });
  });

  it('sends the rendered page marked for hydration, with its data, to a signed-out visitor', async () => {
    const response = await page('/treatments/knee-replacement?utm_source=mail');
    expect(response.statusCode).toBe(200);
    expect(response.headers.vary).toMatch(/cookie/i);
    const html = response.body;
    expect(html).toContain(
      '<div id="root" data-prerendered="signed-out"><main><h1 class="rendered">Knee replacement</h1><p>/treatments/knee-replacement?utm_source=mail</p></main></div>',
    );
    expect(jsonLdOf(html)).toEqual([expect.objectContaining({ '@type': 'MedicalProcedure' })]);
    expect(headValue(html, /<title>([^<]*)<\/title>/)).toBe(
      'Knee replacement abroad: stay, recovery and prices · CareAbroad',
    );
    const block = /<script type="application\/json" id="query-state">([^<]*)<\/script>/.exec(html);
    expect(JSON.parse(block?.[1] ?? '')).toEqual({
      queries: [{ queryKey: ['/api/treatments/knee-replacement'], note: '</script><b>' }],
    });
  });

  it('does not mark the page for hydration when the visitor has a session cookie', async () => {
    const response = await page('/treatments/knee-replacement', `${sessionCookieName(false)}=x`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"><main><h1 class="rendered">');
    expect(response.body).not.toContain('data-prerendered');
  });

  it('falls back to the plain HTML when rendering fails, and keeps 404s plain', async () => {
    const list = await page('/hospitals');
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain('<div id="root"><main id="main"><h1>Verified hospitals</h1>');
    expect(list.body).not.toContain('id="query-state"');

    const missing = await page('/treatments/brain-transplant');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('404 Page Not Found');
    expect(missing.body).not.toContain('data-prerendered');
  });
});
