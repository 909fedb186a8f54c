import { limits, productLimits } from "@wms/contracts";

/**
 * Client-side checks before an upload (spec section 5), mirroring the server's: images JPG/PNG/GIF up to
 * 5 MB and at most `productLimits.imagesPerProduct` per product; spreadsheets .xlsx up to 10 MB.
 * They return a locale key, or null when the file may be sent.
 */
const imageTypes = ["image/jpeg", "image/png", "image/gif"];
const imageExtension = /\.(jpe?g|png|gif)$/i;

export function imageProblem(file: { name: string; type: string; size: number }, existing: number) {
  if (!imageTypes.includes(file.type) && !imageExtension.test(file.name)) return "products.image.type";
  if (file.size > limits.imageBytes) return "products.image.size";
  if (existing >= productLimits.imagesPerProduct) return "products.image.count";
  return null;
}

export function spreadsheetProblem(file: { name: string; size: number }) {
  if (!/\.xlsx$/i.test(file.name)) return "products.import.type";
  if (file.size > limits.spreadsheetBytes) return "products.import.size";
  return null;
}
