import { startOpenIdIssuer } from "./issuer.ts";

/**
 * The test OpenID provider as its own process, for browser tests: `tsx apps/server/test/openid/serve.ts`
 * with OPENID_PORT and OPENID_REDIRECT_URIS (comma-separated: the platforms' Google callbacks).
 */
const redirectUris = (process.env.OPENID_REDIRECT_URIS ?? "").split(",").filter(Boolean);
if (!process.env.OPENID_PORT || redirectUris.length === 0) {
  console.error("OPENID_PORT and OPENID_REDIRECT_URIS are required");
  process.exit(1);
}
const issuer = await startOpenIdIssuer({ redirectUris, port: Number(process.env.OPENID_PORT) });
console.log(`test OpenID provider listening on ${issuer.issuer}`);

const stop = () => {
  void issuer.close().then(() => process.exit(0));
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
