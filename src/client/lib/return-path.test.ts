import { describe, expect, it } from 'vitest';
import { paths } from '#shared/navigation/paths.ts';
import { pathnameOf, readReturnPath, withReturnPath } from './return-path.ts';

describe('readReturnPath', () => {
  it('reads the path that paths.signInThen puts in the sign-in link, query included', () => {
    const next = paths.createRequestFor({ procedureType: 'Ear, Nose & Throat' });
    const search = paths.signInThen(next, { mode: 'register' }).split('?')[1] ?? '';
    expect(readReturnPath(search)).toBe(next);
    expect(readReturnPath(`?${search}`)).toBe(next);
  });

  it('gives null without a next parameter or for an empty one', () => {
    expect(readReturnPath('')).toBeNull();
    expect(readReturnPath('mode=register')).toBeNull();
    expect(readReturnPath('next=')).toBeNull();
  });

  it('refuses anything that could leave the site', () => {
    for (const next of [
      'https://evil.example/create-request',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      'create-request',
      '/create-request\n',
      `/${'a'.repeat(600)}`,
    ]) {
      expect(readReturnPath(`next=${encodeURIComponent(next)}`), next).toBeNull();
    }
  });
});

describe('pathnameOf', () => {
  it('drops the query and fragment', () => {
    expect(pathnameOf('/create-request?procedureType=Cardiology')).toBe('/create-request');
    expect(pathnameOf('/messages/abc#end')).toBe('/messages/abc');
    expect(pathnameOf('/my-requests')).toBe('/my-requests');
  });
});

describe('withReturnPath', () => {
  it('passes next on as a query parameter that readReturnPath reads back', () => {
    const next = '/create-request?procedureType=Cardiology';
    const href = withReturnPath('/', next);
    expect(readReturnPath(href.slice(href.indexOf('?')))).toBe(next);
    expect(withReturnPath('/', null)).toBe('/');
  });
});
