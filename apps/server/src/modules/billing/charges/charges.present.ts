/** A quantity as stored (numeric(14,4)) without trailing zeros: 3.0000 → 3, 0.1250 → 0.125; 10 stays. */
export const presentQuantity = (q: string) => (q.includes(".") ? q.replace(/\.?0+$/, "") : q);
