import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AnalyzeSymptomsInputSchema,
  AnalyzeSymptomsResultSchema,
  FollowUpAnswersInputSchema,
  SymptomCheckerSessionSchema,
} from '#shared/symptom-checker/symptom-checker.schemas.ts';
import { findSessionUser } from '../auth/authorize.ts';
import { createOwnerTokenCookie, hashOwnerToken, newOwnerToken } from './owner-token.ts';
import { createSymptomAnalyzer } from './symptom-analysis.ts';
import {
  analyzeAndStore,
  answerFollowUpQuestions,
  getOwnSymptomSession,
  type SymptomSessionOwner,
  type SymptomSessionReader,
} from './symptom-checker.service.ts';

const SessionIdParamsSchema = z.strictObject({ sessionId: z.string() });

/**
 * Symptom checker (SPEC §7; SECURITY §1; DESIGN §5 "Symptom sessions"; ADR 0010). Open to
 * everyone, signed in or not. A signed-in user's sessions are theirs; an anonymous browser gets
 * a signed owner-token cookie instead of a session row (SECURITY §3), and only it can read the
 * sessions it created, for 24 hours. Analysing and answering follow-up questions (ADR 0019)
 * are rate limited.
 */
export const symptomCheckerRoutes: FastifyPluginAsyncZod<{
  analysisRateLimit: object;
  sessionSecret: string;
}> = async (app, options) => {
  const { db } = app;
  const ownerCookie = createOwnerTokenCookie({
    sessionSecret: options.sessionSecret,
    isHttps: app.config.appOrigin.startsWith('https:'),
  });
  const analyze = createSymptomAnalyzer(app.config.llm, app.log);
  const tags = ['symptom-checker'];

  /** Who is asking: the signed-in user and the browser's owner-token hash, if any. */
  async function readerOf(request: FastifyRequest): Promise<SymptomSessionReader> {
    const user = await findSessionUser(db, request);
    const token = ownerCookie.read(request);
    return {
      userId: user?.id,
      ownerTokenHash: token === undefined ? undefined : hashOwnerToken(token),
    };
  }

  app.post(
    '/api/symptom-checker/analyze',
    {
      config: { rateLimit: options.analysisRateLimit },
      schema: {
        tags,
        body: AnalyzeSymptomsInputSchema,
        response: { 201: AnalyzeSymptomsResultSchema },
      },
    },
    async (request, reply) => {
      const user = await findSessionUser(db, request);
      let owner: SymptomSessionOwner;
      if (user) {
        owner = { userId: user.id };
      } else {
        const token = ownerCookie.read(request) ?? newOwnerToken();
        ownerCookie.write(reply, token);
        owner = { ownerTokenHash: hashOwnerToken(token) };
      }
      return reply.status(201).send(await analyzeAndStore(db, analyze, owner, request.body));
    },
  );

  app.get(
    '/api/symptom-checker/:sessionId',
    {
      schema: {
        tags,
        params: SessionIdParamsSchema,
        response: { 200: SymptomCheckerSessionSchema },
      },
    },
    async (request) => getOwnSymptomSession(db, await readerOf(request), request.params.sessionId),
  );

  app.post(
    '/api/symptom-checker/:sessionId/answers',
    {
      config: { rateLimit: options.analysisRateLimit },
      schema: {
        tags,
        params: SessionIdParamsSchema,
        body: FollowUpAnswersInputSchema,
        response: { 200: SymptomCheckerSessionSchema },
      },
    },
    async (request) =>
      answerFollowUpQuestions(
        db,
        analyze,
        await readerOf(request),
        request.params.sessionId,
        request.body,
      ),
  );
};
