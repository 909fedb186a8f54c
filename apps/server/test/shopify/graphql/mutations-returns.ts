import type { TRequest } from "../core.ts";
import { disposeReturnLines, type TDisposeInput } from "../returns/dispose.ts";
import type { TArgs } from "./views-catalog.ts";
import { rfoLineItemView } from "./views-returns.ts";

/**
 * `reverseFulfillmentOrderDispose(dispositionInputs:)` (requires `write_returns`): returns/dispose.ts
 * records the dispositions, or answers `ReturnUserError`s and records none. What a test set to happen
 * before it (the merchant disposing in the admin meanwhile, `beforeNextDispose`) happens first.
 */
export function reverseFulfillmentOrderDispose(args: TArgs, req: TRequest) {
  for (const happen of req.shop.beforeDispose.splice(0)) happen();
  const done = disposeReturnLines(req.core, req.shop, (args.dispositionInputs ?? []) as TDisposeInput[]);
  if ("errors" in done)
    return {
      __typename: "ReverseFulfillmentOrderDisposePayload",
      reverseFulfillmentOrderLineItems: null,
      userErrors: done.errors.map((e) => ({ __typename: "ReturnUserError", ...e })),
    };
  return {
    __typename: "ReverseFulfillmentOrderDisposePayload",
    reverseFulfillmentOrderLineItems: done.lines.map((l) => rfoLineItemView(req.shop, l)),
    userErrors: [],
  };
}
