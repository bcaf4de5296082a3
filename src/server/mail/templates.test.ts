import { describe, expect, it } from 'vitest';
import { appLink, escapeHtml, renderMail } from './templates.ts';

const ORIGIN = 'http://localhost:5000';

describe('renderMail', () => {
  it('renders title, paragraphs and an absolute action link in both parts', () => {
    const { text, html } = renderMail({
      appOrigin: ORIGIN,
      locale: 'en',
      title: 'You are invited',
      paragraphs: ['Alex invited you to CareAbroad.', 'Sign up and you both get 100 points.'],
      action: { label: 'Join CareAbroad', path: '/?ref=ABC123' },
    });
    expect(text).toContain('You are invited\n\nAlex invited you to CareAbroad.\n\n');
    expect(text).toContain('Join CareAbroad: http://localhost:5000/?ref=ABC123');
    expect(html).toContain('<h1 style="font-size:20px;margin:0 0 16px">You are invited</h1>');
    expect(html).toContain('href="http://localhost:5000/?ref=ABC123"');
    expect(html).toContain('>Join CareAbroad</a>');
  });

  it('escapes everything interpolated into the HTML part, but not the text part', () => {
    const hostile = '<script>alert("x")</script> & \'quotes\'';
    const { text, html } = renderMail({
      appOrigin: ORIGIN,
      locale: 'en',
      title: hostile,
      paragraphs: [hostile, 'line one\nline two'],
      action: { label: hostile, path: '/reviews?q="><img src=x>' },
    });
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('"><img');
    expect(html).toContain(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;quotes&#39;',
    );
    expect(html).toContain('line one<br>line two');
    expect(text).toContain(hostile);
  });

  it('refuses links that would leave the app', () => {
    for (const path of ['https://evil.example/', '//evil.example/x', 'javascript:alert(1)']) {
      expect(() =>
        renderMail({
          appOrigin: ORIGIN,
          locale: 'en',
          title: 't',
          paragraphs: [],
          action: { label: 'x', path },
        }),
      ).toThrow('mail links must be app paths');
    }
    expect(appLink(ORIGIN, '/messages/1')).toBe('http://localhost:5000/messages/1');
    expect(escapeHtml('a&b')).toBe('a&amp;b');
  });
});
