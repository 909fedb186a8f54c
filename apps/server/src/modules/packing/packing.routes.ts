import { packingEndpoints as api } from "@wms/contracts";
import { defineRoutes } from "../../kernel/http/route-kit.ts";
import { languageOf } from "../../kernel/i18n.ts";
import * as bags from "./packing.bags.ts";
import * as review from "./packing.review.ts";
import * as reviewWave from "./packing.review-wave.ts";
import * as weighing from "./packing.weighing.ts";

export const packingRoutes = defineRoutes((route, { db }) => {
  // An order code or tracking number answers the order's state (mode "order"), a wave code the wave's.
  route(api.startReview, ({ scope, input }) => review.startReview(db, scope, input));
  route(api.scanItem, ({ scope, input }) => review.scanItem(db, scope, input));
  route(api.scanWaveItem, ({ scope, input }) => reviewWave.scanWaveItem(db, scope, input));
  route(api.completeReview, ({ scope, input }) => review.completeReview(db, scope, input));

  route(api.putIntoBag, ({ scope, input }) => bags.putIntoBag(db, scope, input));
  route(api.closeBag, ({ scope, input }) => bags.closeBag(db, scope, input));
  route(api.bags, ({ scope, input }) => bags.listBags(db, scope, input));
  route(api.printBags, async ({ scope, input, req, reply }) => {
    const pdf = await bags.printBags(db, scope, input, languageOf(req));
    return reply
      .header("content-type", "application/pdf")
      .header("content-disposition", 'inline; filename="bag-list.pdf"')
      .header("cache-control", "private, no-store")
      .send(pdf);
  });

  route(api.weigh, ({ scope, input }) => weighing.weighPackage(db, scope, input));
  route(api.expected, ({ scope, input }) => weighing.expectedWeight(db, scope, input));
  route(api.settings, ({ scope }) => weighing.getSettings(db, scope));
  route(api.saveSettings, ({ scope, input }) => weighing.saveSettings(db, scope, input));
});
