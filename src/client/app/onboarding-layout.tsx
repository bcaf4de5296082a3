import { LogOut } from 'lucide-react';
import type * as React from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Logo } from '#client/app/logo.tsx';
import { submitSignOut } from '#client/app/profile-menu.tsx';
import { useT } from '#client/i18n/locale-context.tsx';

/** Shell of a signed-in user who has not chosen a role yet: logo and Log out only. */
export function OnboardingLayout({ children }: { children: React.ReactNode }) {
  const t = useT();
  return (
    <div className="flex min-h-svh flex-col">
      <header className="border-b bg-background">
        <div className="mx-auto flex h-14 max-w-7xl items-center gap-2 px-4 sm:px-6">
          <Logo />
          <Button variant="ghost" size="sm" className="ms-auto" onClick={submitSignOut}>
            <LogOut />
            {t('Log out')}
          </Button>
        </div>
      </header>
      <main id="main-content" className="flex flex-1 flex-col">
        {children}
      </main>
    </div>
  );
}
