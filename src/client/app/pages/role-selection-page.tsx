import { useQueryClient } from '@tanstack/react-query';
import { Building2, Gift, Loader2, UserRound, type LucideIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { PRODUCT_NAME } from '#shared/common/constants.ts';
import type { ChooseRoleInput } from '#shared/users/users.schemas.ts';
import { MAX_REFERRAL_CODE_LENGTH, REFERRAL_REWARD_POINTS } from '#shared/common/constants.ts';
import { Button } from '#client/components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '#client/components/ui/card.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { currentUserQueryKey } from '#client/lib/use-current-user.ts';
import { applyReferralCode } from '#client/features/referrals/api/use-apply-referral-code.ts';
import { useCaptureReferralCode } from '#client/features/referrals/hooks/use-capture-referral-code.ts';
import {
  clearStoredReferralCode,
  normalizeReferralCode,
  readStoredReferralCode,
} from '#client/features/referrals/lib/referral-code-storage.ts';
import { useChooseRole } from '#client/features/users/api/use-choose-role.ts';
import { succeeded } from '#client/lib/query-client.ts';
import { myReferralsQueryKey } from '#client/lib/query-keys.ts';

type ChosenRole = ChooseRoleInput['role'];

const ROLE_CARDS: ReadonlyArray<{
  role: ChosenRole;
  icon: LucideIcon;
  title: string;
  description: string;
  points: readonly string[];
  button: string;
}> = [
  {
    role: 'patient',
    icon: UserRound,
    title: 'Patient',
    description: 'I am looking for medical treatment abroad.',
    points: [
      'Post treatment requests',
      'Compare bids from verified hospitals',
      'Chat with hospitals before you decide',
    ],
    button: 'Continue as Patient',
  },
  {
    role: 'hospital',
    icon: Building2,
    title: 'Hospital',
    description: 'We provide treatment to international patients.',
    points: [
      'Browse open treatment requests',
      'Submit priced bids',
      'Talk to patients about their care',
    ],
    button: 'Continue as Hospital',
  },
];

/**
 * `/` for a signed-in user without a role (SPEC §2.4): choose patient or hospital once, with an
 * optional referral code. The role call comes first; a code (typed, or stored from a `?ref=`
 * link) is applied afterwards and its failure never blocks the role (SPEC §4, §8).
 */
export function RoleSelectionPage() {
  useCaptureReferralCode();
  const queryClient = useQueryClient();
  const chooseRole = useChooseRole();
  const referralInputId = useId();
  const [referralCode, setReferralCode] = useState(() => readStoredReferralCode() ?? '');
  const [pendingRole, setPendingRole] = useState<ChosenRole | null>(null);

  async function applyCodeAfterRole(code: string): Promise<void> {
    try {
      const result = await applyReferralCode(code);
      if (!result?.success) return;
      clearStoredReferralCode();
      toast({
        title: `Welcome to ${PRODUCT_NAME}!`,
        description: `You earned ${REFERRAL_REWARD_POINTS} reward points (a free coffee!) and your friend who referred you got ${REFERRAL_REWARD_POINTS} points too.`,
      });
    } catch {
      // SPEC §4/§8: a refused code is ignored silently and stays stored.
    }
  }

  async function selectRole(role: ChosenRole): Promise<void> {
    setPendingRole(role);
    if (!(await succeeded(chooseRole.mutateAsync({ role })))) {
      setPendingRole(null);
      return;
    }
    toast({ title: 'Success', description: 'Role selected successfully' });
    const code = normalizeReferralCode(referralCode) || readStoredReferralCode();
    if (code) await applyCodeAfterRole(code);
    // Refreshing the user last swaps this page for the dashboard, after the code is applied.
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: myReferralsQueryKey }),
      queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
    ]);
  }

  const isBusy = pendingRole !== null;

  return (
    <div className="flex flex-1 justify-center bg-muted/40 px-4 py-10 sm:py-16">
      <div className="w-full max-w-3xl space-y-8">
        <div className="space-y-2 text-center">
          <h1 className="text-3xl font-bold tracking-tight">Welcome</h1>
          <p className="text-muted-foreground">Please select your role to continue</p>
        </div>

        <Card className="gap-3 py-5">
          <CardContent className="grid gap-2">
            <Label htmlFor={referralInputId} className="gap-1.5">
              <Gift className="size-4 text-primary" aria-hidden="true" />
              Referral code (optional)
            </Label>
            <Input
              id={referralInputId}
              value={referralCode}
              onChange={(event) => setReferralCode(event.target.value.toUpperCase())}
              onBlur={() => setReferralCode((value) => normalizeReferralCode(value))}
              maxLength={MAX_REFERRAL_CODE_LENGTH}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              placeholder="e.g. FRIEND2024"
              aria-describedby={`${referralInputId}-help`}
              className="font-mono uppercase tracking-wider"
            />
            <p id={`${referralInputId}-help`} className="text-xs text-muted-foreground">
              Got a code from a friend? You both earn {REFERRAL_REWARD_POINTS} reward points.
            </p>
          </CardContent>
        </Card>

        <div className="grid gap-4 sm:grid-cols-2">
          {ROLE_CARDS.map((card) => {
            const Icon = card.icon;
            const isPending = pendingRole === card.role;
            return (
              <Card key={card.role} className="transition-shadow hover:shadow-md">
                <CardHeader>
                  <div className="mb-2 flex size-12 items-center justify-center rounded-full bg-primary/10">
                    <Icon className="size-6 text-primary" aria-hidden="true" />
                  </div>
                  <CardTitle>
                    <h2 className="text-lg">{card.title}</h2>
                  </CardTitle>
                  <CardDescription>{card.description}</CardDescription>
                </CardHeader>
                <CardContent className="flex-1">
                  <ul className="space-y-1.5 text-sm text-muted-foreground">
                    {card.points.map((point) => (
                      <li key={point} className="flex gap-2">
                        <span aria-hidden="true" className="text-primary">
                          •
                        </span>
                        {point}
                      </li>
                    ))}
                  </ul>
                </CardContent>
                <CardFooter>
                  <Button
                    className="w-full"
                    disabled={isBusy}
                    onClick={() => void selectRole(card.role)}
                  >
                    {isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
                    {card.button}
                  </Button>
                </CardFooter>
              </Card>
            );
          })}
        </div>
      </div>
    </div>
  );
}
