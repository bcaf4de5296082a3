import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CurrentUserSchema } from '#shared/auth/auth.schemas.ts';
import { ErrorEnvelopeSchema } from '#shared/common/errors.schemas.ts';
import {
  CurrencyParamsSchema,
  EcbImportResultSchema,
  ExchangeRateSchema,
  ExchangeRateUpdateSchema,
  MAX_ECB_FILE_BYTES,
  PreferredCurrencyUpdateSchema,
} from '#shared/exchange-rates/exchange-rates.schemas.ts';
import { authorize, authorizeAdmin } from '../auth/authorize.ts';
import { toCurrentUser } from '../users/users.dto.ts';
import {
  choosePreferredCurrency,
  importEcbReferenceRates,
  listExchangeRates,
  setManualExchangeRate,
} from './exchange-rates.service.ts';

const errors = { 400: ErrorEnvelopeSchema, 401: ErrorEnvelopeSchema, 403: ErrorEnvelopeSchema };
const EcbCsvBodySchema = z.string({
  error: 'Send the ECB file eurofxref.csv as the request body, with Content-Type text/csv',
});

/**
 * Exchange rates for prices in the patient's currency (issue #15, ADR 0044): the list for every
 * signed-in user, the admin's manual rate and ECB import, and the user's preferred currency.
 */
export const exchangeRatesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const tags = ['exchange-rates'];

  // Only this plugin takes CSV bodies, up to the size of the ECB's history file.
  app.addContentTypeParser(
    'text/csv',
    { parseAs: 'string', bodyLimit: MAX_ECB_FILE_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.get(
    '/api/exchange-rates',
    { schema: { tags, response: { 200: z.array(ExchangeRateSchema), 401: ErrorEnvelopeSchema } } },
    async (request) => {
      await authorize(db, request, 'any');
      return listExchangeRates(db);
    },
  );

  app.put(
    '/api/admin/exchange-rates/:currency',
    {
      schema: {
        tags,
        params: CurrencyParamsSchema,
        body: ExchangeRateUpdateSchema,
        response: { 200: ExchangeRateSchema, ...errors },
      },
    },
    async (request) => {
      const admin = await authorizeAdmin(db, request);
      return setManualExchangeRate(db, admin, request.params.currency, request.body);
    },
  );

  app.post(
    '/api/admin/exchange-rates/ecb-import',
    {
      schema: {
        tags,
        body: EcbCsvBodySchema,
        response: { 200: EcbImportResultSchema, ...errors, 413: ErrorEnvelopeSchema },
      },
    },
    async (request) => {
      const admin = await authorizeAdmin(db, request);
      return importEcbReferenceRates(db, admin, request.body);
    },
  );

  app.put(
    '/api/me/preferred-currency',
    {
      schema: {
        tags,
        body: PreferredCurrencyUpdateSchema,
        response: { 200: CurrentUserSchema, 400: ErrorEnvelopeSchema, 401: ErrorEnvelopeSchema },
      },
    },
    async (request) => {
      const user = await authorize(db, request, 'any');
      return toCurrentUser(await choosePreferredCurrency(db, user, request.body.preferredCurrency));
    },
  );
};
