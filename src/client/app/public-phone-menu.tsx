import { Link } from 'wouter';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '#client/components/ui/dropdown-menu.tsx';
import { PhoneMenuButton } from '#client/app/phone-menu-button.tsx';
import { PUBLIC_NAV_LINKS } from '#client/app/public-nav-links.ts';
import { useT } from '#client/i18n/locale-context.tsx';

/** Phones: the signed-out top bar's links behind a menu button, so the bar never wraps. */
export function PublicPhoneMenu() {
  const t = useT();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <PhoneMenuButton />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-48">
        {PUBLIC_NAV_LINKS.map((link) => (
          <DropdownMenuItem key={link.href} asChild>
            <Link href={link.href}>{t(link.label)}</Link>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
