/**
 * What the demo history is made of: the demo shipper's "home and desk" range (its own SKUs, so the
 * earbuds, T-shirts and stands of the base demo keep the stock the tests and the tour describe), the
 * consignees its orders go to, and a fixed random sequence so every first start tells the same month.
 */

export type THistoryVariant = {
  sku: string;
  barcode: string;
  name_en: string;
  name_cn: string;
  colour?: string;
  /** kg, three decimals: what the weighing bench expects per unit. */
  weight: string;
  price: string;
  /** Units in the first receipt, at the start of the month. */
  firstReceipt: number;
  /** Units in the second, mid-month (0: none). */
  restock: number;
};

export const historyProducts: { title: string; pid: string; tags: string[]; variants: THistoryVariant[] }[] =
  [
    {
      title: "USB-C Cable 1 m",
      pid: "CABLE",
      tags: ["electronics"],
      variants: [
        {
          sku: "CB-USBC-1M",
          barcode: "6901234500109",
          name_en: "USB-C Cable 1 m",
          name_cn: "USB-C 数据线 1米",
          weight: "0.040",
          price: "5.90",
          firstReceipt: 300,
          restock: 200,
        },
      ],
    },
    {
      title: "Insulated Water Bottle",
      pid: "BOTTLE",
      tags: ["home"],
      variants: [
        {
          sku: "WB-500-BLU",
          barcode: "6901234500116",
          name_en: "Water Bottle 500 ml Blue",
          name_cn: "保温水杯 500毫升 蓝色",
          colour: "Blue",
          weight: "0.350",
          price: "15.90",
          firstReceipt: 120,
          restock: 60,
        },
        {
          sku: "WB-500-GRN",
          barcode: "6901234500123",
          name_en: "Water Bottle 500 ml Green",
          name_cn: "保温水杯 500毫升 绿色",
          colour: "Green",
          weight: "0.350",
          price: "15.90",
          firstReceipt: 100,
          restock: 0,
        },
      ],
    },
    {
      title: "LED Desk Lamp",
      pid: "LAMP",
      tags: ["home", "electronics"],
      variants: [
        {
          sku: "DL-LED-01",
          barcode: "6901234500130",
          name_en: "LED Desk Lamp",
          name_cn: "LED 护眼台灯",
          weight: "0.900",
          price: "29.90",
          firstReceipt: 60,
          restock: 40,
        },
      ],
    },
    {
      title: "Silicone Phone Case",
      pid: "CASE",
      tags: ["accessories"],
      variants: [
        {
          sku: "PC-CLR-01",
          barcode: "6901234500147",
          name_en: "Clear Silicone Phone Case",
          name_cn: "透明硅胶手机壳",
          weight: "0.045",
          price: "8.90",
          firstReceipt: 250,
          restock: 150,
        },
      ],
    },
  ];

export const historyVariants = historyProducts.flatMap((p) => p.variants);

/** Units of a SKU the weighing bench expects. */
export const unitWeightOf = (sku: string) => Number(historyVariants.find((v) => v.sku === sku)?.weight ?? 0);

export const consignees = [
  {
    consignee: "Emma Johnson",
    country: "US",
    province: "CA",
    city: "Los Angeles",
    address: "1200 Sunset Blvd",
    postcode: "90026",
    phone: "+1 213 555 0142",
  },
  {
    consignee: "Liam Smith",
    country: "US",
    province: "NY",
    city: "Brooklyn",
    address: "45 Court St",
    postcode: "11201",
    phone: "+1 718 555 0173",
  },
  {
    consignee: "Olivia Brown",
    country: "GB",
    province: "",
    city: "London",
    address: "22 Camden High St",
    postcode: "NW1 0JH",
    phone: "+44 20 7946 0381",
  },
  {
    consignee: "Noah Wilson",
    country: "CA",
    province: "ON",
    city: "Toronto",
    address: "300 Queen St W",
    postcode: "M5V 2A2",
    phone: "+1 416 555 0110",
  },
  {
    consignee: "Mia Schneider",
    country: "DE",
    province: "",
    city: "Berlin",
    address: "Torstraße 101",
    postcode: "10119",
    phone: "+49 30 901820",
  },
  {
    consignee: "Lucas Martin",
    country: "FR",
    province: "",
    city: "Lyon",
    address: "14 Rue de la République",
    postcode: "69002",
    phone: "+33 4 72 10 30 30",
  },
  {
    consignee: "Chloe Taylor",
    country: "AU",
    province: "NSW",
    city: "Sydney",
    address: "88 George St",
    postcode: "2000",
    phone: "+61 2 9374 4000",
  },
  {
    consignee: "Ethan Davis",
    country: "US",
    province: "TX",
    city: "Austin",
    address: "701 Congress Ave",
    postcode: "78701",
    phone: "+1 512 555 0188",
  },
  {
    consignee: "Sofia Rossi",
    country: "IT",
    province: "MI",
    city: "Milano",
    address: "Via Torino 20",
    postcode: "20123",
    phone: "+39 02 8821 4500",
  },
  {
    consignee: "James Anderson",
    country: "US",
    province: "WA",
    city: "Seattle",
    address: "400 Pine St",
    postcode: "98101",
    phone: "+1 206 555 0135",
  },
  {
    consignee: "Ava Thompson",
    country: "GB",
    province: "",
    city: "Manchester",
    address: "5 Deansgate",
    postcode: "M3 2BY",
    phone: "+44 161 496 0720",
  },
  {
    consignee: "Hannah Müller",
    country: "DE",
    province: "",
    city: "München",
    address: "Leopoldstraße 50",
    postcode: "80802",
    phone: "+49 89 2180 0",
  },
] as const;

/** A small seeded generator (mulberry32): the same history on every first start. */
export function seededRandom(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    /** An integer in [min, max]. */
    between: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
  };
}

export type TRandom = ReturnType<typeof seededRandom>;

/** One order's lines: mostly one unit of one SKU, sometimes two units, now and then two SKUs. */
export function orderLinesOf(random: TRandom): { sku: string; quantity: number }[] {
  const popular = [
    "CB-USBC-1M",
    "CB-USBC-1M",
    "PC-CLR-01",
    "PC-CLR-01",
    "WB-500-BLU",
    "WB-500-GRN",
    "DL-LED-01",
  ];
  const first = random.pick(popular);
  const roll = random.next();
  if (roll < 0.7) return [{ sku: first, quantity: 1 }];
  if (roll < 0.88) return [{ sku: first, quantity: 2 }];
  const second = random.pick(popular.filter((s) => s !== first));
  return [
    { sku: first, quantity: 1 },
    { sku: second, quantity: 1 },
  ];
}
