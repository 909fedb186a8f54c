import { randomUUID } from "node:crypto";
import type { Db } from "../../kernel/db/client.ts";
import { insertProducts, insertVariants } from "./products.repository.ts";
import { labelTemplates } from "./products.tables.ts";

/** Demo catalogue of the demo drop shipper: three products, one of them with colour/size variants. */
export async function seedDemoProducts(db: Db, providerId: string, customerId: string): Promise<void> {
  const owner = { providerId, customerId };
  const items = [
    {
      title: "Wireless Earbuds",
      pid: "EARBUDS",
      tags: ["electronics", "audio"],
      variants: [
        {
          sku: "EB-100-BLK",
          barcode: "6901234500017",
          nameCn: "无线耳机 黑色",
          nameEn: "Wireless Earbuds Black",
          colour: "Black",
          weight: "0.080",
          price: "19.90",
        },
        {
          sku: "EB-100-WHT",
          barcode: "6901234500024",
          nameCn: "无线耳机 白色",
          nameEn: "Wireless Earbuds White",
          colour: "White",
          weight: "0.080",
          price: "19.90",
        },
      ],
    },
    {
      title: "Cotton T-shirt",
      pid: "TSHIRT",
      tags: ["apparel"],
      variants: [
        {
          sku: "TS-RED-M",
          barcode: "6901234500031",
          nameCn: "纯棉T恤 红色 M",
          nameEn: "Cotton T-shirt Red M",
          colour: "Red",
          size: "M",
          weight: "0.200",
          price: "9.90",
        },
        {
          sku: "TS-RED-L",
          barcode: "6901234500048",
          nameCn: "纯棉T恤 红色 L",
          nameEn: "Cotton T-shirt Red L",
          colour: "Red",
          size: "L",
          weight: "0.210",
          price: "9.90",
        },
      ],
    },
    {
      title: "Phone Stand",
      pid: "STAND",
      tags: ["accessories"],
      variants: [
        {
          sku: "PS-ALU-01",
          barcode: "",
          nameCn: "铝合金手机支架",
          nameEn: "Aluminium Phone Stand",
          weight: "0.150",
          price: "7.50",
        },
      ],
    },
  ];
  for (const item of items) {
    const id = randomUUID();
    await insertProducts(db, [{ ...owner, id, title: item.title, pid: item.pid, tags: item.tags }]);
    await insertVariants(
      db,
      item.variants.map((v, position) => ({
        ...owner,
        productId: id,
        position,
        origin: "CN",
        length: "10",
        width: "8",
        height: "4",
        warningQuantity: 10,
        ...v,
      })),
    );
  }
}

/** The demo provider's default product label template (50 x 30 mm: barcode, SKU and both names). */
export async function seedDemoLabelTemplate(tx: Db, providerId: string): Promise<void> {
  await tx.insert(labelTemplates).values({
    providerId,
    name: "Standard 50 x 30 mm",
    widthMm: 50,
    heightMm: 30,
    fields: ["barcode", "sku", "name_en", "name_cn"],
    isDefault: true,
  });
}
