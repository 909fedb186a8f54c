import { type GraphQLResolveInfo, getDirectiveValues } from "graphql";
import type { TRequest } from "../core.ts";
import { fulfillmentCreate } from "./mutations-fulfillment.ts";
import { inventorySetQuantities } from "./mutations-inventory.ts";
import { reverseFulfillmentOrderDispose } from "./mutations-returns.ts";
import { webhookSubscriptionCreate, webhookSubscriptionDelete } from "./mutations-webhooks.ts";
import type { TArgs } from "./views-catalog.ts";

/** The mutations the simulator performs; any other valid mutation answers null. */

type TMutation = (args: TArgs, req: TRequest) => unknown;

/** The key of `@idempotent(key: "…")` on the mutation field, if any. */
function idempotencyKey(info: GraphQLResolveInfo): string | null {
  const directive = info.schema.getDirective("idempotent");
  const node = info.fieldNodes[0];
  if (!directive || !node) return null;
  const values = getDirectiveValues(directive, node, info.variableValues);
  return typeof values?.key === "string" && values.key !== "" ? values.key : null;
}

function withKey(mutation: TMutation) {
  return (args: TArgs, req: TRequest, info: GraphQLResolveInfo) =>
    mutation(args, { ...req, idempotencyKey: idempotencyKey(info) });
}

export const mutationRoot = {
  webhookSubscriptionCreate: withKey(webhookSubscriptionCreate),
  webhookSubscriptionDelete: withKey(webhookSubscriptionDelete),
  fulfillmentCreate: withKey(fulfillmentCreate),
  inventorySetQuantities: withKey(inventorySetQuantities),
  reverseFulfillmentOrderDispose: withKey(reverseFulfillmentOrderDispose),
};
