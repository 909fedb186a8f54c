import { returnsEndpoints as api, limits, ZProductImageParams } from "@wms/contracts";
import { defineRoutes } from "../../kernel/http/route-kit.ts";
import { readUpload, sendStoredImage } from "../../kernel/http/uploads.ts";
import { returnFigures } from "./returns.figures.ts";
import { finishInspection, inspectReturn } from "./returns.inspection.ts";
import { returnableLines } from "./returns.orders.ts";
import * as bench from "./returns.receiving.ts";
import * as svc from "./returns.service.ts";
import { printReturnSlip } from "./returns.slip.ts";

export const returnsRoutes = defineRoutes((route, ctx) => {
  const { db } = ctx;
  route(api.list, ({ scope, input }) => svc.listReturns(db, scope, input));
  route(api.figures, ({ scope, input }) => returnFigures(db, scope, input));
  route(api.detail, ({ scope, input }) => svc.returnDetail(db, scope, input));
  route(api.returnable, async ({ scope, input }) =>
    returnableLines(db, await svc.ownerOf(scope, input.provider_uuid), input.order_id),
  );
  route(api.create, ({ scope, input }) => svc.createReturn(db, scope, input));
  route(api.slip, async ({ scope, input, reply }) => {
    const pdf = await printReturnSlip(db, scope, input);
    return reply
      .header("content-type", "application/pdf")
      .header("content-disposition", 'inline; filename="return-slip.pdf"')
      .header("cache-control", "private, no-store")
      .send(pdf);
  });
  route(api.ship, ({ scope, input }) => svc.shipReturn(db, scope, input));
  route(api.cancel, ({ scope, input }) => svc.cancelReturn(db, scope, input));
  route(api.close, ({ scope, input }) => svc.closeReturn(db, scope, input));
  route(api.find, ({ scope, input }) => bench.findReturns(db, scope, input));
  route(api.receive, ({ scope, input }) => bench.receiveReturn(db, scope, input));
  route(api.inspect, ({ scope, input }) => inspectReturn(db, scope, input));
  route(api.finish, ({ scope, input }) => finishInspection(db, scope, input));
  route(api.uploadPhoto, ({ scope, req }) =>
    bench.uploadReturnPhoto(ctx, scope, async () => {
      const { bytes } = await readUpload(req, limits.imageBytes, "file.imageSize");
      return bytes;
    }),
  );
  route(api.photo, ({ params, reply }) => sendStoredImage(reply, ctx.files, "returns", params.name), {
    params: ZProductImageParams,
  });
  route(api.unidentified, ({ scope, input }) => bench.listUnidentified(db, scope, input));
  route(api.recordUnidentified, ({ scope, input }) => bench.recordUnidentified(db, scope, input));
  route(api.assignUnidentified, ({ scope, input }) => bench.assignUnidentified(db, scope, input));
});
