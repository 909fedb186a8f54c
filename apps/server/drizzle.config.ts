import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  // Module tables, and the kernel's own (the live-event log of kernel/services/events.ts).
  schema: ["./src/modules/*/*.tables.ts", "./src/kernel/**/*.tables.ts"],
  out: "./drizzle",
});
