import {
  inputPlaceOf,
  isSuccessCode,
  type TAnyEndpoint,
  type TInputOf,
  type TOutputOf,
} from "@wms/contracts";
import type { FastifyInstance, InjectOptions } from "fastify";
import type { Db } from "../kernel/db/client.ts";
import { issueAccessToken } from "../modules/auth/index.ts";

/** Calls one endpoint as a seeded user; answers the envelope's data (nothing for a file) or throws. */
export type TSeedCall = <E extends TAnyEndpoint>(
  endpoint: E,
  input: TInputOf<E>,
) => Promise<E["output"] extends { file: string } ? undefined : TOutputOf<E>>;

/**
 * The demo history works as the demo users would, through the platform's own API in this process
 * (`app.inject`): the same validation, access rules, transactions, ledger and events as a browser's
 * calls. A call that is refused stops the seed with the server's answer.
 */
export async function seedCaller(app: FastifyInstance, db: Db, userId: string): Promise<TSeedCall> {
  const token = await issueAccessToken(db, userId);
  const csrf = (await app.inject({ method: "GET", url: "/api/get-csrf-token" })).json().data.csrf_token;
  const headers = { authorization: `Bearer ${token}`, "x-csrftoken": csrf as string };
  const call = async (endpoint: TAnyEndpoint, input: unknown) => {
    const options: InjectOptions = { method: endpoint.method, url: `/api/${endpoint.path}`, headers };
    if (inputPlaceOf(endpoint) === "query") options.query = input as Record<string, string>;
    else options.payload = input as InjectOptions["payload"];
    const res = await app.inject(options);
    if ("file" in endpoint.output) {
      if (res.statusCode !== 200) throw new Error(`seed: ${endpoint.path} answered ${res.statusCode}`);
      return undefined;
    }
    const body = res.json() as { code: number; message: string; data: unknown };
    if (!isSuccessCode(body.code))
      throw new Error(
        `seed: ${endpoint.path} answered ${body.code} ${body.message} ${JSON.stringify(body.data)}`,
      );
    return body.data;
  };
  return call as TSeedCall;
}
