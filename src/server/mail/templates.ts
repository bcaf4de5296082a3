import { isRightToLeft, type Locale } from '#shared/i18n/locales.ts';
import { mailText } from './mail-text.ts';

/**
 * The parts of a transactional e-mail; every string is plain text (escaped for HTML here),
 * already in the recipient's language (see mail-text.ts).
 */
export interface MailContent {
  /** The app's public origin (`APP_ORIGIN`, e.g. `https://careabroad.example`); no trailing `/`. */
  appOrigin: string;
  /** The recipient's language: the HTML part's `lang` and direction, and the footer's text. */
  locale: Locale;
  /** The heading, e.g. "We received your grievance". */
  title: string;
  /** Body paragraphs, in order; line breaks inside one are kept. */
  paragraphs: readonly string[];
  /**
   * One call to action: `path` is an app path (`/grievance-status?code=…`) that becomes an
   * absolute link on `appOrigin`, so mail never links anywhere else.
   */
  action?: { label: string; path: string };
}

/** A rendered mail body: the plain-text part and its HTML alternative (see OutgoingMail). */
export interface RenderedMail {
  text: string;
  html: string;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** `value` with `& < > " '` replaced by entities: safe in HTML text and quoted attributes. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/**
 * `path` as an absolute URL on `appOrigin`.
 * @throws Error when `path` is not a same-origin path (`/…`, not `//…`).
 */
export function appLink(appOrigin: string, path: string): string {
  if (!path.startsWith('/') || path.startsWith('//')) {
    throw new Error('mail links must be app paths starting with a single /');
  }
  return `${appOrigin}${path}`;
}

/**
 * Renders a transactional e-mail (issue #5 E-mail) as plain text and as simple, inline-styled
 * HTML in the recipient's language: `lang` on the HTML part, and `dir="rtl"` for Arabic (on
 * the document and on its container, which mail clients that drop `<html>` keep). Every field
 * is escaped in the HTML part; the action link is absolute on `appOrigin`. Callers keep health
 * data out of every field (SECURITY §5).
 */
export function renderMail(content: MailContent): RenderedMail {
  const t = mailText(content.locale);
  const footer = t('CareAbroad — medical treatment abroad');
  // Left to right is the default: English mail stays as it was.
  const dir = isRightToLeft(content.locale) ? ' dir="rtl"' : '';
  const link = content.action && {
    label: content.action.label,
    url: appLink(content.appOrigin, content.action.path),
  };
  const text = [
    content.title,
    '',
    ...content.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(link ? [`${link.label}: ${link.url}`, ''] : []),
    '—',
    footer,
    content.appOrigin,
    '',
  ].join('\n');

  const paragraphHtml = content.paragraphs
    .map((p) => `<p style="margin:0 0 16px">${escapeHtml(p).replaceAll('\n', '<br>')}</p>`)
    .join('\n');
  const actionHtml = link
    ? `<p style="margin:24px 0"><a href="${escapeHtml(link.url)}" style="background:#0f766e;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(link.label)}</a></p>\n<p style="margin:0 0 16px;font-size:12px;color:#555555">${escapeHtml(link.url)}</p>`
    : '';
  const html = `<!doctype html>
<html lang="${content.locale}"${dir}>
<head><meta charset="utf-8"><title>${escapeHtml(content.title)}</title></head>
<body style="margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;color:#1f2937;line-height:1.5">
<div${dir} style="max-width:560px;margin:0 auto">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(content.title)}</h1>
${paragraphHtml}
${actionHtml}
<hr style="border:none;border-top:1px solid #e5e7eb;margin:24px 0">
<p style="margin:0;font-size:12px;color:#6b7280">${escapeHtml(footer)} · <a href="${escapeHtml(content.appOrigin)}/" style="color:#6b7280">${escapeHtml(content.appOrigin)}</a></p>
</div>
</body>
</html>
`;
  return { text, html };
}
