import { afterEach, describe, expect, it } from "vitest";
import { code128Modules, countPdfPages, hasCjkFont, renderLabels } from "./pdf-labels.ts";

const saved = process.env.LABEL_CJK_FONT;
afterEach(() => {
  if (saved === undefined) delete process.env.LABEL_CJK_FONT;
  else process.env.LABEL_CJK_FONT = saved;
});

describe("label PDFs", () => {
  it("draws one page per label with Code128 bars", async () => {
    expect(code128Modules("SKU-1").reduce((a, b) => a + b, 0)).toBeGreaterThan(50);
    const pdf = await renderLabels(
      [
        { code: "SKU-1", lines: ["Mug", "杯子"] },
        { code: "SKU-2", lines: ["Cup"] },
      ],
      { widthMm: 60, heightMm: 40 },
    );
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    expect(countPdfPages(pdf)).toBe(2);
  });

  it("leaves Chinese lines out when no CJK font is available (LABEL_CJK_FONT=none)", async () => {
    process.env.LABEL_CJK_FONT = "none";
    expect(hasCjkFont()).toBe(false);
    const pdf = await renderLabels([{ code: "SKU-1", lines: ["Mug", "杯子"] }], {
      widthMm: 50,
      heightMm: 30,
    });
    expect(countPdfPages(pdf)).toBe(1);
    expect(pdf.toString("latin1")).not.toMatch(/CJK/);
  });
});
