import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CurrentUserSchema } from '#shared/auth/auth.schemas.ts';
import { IdParamsSchema } from '#shared/common/common.schemas.ts';
import { ChooseRoleInputSchema, UserProfileSchema } from '#shared/users/users.schemas.ts';
import { startSession } from '../auth/auth.routes.ts';
import { authorize } from '../auth/authorize.ts';
import { toCurrentUser } from './users.dto.ts';
import { getUserProfile } from './user-profile.service.ts';
import { chooseRole } from './users.service.ts';

/** Role choice and profiles (SPEC §7, SECURITY §1). */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.post(
    '/api/users/role',
    {
      schema: {
        tags: ['users'],
        body: ChooseRoleInputSchema,
        response: { 200: CurrentUserSchema },
      },
    },
    async (request) => {
      const user = await authorize(db, request, 'any');
      const updated = await chooseRole(db, user, request.body);
      await startSession(request, updated.id);
      return toCurrentUser(updated);
    },
  );

  app.get(
    '/api/users/:id',
    { schema: { tags: ['users'], params: IdParamsSchema, response: { 200: UserProfileSchema } } },
    async (request) => {
      const viewer = await authorize(db, request, 'any');
      return getUserProfile(db, viewer, request.params.id);
    },
  );
};
