/** A call that did not succeed: either the server answered with an error code, or the transport failed. */
export class ApiError<TData = unknown> extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data: TData | null = null,
    readonly status = 0,
  ) {
    super(message);
    this.name = "ApiError";
  }

  /** Field errors of a 4001 answer: field name to a message already in the caller's language. */
  get fieldErrors(): Record<string, string> {
    const data = this.data as { fields?: Record<string, string> } | null;
    return data?.fields ?? {};
  }
}

/** Transport failures (spec section 8): the client-side codes for timeout, network and authorisation. */
export const transportCode = { authorisation: 996, timeout: 997, network: 998, unknown: 999 } as const;
