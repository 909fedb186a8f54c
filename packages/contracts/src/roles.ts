import { z } from "zod";

export const roles = ["provider", "operator", "dropShipper"] as const;
export const ZRole = z.enum(roles);
export type TRole = z.infer<typeof ZRole>;

/** Display names of spec section 3. */
export const roleDisplayName: Record<TRole, string> = {
  provider: "Provider",
  operator: "Operator",
  dropShipper: "Drop shipper",
};

/** The area of the web app a role signs in to: providers and operators share /p. */
export type TArea = "p" | "ds";
export function areaOfRole(role: TRole): TArea {
  return role === "dropShipper" ? "ds" : "p";
}
export function isProviderSide(role: TRole): boolean {
  return role === "provider" || role === "operator";
}
