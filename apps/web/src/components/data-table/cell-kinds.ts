import "./data-table.css";

/** A column's class that keeps its cells (not its title) on one line: times, codes, tags, buttons. */
export const oneLineCell = "wms-one-line";
