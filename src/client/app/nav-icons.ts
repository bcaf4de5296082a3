import {
  CircleQuestionMark,
  FileExclamationPoint,
  FilePlus,
  FolderHeart,
  FileText,
  Gavel,
  Gift,
  House,
  LayoutDashboard,
  LifeBuoy,
  Link as LinkIcon,
  MessageSquare,
  Search,
  SearchCheck,
  Stethoscope,
  Wrench,
  type LucideIcon,
} from 'lucide-react';

/**
 * lucide icons for the `icon` names in `#shared/navigation/role-routes.ts`. One explicit map
 * (not lucide's dynamic import) so the bundle carries only these icons.
 */
const NAV_ICONS: Record<string, LucideIcon> = {
  house: House,
  'layout-dashboard': LayoutDashboard,
  'file-plus': FilePlus,
  'file-text': FileText,
  'folder-heart': FolderHeart,
  'file-warning': FileExclamationPoint,
  search: Search,
  'search-check': SearchCheck,
  gavel: Gavel,
  'message-square': MessageSquare,
  gift: Gift,
  stethoscope: Stethoscope,
  'circle-help': CircleQuestionMark,
  'life-buoy': LifeBuoy,
  wrench: Wrench,
};

/** The icon component for a nav link's `icon` name; a plain link icon when unknown. */
export function navIcon(name: string): LucideIcon {
  return NAV_ICONS[name] ?? LinkIcon;
}
