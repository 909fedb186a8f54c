/** A call that did not succeed: either the server answered with an error code, or the transport failed. */
export class ApiError<TData = unknown> extends Error {
  /** Set by the screen that shows this error itself (a form, at its fields): the client's toast stays away. */
  private claimedBy = false;

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
    const data = this.data as { fields?: Record<string, unknown> } | null;
    const fields = data?.fields;
    if (!fields || typeof fields !== "object") return {};
    return Object.fromEntries(
      Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
    );
  }

  /**
   * What to tell a user who sees no form fields: the server's field messages when it gave some (they say
   * what to change, "Add at least one SKU"), else its message ("Parameter error, please check the input").
   */
  get detailedMessage(): string {
    const texts = [...new Set(Object.values(this.fieldErrors))];
    return texts.length > 0 ? texts.join("; ") : this.message;
  }

  /** The screen shows this error itself: the client's own toast of it is not needed. */
  claim(): void {
    this.claimedBy = true;
  }

  get claimed(): boolean {
    return this.claimedBy;
  }
}

/** Transport failures (spec section 8): the client-side codes for timeout, network and authorisation. */
export const transportCode = { authorisation: 996, timeout: 997, network: 998, unknown: 999 } as const;
