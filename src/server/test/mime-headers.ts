/**
 * A mail header's RFC 2047 encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`, as nodemailer
 * writes a subject that is not ASCII) decoded to text; for tests that read raw messages.
 * `header` is one unfolded header value.
 */
export function decodeEncodedWords(header: string): string {
  return header
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_match, encoding: string, text: string) => {
      if (encoding.toUpperCase() === 'B') return Buffer.from(text, 'base64').toString('utf8');
      const bytes = text
        .replaceAll('_', ' ')
        .replace(/=([0-9A-F]{2})/gi, (_hex, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      return Buffer.from(bytes, 'latin1').toString('utf8');
    });
}
