/** The product mark: a review bubble with a star, in the accent colour. Decorative: the name is always beside it. */
export function BrandMark() {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#0b6fb8" />
      <path
        d="M7 9.5A2.5 2.5 0 0 1 9.5 7h13A2.5 2.5 0 0 1 25 9.5v9a2.5 2.5 0 0 1-2.5 2.5H14l-5 4v-4h.5A2.5 2.5 0 0 1 7 18.5z"
        fill="#fff"
      />
      <path
        d="m16 9.6 1.55 3.14 3.46.5-2.5 2.44.59 3.45L16 17.5l-3.1 1.63.59-3.45-2.5-2.44 3.46-.5z"
        fill="#40b5ff"
      />
    </svg>
  );
}
