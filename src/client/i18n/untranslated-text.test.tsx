// @vitest-environment happy-dom
// Issue #17: a visible text that does not come from the message catalogues fails this test.
// Each translated part of the client renders under a pseudo-locale that wraps every catalogue
// message in ⟦…⟧; any text without the marks (outside `translate="no"` data) is reported.
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PublicLayout } from '#client/app/public-layout.tsx';
import { HeroSection } from '#client/features/marketing/components/hero-section.tsx';
import { HowItWorksSection } from '#client/features/marketing/components/how-it-works-section.tsx';
import { activatePseudoLocale, untranslatedTexts } from '#client/test/untranslated-text.ts';

let pseudo: { restore: () => void };
beforeAll(() => {
  pseudo = activatePseudoLocale();
});
afterAll(() => pseudo.restore());
afterEach(cleanup);

const PARTS: [string, () => ReactNode][] = [
  ['the public top bar', () => <PublicLayout>{null}</PublicLayout>],
  ['the landing hero, signed out', () => <HeroSection isSignedIn={false} />],
  ['the landing hero, signed in', () => <HeroSection isSignedIn />],
  ['How it works', () => <HowItWorksSection />],
];

describe('translated parts show only catalogue text', () => {
  it.each(PARTS)('%s', (_, part) => {
    const { container } = render(part());
    expect(container.textContent).toContain('⟦');
    expect(untranslatedTexts(container)).toEqual([]);
  });

  it('reports a text that bypasses the catalogue', () => {
    const { container } = render(
      <p>
        Plain English <span translate="no">Lotus Heart Institute</span>
      </p>,
    );
    expect(untranslatedTexts(container)).toEqual(['Plain English']);
  });
});
