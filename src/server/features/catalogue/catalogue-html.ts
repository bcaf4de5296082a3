/*
 * The HTML of the public catalogue's pages as the server sends it (issue #17, ADR 0055): the
 * app's index.html with each page's title, meta description, canonical link, Open Graph tags
 * and schema.org JSON-LD in its head, and the page's main content in `#root`, so the page is
 * useful to crawlers and to visitors without JavaScript: the React page rendered on the server
 * (which the client hydrates), or the plain HTML below when that renderer is not built.
 */
import { cataloguePaths } from '#shared/catalogue/catalogue-paths.ts';
import type {
  CatalogueHospital,
  HospitalFilterOptions,
  HospitalFilters,
  Treatment,
} from '#shared/catalogue/catalogue.schemas.ts';
import {
  describePriceBasis,
  describeRating,
  formatUsdRange,
} from '#shared/catalogue/catalogue-text.ts';
import { countryName, languageName } from '#shared/hospital-profiles/display-names.ts';
import { accreditationBodyOf } from '#shared/hospital-profiles/reference-lists.ts';
import { paths } from '#shared/navigation/paths.ts';
import { PRERENDERED_SIGNED_OUT, QUERY_STATE_ELEMENT_ID } from '#shared/rendering/prerendered.ts';

/** What every catalogue document has: its head and the HTML of its main content. */
export interface CatalogueDocument {
  title: string;
  description: string;
  /** Path of the page's canonical URL, e.g. `/treatments/knee-replacement`. */
  canonicalPath: string;
  /** schema.org object for the page's JSON-LD, or undefined. */
  jsonLd?: Record<string, unknown>;
  mainHtml: string;
}

/** `text` safe inside HTML text and double-quoted attributes. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** `value` as JSON that cannot end its `<script>` element early. */
function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** "$4,500 – $28,000 (estimate)", as the page shows a price range. */
function describePriceRange(range: Treatment['priceRange']): string {
  return `${formatUsdRange(range)} (${describePriceBasis(range)})`;
}

/** The "Request a quote" link: sign-in (or account creation), then a prefilled Create Request. */
export function requestQuoteHref(prefill: { procedureType: string; hospital?: string }): string {
  return paths.signInThen(cataloguePaths.requestQuote(prefill), { mode: 'register' });
}

/** `/treatments/{slug}`: MedicalProcedure JSON-LD, what it is, stay, recovery, price, source. */
export function treatmentDocument(treatment: Treatment, origin: string): CatalogueDocument {
  const canonicalPath = cataloguePaths.treatment(treatment.slug);
  const price = describePriceRange(treatment.priceRange);
  return {
    title: `${treatment.name} abroad: stay, recovery and prices`,
    description: `${treatment.summary} Typical stay: ${treatment.typicalStay}. Price range ${price}.`,
    canonicalPath,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'MedicalProcedure',
      name: treatment.name,
      description: treatment.summary,
      url: `${origin}${canonicalPath}`,
      relevantSpecialty: treatment.specialty,
      howPerformed: treatment.summary,
      followup: treatment.typicalRecovery,
      subjectOf: { '@type': 'WebPage', url: treatment.sourceUrl },
    },
    mainHtml: `<main id="main"><h1>${escapeHtml(treatment.name)}</h1>
<p>${escapeHtml(treatment.summary)}</p>
<dl>
<dt>Specialty</dt><dd>${escapeHtml(treatment.specialty)}</dd>
<dt>Typical stay</dt><dd>${escapeHtml(treatment.typicalStay)}</dd>
<dt>Typical recovery</dt><dd>${escapeHtml(treatment.typicalRecovery)}</dd>
<dt>Price range</dt><dd>${escapeHtml(price)}</dd>
</dl>
<p>Source: <a href="${escapeHtml(treatment.sourceUrl)}" rel="noopener">${escapeHtml(treatment.sourceUrl)}</a></p>
<p><a href="${escapeHtml(requestQuoteHref({ procedureType: treatment.name }))}">Request a quote</a> · <a href="${cataloguePaths.hospitals}">Verified hospitals</a></p></main>`,
  };
}

/** "Chennai, India", or the part known, or undefined without either. */
function describePlace(hospital: CatalogueHospital): string | undefined {
  const country = hospital.country ? countryName(hospital.country) : undefined;
  return [hospital.city, country].filter(Boolean).join(', ') || undefined;
}

/** The profile facts a hospital's list item and page show, as `<dt>`/`<dd>` pairs. */
function profileFactsHtml(hospital: CatalogueHospital): string {
  const facts: Array<[string, string | undefined]> = [
    ['Location', describePlace(hospital)],
    ['Specialties', hospital.specialties.join(', ') || undefined],
    [
      'Accreditations',
      hospital.accreditations.map((code) => accreditationBodyOf(code)?.name ?? code).join(', ') ||
        undefined,
    ],
    [
      'Languages spoken',
      hospital.languages.map((code) => languageName(code)).join(', ') || undefined,
    ],
  ];
  return facts
    .flatMap(([term, value]) => (value ? [`<dt>${term}</dt><dd>${escapeHtml(value)}</dd>`] : []))
    .join('\n');
}

/** One `<select>` of the filter form: "Any" and each option, the chosen one selected. */
function filterSelectHtml(
  name: string,
  label: string,
  options: readonly string[],
  chosen: string | undefined,
  describe: (value: string) => string,
): string {
  const choices = options
    .map(
      (value) =>
        `<option value="${escapeHtml(value)}"${value === chosen ? ' selected' : ''}>${escapeHtml(describe(value))}</option>`,
    )
    .join('');
  return `<p><label for="filter-${name}">${label}</label> <select id="filter-${name}" name="${name}"><option value="">Any</option>${choices}</select></p>`;
}

/**
 * `/hospitals`: the filter form (a plain GET form, so it works without JavaScript) and the
 * verified hospitals matching `filters`, each a link to its page with its profile's facts.
 */
export function hospitalListDocument(
  hospitals: readonly CatalogueHospital[],
  filters: HospitalFilters,
  options: HospitalFilterOptions,
): CatalogueDocument {
  const items = hospitals
    .map(
      (hospital) =>
        `<li><a href="${cataloguePaths.hospital(hospital.slug)}">${escapeHtml(hospital.name)}</a> — ${escapeHtml(describeRating(hospital))}; ${hospital.requestsWon} requests won<dl>${profileFactsHtml(hospital)}</dl></li>`,
    )
    .join('\n');
  const isFiltered = Object.values(filters).some((value) => value !== undefined);
  const form = `<form method="get" action="${cataloguePaths.hospitals}" aria-label="Filter hospitals">
${filterSelectHtml('country', 'Country', options.countries, filters.country, countryName)}
${filterSelectHtml('specialty', 'Specialty', options.specialties, filters.specialty, (v) => v)}
${filterSelectHtml('accreditation', 'Accreditation', options.accreditations, filters.accreditation, (code) => accreditationBodyOf(code)?.name ?? code)}
${filterSelectHtml('language', 'Language spoken', options.languages, filters.language, languageName)}
<p><button type="submit">Show hospitals</button></p></form>`;
  const empty = isFiltered
    ? `<p>No verified hospital matches these filters. <a href="${cataloguePaths.hospitals}">Show all hospitals</a></p>`
    : '<p>No verified hospitals yet.</p>';
  return {
    title: 'Verified hospitals',
    description:
      'Hospitals verified by CareAbroad, with their verified patient rating, accreditations, specialties and the languages they speak.',
    canonicalPath: cataloguePaths.hospitals,
    mainHtml: `<main id="main"><h1>Verified hospitals</h1>
${form}
${hospitals.length ? `<ul>${items}</ul>` : empty}</main>`,
  };
}

/** `/hospitals/{slug}`: Hospital JSON-LD, rating, reviews, requests won, a quote link. */
export function hospitalDocument(hospital: CatalogueHospital, origin: string): CatalogueDocument {
  const canonicalPath = cataloguePaths.hospital(hospital.slug);
  const rating = describeRating(hospital);
  return {
    title: `${hospital.name} — verified hospital`,
    description: `${hospital.name} is verified by CareAbroad. ${rating}; ${hospital.requestsWon} treatment requests won.`,
    canonicalPath,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Hospital',
      name: hospital.name,
      url: `${origin}${canonicalPath}`,
      ...(hospital.country
        ? {
            address: {
              '@type': 'PostalAddress',
              addressCountry: hospital.country,
              ...(hospital.city ? { addressLocality: hospital.city } : {}),
            },
          }
        : {}),
      ...(hospital.languages.length ? { availableLanguage: hospital.languages } : {}),
      ...(hospital.averageRating === null
        ? {}
        : {
            aggregateRating: {
              '@type': 'AggregateRating',
              ratingValue: hospital.averageRating,
              reviewCount: hospital.reviewCount,
              bestRating: 5,
              worstRating: 1,
            },
          }),
    },
    mainHtml: `<main id="main"><h1>${escapeHtml(hospital.name)}</h1>
<p>Verified hospital</p>
<dl>
<dt>Verified rating</dt><dd>${escapeHtml(rating)}</dd>
<dt>Requests won</dt><dd>${hospital.requestsWon}</dd>
${profileFactsHtml(hospital)}
</dl>
<p><a href="${escapeHtml(requestQuoteHref({ procedureType: '', hospital: hospital.name }))}">Request a quote</a> · <a href="${cataloguePaths.hospitals}">All verified hospitals</a></p></main>`,
  };
}

/** The React page rendered on the server for a catalogue document (ADR 0055). */
export interface RenderedMain {
  /** The HTML of `#root`. */
  html: string;
  /** The data cache's queries it was rendered from, written after `#root` as JSON. */
  queryState: unknown;
  /**
   * True when the visitor has no session cookie, so is certainly signed out: `#root` is then
   * marked for the client to hydrate (a signed-in visitor's app renders its own variant).
   */
  isSignedOut: boolean;
}

/** `#root` holding `rendered`, marked for hydration when signed out, and its data block. */
function renderedRootHtml(rendered: RenderedMain): string {
  const mark = rendered.isSignedOut ? ` data-prerendered="${PRERENDERED_SIGNED_OUT}"` : '';
  const state = `<script type="application/json" id="${QUERY_STATE_ELEMENT_ID}">${jsonForScript(rendered.queryState)}</script>`;
  return `<div id="root"${mark}>${rendered.html}</div>${state}`;
}

/**
 * `template` (the app's document) as the page of `doc`: its title, meta description, canonical
 * link, Open Graph tags and JSON-LD in the head; in `#root` the server-rendered React page
 * (`rendered`) or, without one, the document's plain main content.
 */
export function renderCatalogueDocument({
  template,
  doc,
  origin,
  rendered,
}: {
  template: string;
  doc: CatalogueDocument;
  origin: string;
  rendered?: RenderedMain;
}): string {
  const url = `${origin}${doc.canonicalPath}`;
  const title = `${doc.title} · CareAbroad`;
  const head = [
    `<meta name="description" content="${escapeHtml(doc.description)}">`,
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="CareAbroad">`,
    `<meta property="og:title" content="${escapeHtml(doc.title)}">`,
    `<meta property="og:description" content="${escapeHtml(doc.description)}">`,
    `<meta property="og:url" content="${escapeHtml(url)}">`,
    ...(doc.jsonLd
      ? [`<script type="application/ld+json">${jsonForScript(doc.jsonLd)}</script>`]
      : []),
  ].join('\n');
  const root = rendered ? renderedRootHtml(rendered) : `<div id="root">${doc.mainHtml}</div>`;
  return template
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
    .replace(/<meta\s+name="description"[^>]*>\s*/, '')
    .replace('</head>', () => `${head}\n</head>`)
    .replace('<div id="root"></div>', () => root);
}
