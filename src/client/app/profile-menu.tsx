import { LifeBuoy, LogOut, Settings, UserRound } from 'lucide-react';
import { Link } from 'wouter';
import type { CurrentUser } from '#shared/auth/auth.schemas.ts';
import { paths } from '#shared/navigation/paths.ts';
import { Avatar, AvatarFallback, AvatarImage } from '#client/components/ui/avatar.tsx';
import { Button } from '#client/components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '#client/components/ui/dropdown-menu.tsx';
import { useT } from '#client/i18n/locale-context.tsx';
import { profileMenuName, roleLabel, userInitials } from '#client/lib/user-display.ts';

/** Where the sign-out form posts (DESIGN §4): the server ends the session and redirects to `/`. */
export const LOGOUT_ACTION = '/api/logout';

/**
 * Signs out with a full-page form POST (SPEC §2.1's navigation, DESIGN §4): a GET would let any
 * other site sign the user out with a link.
 */
export function submitSignOut(): void {
  const form = document.createElement('form');
  form.method = 'post';
  form.action = LOGOUT_ACTION;
  form.hidden = true;
  document.body.append(form);
  form.submit();
}

function ProfileHeader({ user }: { user: CurrentUser }) {
  const body = (
    <div className="flex min-w-0 flex-col gap-0.5">
      <span className="truncate text-sm font-medium">{profileMenuName(user)}</span>
      <span className="truncate text-xs font-normal text-muted-foreground">{user.email}</span>
      {user.role && (
        <span className="text-xs font-normal text-muted-foreground">{roleLabel(user.role)}</span>
      )}
    </div>
  );
  // SPEC §2.2: a hospital's header links to its public profile; admin and patient are text.
  if (user.role === 'hospital') {
    return (
      <DropdownMenuItem asChild>
        <Link href={paths.hospital(user.id)}>{body}</Link>
      </DropdownMenuItem>
    );
  }
  return <DropdownMenuLabel>{body}</DropdownMenuLabel>;
}

/**
 * The avatar button and its menu (SPEC §2.2): name, e-mail and role, then View Profile
 * (non-patients), Profile & settings (issue #12), Contact Support and Log out.
 */
export function ProfileMenu({ user }: { user: CurrentUser }) {
  const canViewProfile = user.role !== null && user.role !== 'patient';
  const t = useT();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="rounded-full"
          // The name starts with the initials the button shows, so voice control ("click PS")
          // and screen readers agree (WCAG 2.5.3 Label in Name).
          aria-label={t('{initials}, account menu for {name}', {
            initials: userInitials(user),
            name: profileMenuName(user),
          })}
        >
          <Avatar className="size-8">
            {user.profileImageUrl && <AvatarImage src={user.profileImageUrl} alt="" />}
            <AvatarFallback className="bg-primary/10 text-xs font-semibold text-primary">
              {userInitials(user)}
            </AvatarFallback>
          </Avatar>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <ProfileHeader user={user} />
        <DropdownMenuSeparator />
        <DropdownMenuGroup>
          {canViewProfile && (
            <DropdownMenuItem asChild>
              <Link href={paths.hospital(user.id)}>
                <UserRound />
                {t('View Profile')}
              </Link>
            </DropdownMenuItem>
          )}
          <DropdownMenuItem asChild>
            <Link href={paths.settings}>
              <Settings />
              {t('Profile & settings')}
            </Link>
          </DropdownMenuItem>
          <DropdownMenuItem asChild>
            <Link href={paths.contact}>
              <LifeBuoy />
              {t('Contact Support')}
            </Link>
          </DropdownMenuItem>
        </DropdownMenuGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={submitSignOut}>
          <LogOut />
          {t('Log out')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
