import { describe, expect, it } from "vitest";
import { imageProblem, spreadsheetProblem } from "./file-checks.ts";

const mb = 1024 * 1024;

describe("upload checks before sending", () => {
  it("accepts JPG, PNG and GIF images up to 5 MB while under the count limit", () => {
    expect(imageProblem({ name: "a.jpg", type: "image/jpeg", size: 5 * mb }, 0)).toBeNull();
    expect(imageProblem({ name: "a.GIF", type: "", size: 10 }, 9)).toBeNull();
  });
  it("refuses other types, larger images and the eleventh image", () => {
    expect(imageProblem({ name: "a.webp", type: "image/webp", size: 10 }, 0)).toBe("products.image.type");
    expect(imageProblem({ name: "a.png", type: "image/png", size: 5 * mb + 1 }, 0)).toBe(
      "products.image.size",
    );
    expect(imageProblem({ name: "a.png", type: "image/png", size: 10 }, 10)).toBe("products.image.count");
  });
  it("accepts only .xlsx spreadsheets up to 10 MB", () => {
    expect(spreadsheetProblem({ name: "p.xlsx", size: 10 * mb })).toBeNull();
    expect(spreadsheetProblem({ name: "p.xls", size: 10 })).toBe("products.import.type");
    expect(spreadsheetProblem({ name: "p.csv", size: 10 })).toBe("products.import.type");
    expect(spreadsheetProblem({ name: "p.xlsx", size: 10 * mb + 1 })).toBe("products.import.size");
  });
});
