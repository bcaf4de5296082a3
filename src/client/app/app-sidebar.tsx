import { LogOut } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import type { Role } from '#shared/auth/auth.schemas.ts';
import { paths } from '#shared/navigation/paths.ts';
import {
  QUICK_ACTION_LINKS,
  SIDEBAR_LINKS,
  SUPPORT_LINKS,
  type NavLink,
} from '#shared/navigation/role-routes.ts';
import {
  Sidebar,
  SidebarContent,
  SidebarFooter,
  SidebarGroup,
  SidebarGroupContent,
  SidebarGroupLabel,
  SidebarHeader,
  SidebarMenu,
  SidebarMenuBadge,
  SidebarMenuButton,
  SidebarMenuItem,
  SidebarRail,
  SidebarSeparator,
  useSidebar,
} from '#client/components/ui/sidebar.tsx';
import { Logo } from '#client/app/logo.tsx';
import { isNavLinkActive } from '#client/app/nav-active.ts';
import { navIcon } from '#client/app/nav-icons.ts';
import { submitSignOut } from '#client/app/profile-menu.tsx';
import { useConversations } from '#client/features/messages/api/use-conversations.ts';
import { cn } from '#client/lib/utils.ts';
import { useLocale, useT } from '#client/i18n/locale-context.tsx';
import { isRightToLeft } from '#client/i18n/locales.ts';

/** Unread messages over all conversations, for the Messages link's badge (0 until loaded). */
function useUnreadMessageCount(): number {
  const conversations = useConversations();
  return conversations.data?.reduce((total, c) => total + c.unreadCount, 0) ?? 0;
}

function NavGroup({
  label,
  links,
  badges = {},
}: {
  label: string;
  links: readonly NavLink[];
  /** A count to show beside a link, by href; none when 0. */
  badges?: Readonly<Record<string, number>>;
}) {
  const [location] = useLocation();
  const { isMobile, setOpenMobile } = useSidebar();
  const t = useT();
  return (
    <SidebarGroup>
      <SidebarGroupLabel>{label}</SidebarGroupLabel>
      <SidebarGroupContent>
        <SidebarMenu>
          {links.map((link) => {
            const Icon = navIcon(link.icon);
            const isActive = isNavLinkActive(link.href, location);
            const badge = badges[link.href] ?? 0;
            const linkLabel = t(link.label);
            return (
              <SidebarMenuItem key={link.href}>
                <SidebarMenuButton
                  asChild
                  isActive={isActive}
                  tooltip={linkLabel}
                  className={cn(
                    link.highlighted &&
                      'bg-amber-100 font-medium text-amber-900 ring-1 ring-amber-300 hover:bg-amber-200 hover:text-amber-950 data-[active=true]:bg-amber-200 data-[active=true]:text-amber-950',
                  )}
                >
                  <Link
                    href={link.href}
                    aria-current={isActive ? 'page' : undefined}
                    // The phone sheet covers the page, so close it once a link is chosen.
                    onClick={() => isMobile && setOpenMobile(false)}
                  >
                    <Icon aria-hidden="true" />
                    <span>{linkLabel}</span>
                    {badge > 0 && (
                      <span className="sr-only">{t('({count} unread)', { count: badge })}</span>
                    )}
                  </Link>
                </SidebarMenuButton>
                {badge > 0 && (
                  <SidebarMenuBadge
                    aria-hidden="true"
                    className="rounded-full bg-primary text-primary-foreground peer-hover/menu-button:text-primary-foreground peer-data-[active=true]/menu-button:text-primary-foreground"
                  >
                    {badge > 99 ? '99+' : badge}
                  </SidebarMenuBadge>
                )}
              </SidebarMenuItem>
            );
          })}
        </SidebarMenu>
      </SidebarGroupContent>
    </SidebarGroup>
  );
}

/**
 * The signed-in sidebar (SPEC §2.2): the role's links (Messages with its unread count),
 * Quick Actions, Support & Help, and a Logout button at the bottom. Collapses to icons on
 * desktop; a sheet under 768 px.
 */
export function AppSidebar({ role }: { role: Role }) {
  const unreadMessages = useUnreadMessageCount();
  const t = useT();
  // Right to left, the sidebar sits on the right, as the rest of the layout mirrors.
  const side = isRightToLeft(useLocale().locale) ? 'right' : 'left';
  return (
    <Sidebar collapsible="icon" side={side}>
      <SidebarHeader className="h-14 justify-center border-b border-sidebar-border px-3 group-data-[collapsible=icon]:px-2">
        <Logo className="[&>span:last-child]:group-data-[collapsible=icon]:hidden" />
      </SidebarHeader>
      <SidebarContent>
        <nav aria-label={t('Sidebar')} className="flex flex-col gap-2">
          <NavGroup
            label={t('Navigation')}
            links={SIDEBAR_LINKS[role]}
            badges={{ [paths.messages]: unreadMessages }}
          />
          <SidebarSeparator />
          <NavGroup label={t('Quick Actions')} links={QUICK_ACTION_LINKS} />
          <NavGroup label={t('Support & Help')} links={SUPPORT_LINKS} />
        </nav>
      </SidebarContent>
      <SidebarFooter className="border-t border-sidebar-border">
        <SidebarMenu>
          <SidebarMenuItem>
            <SidebarMenuButton asChild tooltip={t('Logout')}>
              <button type="button" onClick={submitSignOut}>
                <LogOut aria-hidden="true" />
                <span>{t('Logout')}</span>
              </button>
            </SidebarMenuButton>
          </SidebarMenuItem>
        </SidebarMenu>
      </SidebarFooter>
      <SidebarRail />
    </Sidebar>
  );
}
