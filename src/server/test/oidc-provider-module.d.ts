// The slice of `oidc-provider` (which ships no types) that the test provider uses.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  interface InteractionDetails {
    uid: string;
    prompt: { name: string };
    params: Record<string, unknown>;
    session?: { accountId?: string };
    grantId?: string;
  }

  interface Grant {
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }

  interface GrantConstructor {
    new (options: { accountId: string; clientId: string }): Grant;
    find(id: string): Promise<Grant | undefined>;
  }

  interface Account {
    accountId: string;
    claims(): Record<string, unknown>;
  }

  interface Configuration {
    clients: Record<string, unknown>[];
    jwks: { keys: Record<string, unknown>[] };
    cookies: { keys: string[] };
    claims: Record<string, string[]>;
    pkce: { required: () => boolean };
    features: Record<string, { enabled: boolean; [option: string]: unknown }>;
    interactions: { url: (ctx: unknown, interaction: { uid: string }) => string };
    findAccount: (ctx: unknown, sub: string) => Account | undefined;
  }

  export default class Provider {
    constructor(issuer: string, configuration: Configuration);
    Grant: GrantConstructor;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options: { mergeWithLastSubmission: boolean },
    ): Promise<void>;
  }
}
