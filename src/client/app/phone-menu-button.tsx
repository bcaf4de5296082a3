import { Menu } from 'lucide-react';
import type * as React from 'react';
import { Button } from '#client/components/ui/button.tsx';

/** The signed-out top bar's menu button on phones (hidden from `md` up). */
export function PhoneMenuButton(props: React.ComponentProps<typeof Button>) {
  return (
    <Button variant="ghost" size="icon" className="md:hidden" aria-label="Open menu" {...props}>
      <Menu />
    </Button>
  );
}
