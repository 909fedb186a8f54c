import type { z } from "zod";
import type { TCode } from "./codes.ts";
import type { TRole } from "./roles.ts";

/** Who may call an endpoint: anyone, any signed-in user, or the listed roles. Every endpoint says. */
export type TAccess = "public" | "signedIn" | readonly TRole[];

/** How a call that worked is answered: 200 ok, 201 with code 1000 (created), 202 with 2000 (accepted). */
export type TSuccess = "ok" | "created" | "accepted";

/** The answer is a file (xlsx, PDF, image), not an envelope: the handler sends it itself. */
export type TFileOutput = { file: string };

/**
 * One API call, written once and read by both sides: the server's `defineRoute` (validation, access,
 * OpenAPI) and the web client's `call` (path, method, typed input and answer).
 *
 * `path` is under /api, without a leading slash. The input travels in the query string for GET (and
 * wherever `inputIn` says "query", e.g. uploads whose body is multipart) and as the JSON body otherwise.
 */
export type TEndpoint<I extends z.ZodType = z.ZodType, O extends z.ZodType | TFileOutput = z.ZodType> = {
  method: "GET" | "POST" | "PUT" | "DELETE";
  path: string;
  /** One line for the API reference (OpenAPI summary); the operationId is made from the path. */
  summary: string;
  /** The API reference's group. */
  tag: string;
  access: TAccess;
  input?: I;
  inputIn?: "query" | "body";
  /** The body is multipart/form-data (an upload); the server reads it, the input is in the query. */
  upload?: boolean;
  /** The envelope's `data` on success, or a file. */
  output: O;
  success?: TSuccess;
  /** Message key said on success, when not the default of `success` ("ok", "created", "accepted"). */
  message?: string;
  /** false only for calls signed by a third party instead (payment and shop webhooks). */
  csrf?: boolean;
  /** The answer is a redirect of the browser (an OAuth callback), not the envelope. */
  redirect?: boolean;
  /**
   * Error codes this call can answer beyond those its access and method imply (4001, 4004, 5001, 5003 for
   * every call; 2003 and 4003 when signed in; 4019 and 4009 for a write; 4029 for a public call), e.g.
   * 4091 for a link that has records, 4029 for a quota, 5007 where a file is written. The API reference
   * lists them, and a test whose call answers a code its endpoint does not list fails.
   */
  errors?: readonly TCode[];
  /** Error codes this call answers with HTTP 200 instead of its data (spec: 11006 no shop bound). */
  silent?: readonly TCode[];
};

/** Declares an endpoint; `const` keeps the literal path and method in the type. */
export function endpoint<const I extends z.ZodType, const O extends z.ZodType | TFileOutput>(
  definition: TEndpoint<I, O>,
): TEndpoint<I, O> {
  return definition;
}

export type TAnyEndpoint = TEndpoint<z.ZodType, z.ZodType | TFileOutput>;

/** What an endpoint of a group says besides its method, path, input and output. */
export type TEndpointOptions = Omit<TAnyEndpoint, "method" | "path" | "input" | "output" | "tag" | "access"> &
  Partial<Pick<TAnyEndpoint, "tag" | "access">>;

/** An endpoint without input (null) takes any. */
type TInputSchema<I> = I extends z.ZodType ? I : z.ZodType;

/** The file answers the endpoints send (`output`). */
export const fileAnswer = {
  pdf: { file: "application/pdf" },
  xlsx: { file: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" },
  image: { file: "image/*" },
} as const satisfies Record<string, TFileOutput>;

/**
 * The endpoints of one file, which share a tag and mostly an access. `api.get(path, input, output,
 * { summary, ... })` declares `GET path` taking `input` (null: none) and answering `output`, with the
 * group's tag and access; an endpoint that says `access` or `tag` keeps its own.
 */
export function endpointGroup(defaults: Pick<TAnyEndpoint, "tag" | "access">) {
  const declare =
    (method: TAnyEndpoint["method"]) =>
    <const I extends z.ZodType | null, const O extends z.ZodType | TFileOutput>(
      path: string,
      input: I,
      output: O,
      options: TEndpointOptions,
    ): TEndpoint<TInputSchema<I>, O> => {
      // In the order of a written-out endpoint: method, path, summary, tag, access, then the rest.
      const { summary, ...rest } = options;
      const io = input === null ? { output } : { input: input as TInputSchema<I>, output };
      return endpoint({ method, path, summary, ...defaults, ...rest, ...io });
    };
  return { get: declare("GET"), post: declare("POST"), put: declare("PUT"), delete: declare("DELETE") };
}

/** Where an endpoint's input travels. */
export function inputPlaceOf(e: Pick<TAnyEndpoint, "method" | "inputIn" | "upload">): "query" | "body" {
  return e.inputIn ?? (e.method === "GET" || e.upload ? "query" : "body");
}

/** What the caller sends (before defaults and transforms). */
export type TInputOf<E> = E extends TEndpoint<infer I, infer _O> ? z.input<I> : never;
/** What the handler receives (after parsing). */
export type TParsedInputOf<E> = E extends TEndpoint<infer I, infer _O> ? z.output<I> : never;
/** The envelope's `data` the caller receives. */
export type TOutputOf<E> =
  E extends TEndpoint<infer _I, infer O> ? (O extends z.ZodType ? z.output<O> : Blob) : never;

/**
 * `GET warehouse/query-packaging-materials` → `getWarehouseQueryPackagingMaterials` (OpenAPI operationId;
 * the method is part of it because a few paths answer several methods).
 */
export function operationIdOf(e: Pick<TAnyEndpoint, "method" | "path">): string {
  const words = [e.method.toLowerCase(), ...e.path.split(/[^A-Za-z0-9]+/).filter(Boolean)];
  return words.map((w, i) => (i === 0 ? w : w.charAt(0).toUpperCase() + w.slice(1))).join("");
}
