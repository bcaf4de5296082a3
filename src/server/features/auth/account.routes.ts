import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AccountDeletionSchema,
  AccountMessageSchema,
  AccountSettingsSchema,
  EmailChangeConfirmSchema,
  EmailChangeRequestSchema,
  EndedSessionsSchema,
  PasswordChangeSchema,
  PasswordResetConfirmSchema,
  PasswordResetRequestSchema,
  PreferencesUpdateSchema,
  PreferredLocaleUpdateSchema,
  ProfileUpdateSchema,
  RecoveryCodesSchema,
  TwoFactorDisableSchema,
  TwoFactorEnableSchema,
  TwoFactorSetupSchema,
} from '#shared/account/account.schemas.ts';
import { CurrentUserSchema } from '#shared/auth/auth.schemas.ts';
import { ErrorEnvelopeSchema } from '#shared/common/errors.schemas.ts';
import { toCurrentUser } from '../users/users.dto.ts';
import {
  assertCurrentPassword,
  changePassword,
  confirmEmailChange,
  confirmPasswordReset,
  PASSWORD_RESET_SENT,
  requestEmailChange,
  requestPasswordReset,
  type AccountContext,
} from './account-links.service.ts';
import {
  choosePreferredLocale,
  deleteAccount,
  endOtherSessions,
  exportAccountData,
  getAccountSettings,
  updatePreferences,
  updateProfile,
} from './account-settings.service.ts';
import { createAccountExportArchive } from './account-export-archive.ts';
import { authorize } from './authorize.ts';
import {
  disableTwoFactor,
  enableTwoFactor,
  startTwoFactorSetup,
  type TwoFactorDeps,
} from './two-factor.service.ts';

export interface AccountRoutesOptions {
  authRateLimit: object;
  accountContext: (request: FastifyRequest) => AccountContext;
  /** The database and the cipher of stored TOTP secrets. */
  twoFactor: TwoFactorDeps;
}

const errors = { 400: ErrorEnvelopeSchema, 401: ErrorEnvelopeSchema };

/** `attachment; filename="careabroad-data-YYYY-MM-DD.<extension>"` for an export taken at `exportedAt`. */
const exportDisposition = (exportedAt: string, extension: 'json' | 'zip') =>
  `attachment; filename="careabroad-data-${exportedAt.slice(0, 10)}.${extension}"`;
const NoBody = z.undefined();

/**
 * Account management (issue #12): password reset and e-mail change links, the settings page's
 * calls under `/api/me/…` (profile, preferences, language, password, e-mail, other sessions,
 * two-factor sign-in), the data export and account deletion (SECURITY §5). Every `/api/me`
 * call acts on the signed-in user only.
 */
export const accountRoutes: FastifyPluginAsyncZod<AccountRoutesOptions> = async (app, options) => {
  const { db } = app;
  const rateLimit = { rateLimit: options.authRateLimit };
  const signedIn = (request: FastifyRequest) => authorize(db, request, 'any');

  app.post(
    '/api/auth/password-reset',
    {
      config: rateLimit,
      schema: {
        tags: ['account'],
        body: PasswordResetRequestSchema,
        response: { 202: AccountMessageSchema, 400: ErrorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      await requestPasswordReset(options.accountContext(request), request.body.email);
      return reply.status(202).send({ message: PASSWORD_RESET_SENT });
    },
  );

  app.post(
    '/api/auth/password-reset/confirm',
    {
      config: rateLimit,
      schema: {
        tags: ['account'],
        body: PasswordResetConfirmSchema,
        response: { 204: NoBody, 400: ErrorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      await confirmPasswordReset(options.accountContext(request), request.body);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/auth/email-change/confirm',
    {
      config: rateLimit,
      schema: {
        tags: ['account'],
        body: EmailChangeConfirmSchema,
        response: { 200: AccountMessageSchema, 400: ErrorEnvelopeSchema, 409: ErrorEnvelopeSchema },
      },
    },
    async (request) => {
      const updated = await confirmEmailChange(options.accountContext(request), request.body.token);
      return { message: `Your account now uses ${updated.email}.` };
    },
  );

  app.get(
    '/api/me/settings',
    {
      schema: {
        tags: ['account'],
        response: { 200: AccountSettingsSchema, 401: ErrorEnvelopeSchema },
      },
    },
    async (request) => {
      const user = await signedIn(request);
      return getAccountSettings(db, user, request.session.sessionId);
    },
  );

  app.patch(
    '/api/me/profile',
    {
      schema: {
        tags: ['account'],
        body: ProfileUpdateSchema,
        response: { 200: CurrentUserSchema, ...errors },
      },
    },
    async (request) =>
      toCurrentUser(await updateProfile(db, await signedIn(request), request.body)),
  );

  app.patch(
    '/api/me/preferences',
    {
      schema: {
        tags: ['account'],
        body: PreferencesUpdateSchema,
        response: { 200: AccountSettingsSchema, ...errors },
      },
    },
    async (request) => {
      const user = await updatePreferences(db, await signedIn(request), request.body);
      return getAccountSettings(db, user, request.session.sessionId);
    },
  );

  app.put(
    '/api/me/preferred-locale',
    {
      schema: {
        tags: ['account'],
        body: PreferredLocaleUpdateSchema,
        response: { 200: CurrentUserSchema, ...errors },
      },
    },
    async (request) =>
      toCurrentUser(
        await choosePreferredLocale(db, await signedIn(request), request.body.preferredLocale),
      ),
  );

  app.post(
    '/api/me/password',
    {
      config: rateLimit,
      schema: {
        tags: ['account'],
        body: PasswordChangeSchema,
        response: { 204: NoBody, ...errors },
      },
    },
    async (request, reply) => {
      const user = await signedIn(request);
      await changePassword(options.accountContext(request), user, {
        ...request.body,
        sessionId: request.session.sessionId,
      });
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/me/email',
    {
      config: rateLimit,
      schema: {
        tags: ['account'],
        body: EmailChangeRequestSchema,
        response: { 202: AccountMessageSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await signedIn(request);
      await requestEmailChange(options.accountContext(request), user, request.body);
      return reply.status(202).send({
        message: `We sent a confirmation link to ${request.body.newEmail}. Your address changes when you open it.`,
      });
    },
  );

  app.post(
    '/api/me/sessions/end-others',
    {
      schema: {
        tags: ['account'],
        response: { 200: EndedSessionsSchema, 401: ErrorEnvelopeSchema },
      },
    },
    async (request) => {
      const user = await signedIn(request);
      const ended = await endOtherSessions(
        options.accountContext(request),
        user,
        request.session.sessionId,
      );
      return { ended };
    },
  );

  app.post(
    '/api/me/two-factor/setup',
    {
      schema: {
        tags: ['account'],
        response: { 200: TwoFactorSetupSchema, 403: ErrorEnvelopeSchema, ...errors },
      },
    },
    async (request) => startTwoFactorSetup(options.twoFactor, await signedIn(request)),
  );

  app.post(
    '/api/me/two-factor/enable',
    {
      config: rateLimit,
      schema: {
        tags: ['account'],
        body: TwoFactorEnableSchema,
        response: { 200: RecoveryCodesSchema, 403: ErrorEnvelopeSchema, ...errors },
      },
    },
    async (request) => ({
      recoveryCodes: await enableTwoFactor(
        options.twoFactor,
        await signedIn(request),
        request.body.code,
      ),
    }),
  );

  app.post(
    '/api/me/two-factor/disable',
    {
      config: rateLimit,
      schema: {
        tags: ['account'],
        body: TwoFactorDisableSchema,
        response: { 204: NoBody, ...errors },
      },
    },
    async (request, reply) => {
      const user = await signedIn(request);
      await assertCurrentPassword(user, request.body.currentPassword);
      await disableTwoFactor(db, user);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/me/export',
    {
      schema: {
        tags: ['account'],
        response: { 200: z.record(z.string(), z.unknown()), 401: ErrorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const user = await signedIn(request);
      const data = await exportAccountData(db, user);
      void reply.header('Content-Disposition', exportDisposition(data.exportedAt, 'json'));
      return data;
    },
  );

  app.get('/api/me/export/archive', { schema: { tags: ['account'] } }, async (request, reply) => {
    const user = await signedIn(request);
    const data = await exportAccountData(db, user);
    const { archive, totalBytes } = await createAccountExportArchive(
      { db, log: request.log, ...app.records },
      user,
      data,
    );
    void reply
      .type('application/zip')
      .header('Content-Disposition', exportDisposition(data.exportedAt, 'zip'));
    if (totalBytes !== undefined) void reply.header('Content-Length', String(totalBytes));
    return reply.send(archive);
  });

  app.delete(
    '/api/me',
    {
      config: rateLimit,
      schema: {
        tags: ['account'],
        body: AccountDeletionSchema,
        response: { 204: NoBody, ...errors },
      },
    },
    async (request, reply) => {
      const user = await signedIn(request);
      await deleteAccount(options.accountContext(request), user, request.body);
      reply.clearCookie(app.config.appOrigin.startsWith('https:') ? '__Host-sid' : 'sid', {
        path: '/',
      });
      return reply.status(204).send();
    },
  );
};
