import { sourcingEndpoints as api, Code, limits, ZProductImageParams } from "@wms/contracts";
import { ok } from "../../kernel/http/envelope.ts";
import { defineRoutes } from "../../kernel/http/route-kit.ts";
import { readSpreadsheetUpload, readUpload, sendStoredImage } from "../../kernel/http/uploads.ts";
import { myQuota, providerQuotas, updateQuota } from "./sourcing.quota.ts";
import { confirmQuote, quoteSourcing } from "./sourcing.quote.ts";
import { staffOf } from "./sourcing.repository.ts";
import * as requests from "./sourcing.service.ts";
import * as steps from "./sourcing.transitions.ts";

export const sourcingRoutes = defineRoutes((route, ctx) => {
  const { db } = ctx;

  route(api.create, ({ scope, input }) => requests.createSourcing(db, scope, input));
  route(api.resubmit, ({ scope, input }) => requests.resubmitSourcing(db, scope, input));
  route(api.uploadImage, ({ scope, input, req }) =>
    requests.uploadSourcingImage(ctx, scope, input.provider_uuid, async () => {
      const { bytes } = await readUpload(req, limits.imageBytes, "file.imageSize");
      return bytes;
    }),
  );
  route(api.image, ({ params, reply }) => sendStoredImage(reply, ctx.files, "sourcing", params.name), {
    params: ZProductImageParams,
  });
  route(api.import, async ({ scope, input, req, reply }) => {
    const result = await requests.importSourcing(db, scope, input, () => readSpreadsheetUpload(req));
    if (result.errors.length) return ok(reply, result, Code.partial, "sourcing.importRefused");
    return ok(reply, result, Code.created);
  });
  route(api.list, ({ scope, input }) => requests.querySourcing(db, scope, input));
  route(api.detail, ({ scope, input }) => requests.sourcingDetail(db, scope, input));

  // Transitions: each answers the request's new detail.
  route(api.cancel, ({ scope, input }) => steps.cancelSourcing(db, scope, input));
  route(api.start, ({ scope, input }) => steps.startSourcing(db, scope, input));
  route(api.quote, ({ scope, input }) => quoteSourcing(db, scope, input));
  route(api.reject, ({ scope, input }) => steps.rejectSourcing(db, scope, input));
  route(api.rejectQuote, ({ scope, input }) => steps.rejectQuote(db, scope, input));
  route(api.confirm, ({ scope, input }) => confirmQuote(db, scope, input));
  route(api.assign, ({ scope, input }) => steps.assignSourcing(db, scope, input));

  route(api.staff, ({ scope }) => staffOf(db, scope.ownProviderId()));
  route(api.quotas, ({ scope }) => providerQuotas(db, scope));
  route(api.updateQuota, ({ scope, input }) => updateQuota(db, scope, input));
  route(api.myQuota, ({ scope, input }) => myQuota(db, scope, input.provider_uuid));
});
