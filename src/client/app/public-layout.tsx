import { clsx } from 'clsx';
import { LogIn } from 'lucide-react';
import { Suspense, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { buttonVariants } from '#client/components/ui/variants.ts';
import { PUBLIC_NAV_LINKS } from '#client/app/public-nav-links.ts';
import { PhoneMenuButton } from '#client/app/phone-menu-button.tsx';
import { lazyPage } from '#client/lib/lazy-page.ts';
import { Logo } from '#client/app/logo.tsx';
import { isNavLinkActive } from '#client/app/nav-active.ts';
import { LanguageSwitcher } from '#client/app/language-switcher.tsx';
import { useT } from '#client/i18n/locale-context.tsx';

/** Full-page navigation that starts sign-in (SPEC §2.1; the server redirects to /login or OIDC). */
export const LOGIN_HREF = '/api/login';

// The phones' menu (Radix menu, popper) is a chunk of its own, off the landing page's path
// (ADR 0034); its button looks the same while the chunk loads.
const PublicPhoneMenu = lazyPage(
  () => import('#client/app/public-phone-menu.tsx'),
  'PublicPhoneMenu',
);

function PublicNav() {
  const [location] = useLocation();
  const t = useT();
  return (
    <>
      <nav aria-label={t('Main')} className="hidden items-center gap-1 md:flex">
        {PUBLIC_NAV_LINKS.map((link) => {
          const isActive = isNavLinkActive(link.href, location);
          return (
            <Link
              key={link.href}
              href={link.href}
              aria-current={isActive ? 'page' : undefined}
              className={clsx(
                'rounded-md px-3 py-2 text-sm font-medium outline-none transition-colors hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50',
                isActive ? 'text-foreground' : 'text-muted-foreground',
              )}
            >
              {t(link.label)}
            </Link>
          );
        })}
      </nav>
      {/* Phones: the same links behind a menu button, so the bar never wraps. */}
      <Suspense fallback={<PhoneMenuButton />}>
        <PublicPhoneMenu />
      </Suspense>
    </>
  );
}

/**
 * Signed-out shell (SPEC §2.2): logo, public links and a Sign in button (full-page to
 * /api/login). Its classes are joined, not merged, so it loads without tailwind-merge (ADR 0034).
 */
export function PublicLayout({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <div className="flex min-h-svh flex-col">
      <header className="sticky top-0 z-20 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
        <div className="mx-auto flex h-14 max-w-7xl items-center gap-2 px-4 sm:px-6">
          <Logo />
          <div className="ms-auto flex items-center gap-1 sm:gap-2">
            <PublicNav />
            <LanguageSwitcher />
            <a href={LOGIN_HREF} data-slot="button" className={buttonVariants({ size: 'sm' })}>
              {/* Phones: the label alone, so a longer translation still fits the bar. */}
              <LogIn className="max-sm:hidden" />
              {t('Sign in')}
            </a>
          </div>
        </div>
      </header>
      <main id="main-content" className="flex flex-1 flex-col">
        {children}
      </main>
    </div>
  );
}

/**
 * Page area for app pages shown signed out (the symptom checker): the same padding and width
 * the signed-in shell gives its pages, so one page component fits both.
 */
export function PublicPageContainer({ children }: { children: ReactNode }) {
  return <div className="mx-auto w-full max-w-7xl p-4 sm:p-6 lg:p-8">{children}</div>;
}
