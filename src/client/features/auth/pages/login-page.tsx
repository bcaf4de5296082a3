import { zodResolver } from '@hookform/resolvers/zod';
import { CircleAlert } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { Link, useLocation, useSearch } from 'wouter';
import {
  LoginInputSchema,
  RegisterInputSchema,
  TwoFactorLoginInputSchema,
} from '#shared/auth/auth.schemas.ts';
import { paths } from '#shared/navigation/paths.ts';
import { Button } from '#client/components/ui/button.tsx';
import { SubmitButton } from '#client/components/submit-button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '#client/components/ui/card.tsx';
import { Form, FormField } from '#client/components/ui/form.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { FormFieldItem } from '#client/components/form-field-item.tsx';
import { useIsHydrated } from '#client/hooks/use-is-hydrated.ts';
import { dismissToast } from '#client/components/ui/use-toast.ts';
import {
  isTwoFactorChallenge,
  useLogin,
  useRegister,
  useTwoFactorSignIn,
} from '#client/features/auth/api/use-sign-in.ts';
import {
  readSingleSignOnError,
  SingleSignOnButton,
  SingleSignOnError,
} from '#client/features/auth/components/single-sign-on.tsx';
import { useT } from '#client/i18n/locale-context.tsx';
import { msg } from '#client/i18n/msg.ts';
import { errorMessage, isApiError } from '#client/lib/api-client.ts';
import { NEW_PASSWORD_HINT, weakPasswordMessage } from '#client/lib/password-check.ts';
import { readReturnPath, withReturnPath } from '#client/lib/return-path.ts';

type Mode = 'sign-in' | 'register';

/**
 * After a registration that started no session: the address already had an account, whose
 * owner was e-mailed (ADR 0025).
 */
const NOT_SIGNED_IN_AFTER_REGISTER = msg(
  'We could not sign you in. If this address already has an account, we have sent it an e-mail: sign in, or reset your password.',
);

/**
 * Puts a failed sign-in or registration on the form: field issues (400) next to their fields,
 * anything else as a form-level alert. The toast comes from the query client (the sign-in
 * hooks' meta titles it).
 */
function showServerError<T extends FieldValues>(
  form: UseFormReturn<T, unknown, unknown>,
  err: unknown,
  fields: readonly Path<T>[],
): void {
  const message = errorMessage(err);
  let isPlaced = false;
  if (isApiError(err)) {
    for (const issue of err.issues ?? []) {
      const field = issue.path[0];
      const match = fields.find((name) => name === field);
      if (match) {
        form.setError(match, { type: 'server', message: issue.message });
        isPlaced = true;
      }
    }
  }
  if (!isPlaced) form.setError('root.server', { type: 'server', message });
}

/** A form-level error: an English message of ours or the API's, in the active language. */
function FormAlert({ message }: { message: string | undefined }) {
  const t = useT();
  if (!message) return null;
  return (
    <div
      role="alert"
      className="flex items-start gap-2 rounded-md border border-destructive/30 bg-destructive/5 px-3 py-2 text-sm text-destructive"
    >
      <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>{t(message)}</span>
    </div>
  );
}

/**
 * The second step of a sign-in for accounts with two-factor sign-in (issue #12): the code of the
 * authenticator app, or one of the recovery codes.
 */
function TwoFactorForm({ onDone, onRestart }: { onDone: () => void; onRestart: () => void }) {
  const t = useT();
  const twoFactor = useTwoFactorSignIn();
  const form = useForm({
    resolver: zodResolver(TwoFactorLoginInputSchema),
    defaultValues: { code: '' },
  });
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await twoFactor.mutateAsync(values.code);
      onDone();
    } catch (err) {
      showServerError(form, err, ['code']);
    }
  });

  return (
    <Form {...form}>
      <form method="post" onSubmit={onSubmit} noValidate className="grid gap-4">
        <h2 ref={headingRef} tabIndex={-1} className="text-base font-semibold outline-none">
          {t('Two-factor sign-in')}
        </h2>
        <p className="text-sm text-muted-foreground">
          {t('Enter the 6-digit code from your authenticator app, or one of your recovery codes.')}
        </p>
        <FormAlert message={form.formState.errors.root?.server?.message} />
        <FormField
          control={form.control}
          name="code"
          render={({ field }) => (
            <FormFieldItem label={t('Authentication code')}>
              <Input autoComplete="one-time-code" inputMode="text" autoFocus {...field} />
            </FormFieldItem>
          )}
        />
        <SubmitButton isPending={form.formState.isSubmitting} className="w-full">
          {t('Verify and sign in')}
        </SubmitButton>
        <Button type="button" variant="link" className="h-auto p-0" onClick={onRestart}>
          {t('Start again with your password')}
        </Button>
      </form>
    </Form>
  );
}

function SignInForm({ onDone, onTwoFactor }: { onDone: () => void; onTwoFactor: () => void }) {
  const t = useT();
  const login = useLogin();
  // The page is prerendered (ADR 0034): until its code runs, the form can be neither filled
  // nor sent, so a sign-in is never sent to nowhere.
  const isHydrated = useIsHydrated();
  const form = useForm({
    resolver: zodResolver(LoginInputSchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const answer = await login.mutateAsync(values);
      if (isTwoFactorChallenge(answer)) onTwoFactor();
      else onDone();
    } catch (err) {
      showServerError(form, err, ['email', 'password']);
    }
  });

  return (
    <Form {...form}>
      <form method="post" onSubmit={onSubmit} noValidate>
        <fieldset disabled={!isHydrated} className="grid min-w-0 gap-4">
          <FormAlert message={form.formState.errors.root?.server?.message} />
          <FormField
            control={form.control}
            name="email"
            render={({ field }) => (
              <FormFieldItem label={t('Email')}>
                <Input type="email" autoComplete="email" inputMode="email" {...field} />
              </FormFieldItem>
            )}
          />
          <FormField
            control={form.control}
            name="password"
            render={({ field }) => (
              <FormFieldItem label={t('Password')}>
                <Input type="password" autoComplete="current-password" {...field} />
              </FormFieldItem>
            )}
          />
          <Link
            href={paths.forgotPassword}
            className="-mt-2 justify-self-end text-sm text-primary underline-offset-4 hover:underline"
          >
            {t('Forgot password?')}
          </Link>
          <SubmitButton isPending={form.formState.isSubmitting} className="w-full">
            {t('Sign in')}
          </SubmitButton>
        </fieldset>
      </form>
    </Form>
  );
}

function RegisterForm({ onDone }: { onDone: () => void }) {
  const t = useT();
  const register = useRegister();
  const form = useForm({
    resolver: zodResolver(RegisterInputSchema),
    defaultValues: { firstName: '', lastName: '', email: '', password: '' },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    const weak = await weakPasswordMessage(values.password, [
      values.email,
      values.firstName,
      values.lastName,
    ]);
    if (weak) {
      form.setError('password', { type: 'strength', message: weak });
      return;
    }
    try {
      const user = await register.mutateAsync(values);
      if (user) onDone();
      else form.setError('root.server', { type: 'server', message: NOT_SIGNED_IN_AFTER_REGISTER });
    } catch (err) {
      showServerError(form, err, ['firstName', 'lastName', 'email', 'password']);
    }
  });

  return (
    <Form {...form}>
      <form method="post" onSubmit={onSubmit} noValidate className="grid gap-4">
        <FormAlert message={form.formState.errors.root?.server?.message} />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            control={form.control}
            name="firstName"
            render={({ field }) => (
              <FormFieldItem label={t('First name')}>
                <Input autoComplete="given-name" {...field} />
              </FormFieldItem>
            )}
          />
          <FormField
            control={form.control}
            name="lastName"
            render={({ field }) => (
              <FormFieldItem label={t('Last name')}>
                <Input autoComplete="family-name" {...field} />
              </FormFieldItem>
            )}
          />
        </div>
        <FormField
          control={form.control}
          name="email"
          render={({ field }) => (
            <FormFieldItem label={t('Email')}>
              <Input type="email" autoComplete="email" inputMode="email" {...field} />
            </FormFieldItem>
          )}
        />
        <FormField
          control={form.control}
          name="password"
          render={({ field }) => (
            <FormFieldItem label={t('Password')} description={t(NEW_PASSWORD_HINT)}>
              <Input type="password" autoComplete="new-password" {...field} />
            </FormFieldItem>
          )}
        />
        <SubmitButton isPending={form.formState.isSubmitting} className="w-full">
          {t('Create account')}
        </SubmitButton>
      </form>
    </Form>
  );
}

/**
 * `/login` (DESIGN §4): sign in with e-mail and password, or create an account. One card
 * with a switch between the two, so each form's button name is unique on the page. On
 * success the current-user cache already holds the user; going to `/` shows the dashboard or
 * role selection. `?mode=register` opens on account creation. `?next=` (a same-origin path, such
 * as the symptom checker's prefilled Create Request) is passed on as `/?next=`, where the router
 * continues to it once the user has a role that may open it. When the server offers single
 * sign-on, "Continue with single sign-on" comes first; `?error=` shows why one failed (ADR 0015).
 * The page is prerendered (ADR 0034): its sign-in form stays disabled until the page's code
 * runs, and its forms say `method="post"`, so even a form sent some other way puts a password
 * in a body, never into a URL or the access log.
 */
export function LoginPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const [mode, setMode] = useState<Mode>(() =>
    new URLSearchParams(search).get('mode') === 'register' ? 'register' : 'sign-in',
  );
  const next = readReturnPath(search);
  const singleSignOnError = readSingleSignOnError(search);
  const goHome = () => {
    // An error toast from an earlier attempt would otherwise outlive the success.
    dismissToast();
    navigate(withReturnPath(paths.root, next));
  };
  const isSignIn = mode === 'sign-in';
  const isHydrated = useIsHydrated();
  // After a correct password, accounts with two-factor sign-in enter their code here.
  const [needsCode, setNeedsCode] = useState(false);
  const t = useT();

  return (
    <div className="flex flex-1 items-start justify-center bg-muted/40 px-4 py-10 sm:items-center sm:py-16">
      <Card className="w-full max-w-md">
        <CardHeader>
          <CardTitle>
            <h1 className="text-xl">{isSignIn ? t('Welcome back') : t('Join CareAbroad')}</h1>
          </CardTitle>
          <CardDescription>
            {isSignIn
              ? t('Sign in to your CareAbroad account.')
              : t('Create an account to request treatment or bid as a hospital.')}
          </CardDescription>
        </CardHeader>
        <CardContent>
          {needsCode ? (
            <TwoFactorForm onDone={goHome} onRestart={() => setNeedsCode(false)} />
          ) : (
            <>
              <SingleSignOnError message={singleSignOnError} />
              {isSignIn && <SingleSignOnButton next={next} />}
              {isSignIn ? (
                <SignInForm onDone={goHome} onTwoFactor={() => setNeedsCode(true)} />
              ) : (
                <RegisterForm onDone={goHome} />
              )}
            </>
          )}
        </CardContent>
        {!needsCode && (
          <CardFooter className="justify-center gap-1 text-sm text-muted-foreground">
            {isSignIn ? t('New to CareAbroad?') : t('Already have an account?')}
            <Button
              type="button"
              variant="link"
              className="h-auto p-0"
              disabled={!isHydrated}
              onClick={() => setMode(isSignIn ? 'register' : 'sign-in')}
            >
              {isSignIn ? t('Create account') : t('Sign in')}
            </Button>
          </CardFooter>
        )}
      </Card>
    </div>
  );
}
