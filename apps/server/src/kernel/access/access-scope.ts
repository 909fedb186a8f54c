import { Code, isProviderSide, type TRole } from "@wms/contracts";
import type { Db } from "../db/client.ts";
import { AppError, forbidden } from "../errors.ts";
import { defineSlot } from "../hooks.ts";
import type { TSession } from "./session.ts";

/** A drop shipper's customer account with one provider, answered by the tenancy module. */
export type TTenantMembership = (
  db: Db,
  providerId: string,
  userId: string,
) => Promise<{ customerId: string; status: string } | null>;
export const tenantMembership = defineSlot<TTenantMembership>("access.tenantMembership");

export type TTenant = {
  providerId: string;
  /** Set when the caller is a drop shipper acting as this provider's customer. */
  customerId: string | null;
};

/**
 * The one place where object-level access is decided. Services ask the scope which tenant
 * (and which customer) the caller may act for, then filter every query by it.
 */
export class AccessScope {
  constructor(
    private readonly db: Db,
    readonly session: TSession,
  ) {}

  get userId(): string {
    return this.session.userId;
  }
  get role(): TRole {
    return this.session.role;
  }
  get isProviderSide(): boolean {
    return isProviderSide(this.session.role);
  }

  requireRole(...allowed: TRole[]): void {
    if (!allowed.includes(this.session.role)) throw forbidden();
  }

  /** The caller's own tenant; only providers and operators have one. */
  ownProviderId(): string {
    if (!this.isProviderSide || !this.session.providerId) throw forbidden();
    return this.session.providerId;
  }

  /**
   * The tenant a call acts in. Providers and operators: their own (naming another is refused).
   * Drop shippers: the provider they name, which must have them as an active customer.
   */
  async tenant(providerUuid?: string | null): Promise<TTenant> {
    if (this.isProviderSide) {
      const own = this.ownProviderId();
      if (providerUuid && providerUuid !== own) throw forbidden();
      return { providerId: own, customerId: null };
    }
    if (!providerUuid) throw new AppError(Code.badRequest, "provider.uuidRequired");
    const row = await tenantMembership.require()(this.db, providerUuid, this.session.userId);
    if (!row) throw new AppError(Code.forbidden, "provider.notLinked");
    if (row.status !== "active") throw new AppError(Code.forbidden, "auth.frozen");
    return { providerId: providerUuid, customerId: row.customerId };
  }
}
