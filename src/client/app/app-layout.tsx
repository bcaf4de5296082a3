import type * as React from 'react';
import { Link, useLocation } from 'wouter';
import type { CurrentUser, Role } from '#shared/auth/auth.schemas.ts';
import { TOP_NAV_LINKS } from '#shared/navigation/role-routes.ts';
import { Separator } from '#client/components/ui/separator.tsx';
import {
  readSidebarCookie,
  SidebarInset,
  SidebarProvider,
  SidebarTrigger,
} from '#client/components/ui/sidebar.tsx';
import { AppSidebar } from '#client/app/app-sidebar.tsx';
import { Logo } from '#client/app/logo.tsx';
import { isNavLinkActive } from '#client/app/nav-active.ts';
import { navIcon } from '#client/app/nav-icons.ts';
import { ProfileMenu } from '#client/app/profile-menu.tsx';
import { NotificationBell } from '#client/features/notifications/components/notification-bell.tsx';
import { cn } from '#client/lib/utils.ts';
import { useChooseAccountLanguage } from '#client/app/account-language.ts';
import { LanguageSwitcher } from '#client/app/language-switcher.tsx';
import { useT } from '#client/i18n/locale-context.tsx';

/** Lets keyboard users jump past the navigation (WCAG 2.4.1). */
function SkipLink() {
  const t = useT();
  return (
    <a
      href="#main-content"
      className="sr-only z-50 rounded-md bg-background px-3 py-2 text-sm font-medium shadow focus:not-sr-only focus:fixed focus:top-2 focus:start-2 focus:ring-[3px] focus:ring-ring/50"
    >
      {t('Skip to content')}
    </a>
  );
}

/**
 * Top navigation (SPEC §2.2). Shown from `lg` up; below that the sidebar (a sheet on phones)
 * carries the same destinations, so the bar keeps only the trigger, logo, notification bell
 * (issue #15) and profile menu.
 */
function TopNav({ role }: { role: Role }) {
  const [location] = useLocation();
  const t = useT();
  return (
    <nav aria-label={t('Top')} className="hidden min-w-0 items-center gap-1 lg:flex">
      {TOP_NAV_LINKS[role].map((link) => {
        const Icon = navIcon(link.icon);
        const isActive = isNavLinkActive(link.href, location);
        const label = t(link.label);
        return (
          <Link
            key={link.href}
            href={link.href}
            title={label}
            aria-current={isActive ? 'page' : undefined}
            className={cn(
              'inline-flex h-8 items-center gap-1.5 rounded-md px-2.5 text-sm font-medium whitespace-nowrap text-muted-foreground outline-none transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50',
              isActive && 'bg-accent text-accent-foreground',
            )}
          >
            <Icon className="size-4" aria-hidden="true" />
            {/* Between lg and xl the sidebar takes room, so the bar shows icons only. */}
            <span className="sr-only xl:not-sr-only">{label}</span>
          </Link>
        );
      })}
    </nav>
  );
}

function TopBar({
  user,
  role,
  hasSidebar,
}: {
  user: CurrentUser;
  role: Role;
  hasSidebar: boolean;
}) {
  const chooseLanguage = useChooseAccountLanguage();
  return (
    <header className="sticky top-0 z-20 flex h-14 shrink-0 items-center gap-2 border-b bg-background/95 px-3 backdrop-blur supports-[backdrop-filter]:bg-background/80 sm:px-4">
      {hasSidebar ? (
        <>
          <SidebarTrigger className="-ms-1" />
          <Separator orientation="vertical" className="mx-1 h-5! md:hidden" />
          {/* The sidebar shows the logo on desktop; phones need it in the bar. */}
          <Logo className="md:hidden" />
        </>
      ) : (
        <Logo />
      )}
      <div className="ms-2 min-w-0 flex-1">
        <TopNav role={role} />
      </div>
      <LanguageSwitcher onChoose={chooseLanguage} />
      <NotificationBell />
      <ProfileMenu user={user} />
    </header>
  );
}

/**
 * The signed-in shell (SPEC §2.2): sidebar, top bar and page area. `hasSidebar` is false on
 * `/hospital/{id}`, where SPEC hides the sidebar.
 */
export function AppLayout({
  user,
  role,
  hasSidebar,
  children,
}: {
  user: CurrentUser;
  role: Role;
  hasSidebar: boolean;
  children: React.ReactNode;
}) {
  const content = (
    <div id="main-content" tabIndex={-1} className="flex-1 outline-none">
      <div className="mx-auto w-full max-w-7xl p-4 sm:p-6 lg:p-8">{children}</div>
    </div>
  );

  if (!hasSidebar) {
    return (
      <div className="flex min-h-svh flex-col">
        <SkipLink />
        <TopBar user={user} role={role} hasSidebar={false} />
        <main className="flex flex-1 flex-col">{content}</main>
      </div>
    );
  }

  return (
    <SidebarProvider defaultOpen={readSidebarCookie(true)}>
      <SkipLink />
      <AppSidebar role={role} />
      <SidebarInset>
        <TopBar user={user} role={role} hasSidebar />
        {content}
      </SidebarInset>
    </SidebarProvider>
  );
}
