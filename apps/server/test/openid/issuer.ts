import http from "node:http";
import type { AddressInfo } from "node:net";
import Provider from "oidc-provider";

/**
 * A real OpenID Connect provider for the tests (the `oidc-provider` package, certified by the OpenID
 * Foundation), standing in for Google: discovery, authorization with PKCE, the token endpoint, signed ID
 * tokens and its JWKS, exactly as the protocol has them. Its own pages ask for a login and a password (any
 * password) and then consent; the login typed is the person's email and their stable `sub`. An email that
 * starts with "unverified" comes with `email_verified: false`, as Google says of an unconfirmed address.
 */
export type TOpenIdIssuer = {
  issuer: string;
  /**
   * From now on, the token endpoint's ID tokens say another email than the issuer signed (the payload
   * changed, the signature kept): what a man in the middle would send.
   */
  tamperIdTokens(on: boolean): void;
  close(): Promise<void>;
};

export const testGoogleClient = { clientId: "wms-test-client", clientSecret: "wms-test-client-secret" };

export async function startOpenIdIssuer(options: {
  redirectUris: string[];
  port?: number;
}): Promise<TOpenIdIssuer> {
  let handler: http.RequestListener = (_req, res) => res.writeHead(503).end();
  const server = http.createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: testGoogleClient.clientId,
        client_secret: testGoogleClient.clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ["authorization_code"],
        response_types: ["code"],
        token_endpoint_auth_method: "client_secret_post",
      },
    ],
    // Google's ID token carries the email and the name (scope claims in the ID token, as Google does).
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ["wms-test-issuer-cookie-key"] },
    findAccount: (_ctx, id) => ({
      accountId: id,
      claims: () => ({
        sub: id,
        email: id,
        email_verified: !id.startsWith("unverified"),
        name: id.split("@")[0] ?? id,
      }),
    }),
  });
  let tampering = false;
  provider.use(async (ctx, next) => {
    await next();
    const body = ctx.body as { id_token?: string } | undefined;
    if (tampering && ctx.path === "/token" && typeof body?.id_token === "string") {
      body.id_token = withOtherEmail(body.id_token, "someone.else@example.test");
    }
  });
  provider.on("server_error", (_ctx, err) => console.error("test OpenID issuer:", err));
  handler = provider.callback();
  return {
    issuer,
    tamperIdTokens: (on) => {
      tampering = on;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A signed JWT whose payload names another email, its header and signature unchanged. */
function withOtherEmail(jwt: string, email: string): string {
  const [header, payload, signature] = jwt.split(".");
  const claims = JSON.parse(Buffer.from(payload ?? "", "base64url").toString());
  return [header, Buffer.from(JSON.stringify({ ...claims, email })).toString("base64url"), signature].join(
    ".",
  );
}

/** The cookies a browser would keep across the issuer's redirects (its interaction and session cookies). */
class CookieJar {
  private readonly cookies = new Map<string, string>();
  keep(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const at = pair?.indexOf("=") ?? -1;
      if (pair && at > 0) this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
  }
  header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }
}

/**
 * What a person does at the issuer after the app sent them there (`authorizationUrl`): signs in as `email`
 * and consents, or cancels (`cancel`). Answers the address the issuer sends the browser back to (the app's
 * callback with a code, or with error=access_denied), without following it.
 */
export async function signInAtIssuer(
  authorizationUrl: string,
  email: string,
  o: { cancel?: boolean } = {},
): Promise<string> {
  const jar = new CookieJar();
  const origin = new URL(authorizationUrl).origin;
  let next: { url: string; body?: URLSearchParams } = { url: authorizationUrl };
  for (let step = 0; step < 12; step++) {
    const res = await fetch(next.url, {
      method: next.body ? "POST" : "GET",
      redirect: "manual",
      headers: {
        cookie: jar.header(),
        ...(next.body ? { "content-type": "application/x-www-form-urlencoded" } : {}),
      },
      body: next.body,
    });
    jar.keep(res);
    const location = res.headers.get("location");
    if (location) {
      const url = new URL(location, next.url);
      if (url.origin !== origin) return url.href; // back to the app
      next = { url: url.href };
      continue;
    }
    const page = await res.text();
    if (res.status !== 200) throw new Error(`issuer answered ${res.status}: ${page.slice(0, 300)}`);
    const action = page.match(/action="([^"]+)"/)?.[1];
    const prompt = page.match(/name="prompt" value="([^"]+)"/)?.[1];
    if (!action || !prompt) throw new Error(`no form on the issuer's page: ${page.slice(0, 300)}`);
    if (o.cancel) {
      const abort = page.match(/href="([^"]*\/abort)"/)?.[1];
      if (!abort) throw new Error("no cancel link on the issuer's page");
      next = { url: new URL(abort, next.url).href };
      continue;
    }
    const body = new URLSearchParams({ prompt });
    if (prompt === "login") {
      body.set("login", email);
      body.set("password", "any");
    }
    next = { url: new URL(action, next.url).href, body };
  }
  throw new Error("the issuer did not send the browser back");
}
