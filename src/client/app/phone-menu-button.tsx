import { Menu } from 'lucide-react';
import type * as React from 'react';
import { buttonVariants } from '#client/components/ui/variants.ts';
import { useT } from '#client/i18n/locale-context.tsx';

/**
 * The signed-out top bar's menu button on phones (hidden from `md` up). A plain button with
 * Button's look: the top bar loads before the class merger Button uses (ADR 0034).
 */
export function PhoneMenuButton(props: React.ComponentProps<'button'>) {
  const t = useT();
  return (
    <button
      type="button"
      data-slot="button"
      className={buttonVariants({ variant: 'ghost', size: 'icon', className: 'md:hidden' })}
      aria-label={t('Open menu')}
      {...props}
    >
      <Menu />
    </button>
  );
}
