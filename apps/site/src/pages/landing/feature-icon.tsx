const paths: Record<string, string> = {
  collect: "M4 5h16v11H8l-4 4zM8 9h8M8 12h5",
  export: "M12 4v10m-4-4 4 4 4-4M5 17v3h14v-3",
  filter: "M4 5h16l-6 7v6l-4 2v-8z",
  gentle: "M12 4a8 8 0 1 0 0 16 8 8 0 0 0 0-16zm0 4v4l3 2",
  private: "M6 11V8a6 6 0 0 1 12 0v3M5 11h14v9H5zM12 14v3",
  bilingual: "M4 5h9M8.5 5c0 5-2 8-4.5 10M6 9c1.5 3 4 5 6 6M13 20l4-9 4 9M14.5 17h5",
};

/** Line icons of the feature grid (decorative; the feature title says the same). */
export function FeatureIcon(props: { name: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="feature__icon">
      <path
        d={paths[props.name] ?? ""}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
