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
import { useT } from '#client/i18n/locale-context.tsx';
import { msg } from '#client/i18n/msg.ts';
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
    title: msg('Patient'),
    description: msg('I am looking for medical treatment abroad.'),
    points: [
      msg('Post treatment requests'),
      msg('Compare bids from verified hospitals'),
      msg('Chat with hospitals before you decide'),
    ],
    button: msg('Continue as Patient'),
  },
  {
    role: 'hospital',
    icon: Building2,
    title: msg('Hospital'),
    description: msg('We provide treatment to international patients.'),
    points: [
      msg('Browse open treatment requests'),
      msg('Submit priced bids'),
      msg('Talk to patients about their care'),
    ],
    button: msg('Continue as Hospital'),
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
  const t = useT();
  const referralInputId = useId();
  const [referralCode, setReferralCode] = useState(() => readStoredReferralCode() ?? '');
  const [pendingRole, setPendingRole] = useState<ChosenRole | null>(null);

  async function applyCodeAfterRole(code: string): Promise<void> {
    try {
      const result = await applyReferralCode(code);
      if (!result?.success) return;
      clearStoredReferralCode();
      toast({
        title: t('Welcome to {product}!', { product: PRODUCT_NAME }),
        description: t(
          'You earned {points} reward points (a free coffee!) and your friend who referred you got {points} points too.',
          { points: REFERRAL_REWARD_POINTS },
        ),
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
    toast({ title: t('Success'), description: t('Role selected successfully') });
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
          <h1 className="text-3xl font-bold tracking-tight">{t('Welcome')}</h1>
          <p className="text-muted-foreground">{t('Please select your role to continue')}</p>
        </div>

        <Card className="gap-3 py-5">
          <CardContent className="grid gap-2">
            <Label htmlFor={referralInputId} className="gap-1.5">
              <Gift className="size-4 text-primary" aria-hidden="true" />
              {t('Referral code (optional)')}
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
              placeholder={t('e.g. {example}', { example: 'FRIEND2024' })}
              aria-describedby={`${referralInputId}-help`}
              className="font-mono uppercase tracking-wider"
            />
            <p id={`${referralInputId}-help`} className="text-xs text-muted-foreground">
              {t('Got a code from a friend? You both earn {points} reward points.', {
                points: REFERRAL_REWARD_POINTS,
              })}
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
                    <h2 className="text-lg">{t(card.title)}</h2>
                  </CardTitle>
                  <CardDescription>{t(card.description)}</CardDescription>
                </CardHeader>
                <CardContent className="flex-1">
                  <ul className="space-y-1.5 text-sm text-muted-foreground">
                    {card.points.map((point) => (
                      <li key={point} className="flex gap-2">
                        <span aria-hidden="true" className="text-primary">
                          •
                        </span>
                        {t(point)}
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
                    {t(card.button)}
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
