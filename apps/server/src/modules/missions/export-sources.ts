// Every exportable list registers itself on import; new domains add their *.export.ts here.
import "../audit/audit.export.ts";
import "../inventory/inventory.export.ts";
