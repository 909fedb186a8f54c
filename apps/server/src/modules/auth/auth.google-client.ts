import * as oidc from "openid-client";
import type { TGoogleConfig } from "../../kernel/config.ts";

/** What a checked ID token says about the person. */
export type TGoogleIdentity = { subject: string; email: string; emailVerified: boolean; name: string };

/** The one request of a trip to Google that the callback must match: kept by the server, never by the browser. */
export type TGoogleChecks = { state: string; nonce: string; codeVerifier: string };

/** Google did not answer (or its discovery document could not be read): try again later. */
export class GoogleUnavailable extends Error {}

/** Loopback issuers (the tests' local OpenID provider) may be plain http; every other one must be https. */
function isLoopbackHttp(issuer: URL): boolean {
  return issuer.protocol === "http:" && ["127.0.0.1", "localhost", "[::1]"].includes(issuer.hostname);
}

/**
 * Google as an OpenID Connect provider, through openid-client (a maintained, certified relying party): the
 * issuer's discovery document is read once (again after a failure), authorization requests carry state,
 * nonce and a PKCE S256 challenge, and the code is exchanged at the token endpoint, where openid-client
 * checks the ID token's issuer, audience, expiry and nonce, and (enableNonRepudiationChecks) its signature
 * against the issuer's published keys.
 */
export class GoogleOpenId {
  private configuration: Promise<oidc.Configuration> | null = null;

  constructor(
    private readonly settings: TGoogleConfig,
    /** The callback's address as registered at Google: PUBLIC_URL + /api/auth/google/callback. */
    readonly redirectUri: string,
  ) {}

  private config(): Promise<oidc.Configuration> {
    const issuer = new URL(this.settings.issuer);
    this.configuration ??= oidc
      .discovery(issuer, this.settings.clientId, this.settings.clientSecret, undefined, {
        execute: [
          oidc.enableNonRepudiationChecks,
          ...(isLoopbackHttp(issuer) ? [oidc.allowInsecureRequests] : []),
        ],
        timeout: 10,
      })
      .catch((err: unknown) => {
        this.configuration = null;
        throw new GoogleUnavailable("the issuer's discovery document could not be read", { cause: err });
      });
    return this.configuration;
  }

  /** Where to send the browser: Google's consent screen for this trip. */
  async authorizationUrl(checks: TGoogleChecks): Promise<string> {
    const config = await this.config();
    return oidc.buildAuthorizationUrl(config, {
      redirect_uri: this.redirectUri,
      scope: "openid email profile",
      state: checks.state,
      nonce: checks.nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
      code_challenge_method: "S256",
    }).href;
  }

  /**
   * The identity of a callback (its whole URL, as Google sent it) whose trip is `checks`. Throws
   * GoogleUnavailable when Google cannot be reached; any other throw is an answer that failed a check.
   */
  async identity(callbackUrl: URL, checks: TGoogleChecks): Promise<TGoogleIdentity> {
    const config = await this.config();
    let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
    try {
      tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
    } catch (err) {
      if (isTransportFailure(err))
        throw new GoogleUnavailable("the token endpoint did not answer", { cause: err });
      throw err;
    }
    const claims = tokens.claims();
    if (!claims?.sub) throw new Error("the ID token names no subject");
    return {
      subject: claims.sub,
      email: typeof claims.email === "string" ? claims.email.trim().toLowerCase() : "",
      emailVerified: claims.email_verified === true,
      name: typeof claims.name === "string" ? claims.name.slice(0, 120) : "",
    };
  }
}

/** A request that never got an answer (refused, reset, timed out), as opposed to an answer that failed a check. */
function isTransportFailure(err: unknown): boolean {
  const e = err as { name?: string; message?: string; cause?: { code?: string } } | null;
  return (
    e?.name === "TimeoutError" ||
    e?.name === "AbortError" ||
    (e instanceof TypeError && /fetch failed/i.test(e.message ?? "")) ||
    ["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "ENOTFOUND", "EAI_AGAIN"].includes(e?.cause?.code ?? "")
  );
}
