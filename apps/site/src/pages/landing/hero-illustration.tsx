/** A shop page with the extension's panel collecting reviews into a spreadsheet. Made for this site. */
export function HeroIllustration(props: { label: string }) {
  return (
    <svg viewBox="0 0 520 400" role="img" aria-label={props.label} className="hero__figure">
      <title>{props.label}</title>
      <defs>
        <linearGradient id="hero-bg" x1="0" x2="1" y1="0" y2="1">
          <stop offset="0" stopColor="#e8f6ff" />
          <stop offset="1" stopColor="#f7fbff" />
        </linearGradient>
      </defs>
      <rect x="10" y="20" width="400" height="330" rx="14" fill="#fff" stroke="#d6e2ee" strokeWidth="2" />
      <path d="M10 34a14 14 0 0 1 14-14h372a14 14 0 0 1 14 14v18H10z" fill="#f1f5f9" />
      <circle cx="30" cy="36" r="5" fill="#f87171" />
      <circle cx="46" cy="36" r="5" fill="#fbbf24" />
      <circle cx="62" cy="36" r="5" fill="#34d399" />
      <rect x="90" y="29" width="230" height="14" rx="7" fill="#fff" stroke="#dbe4ee" />
      <rect x="372" y="27" width="20" height="18" rx="5" fill="#0b6fb8" />
      <path d="m382 31 1.6 3.3 3.6.5-2.6 2.5.6 3.6-3.2-1.7-3.2 1.7.6-3.6-2.6-2.5 3.6-.5z" fill="#fff" />
      <rect x="30" y="70" width="150" height="120" rx="10" fill="url(#hero-bg)" />
      <path d="m55 170 35-45 25 30 18-20 32 35z" fill="#bfe3fb" />
      <circle cx="140" cy="100" r="12" fill="#9dd3f7" />
      <rect x="196" y="74" width="170" height="12" rx="6" fill="#1e293b" opacity=".85" />
      <rect x="196" y="96" width="120" height="10" rx="5" fill="#cbd5e1" />
      <rect x="196" y="124" width="70" height="18" rx="6" fill="#e8f6ff" />
      <g fill="#f59e0b">
        <path d="m38 222 3 6 6.6.9-4.8 4.7 1.1 6.6-5.9-3.1-5.9 3.1 1.1-6.6-4.8-4.7 6.6-.9z" />
        <path d="m60 222 3 6 6.6.9-4.8 4.7 1.1 6.6-5.9-3.1-5.9 3.1 1.1-6.6-4.8-4.7 6.6-.9z" />
        <path d="m82 222 3 6 6.6.9-4.8 4.7 1.1 6.6-5.9-3.1-5.9 3.1 1.1-6.6-4.8-4.7 6.6-.9z" />
        <path d="m104 222 3 6 6.6.9-4.8 4.7 1.1 6.6-5.9-3.1-5.9 3.1 1.1-6.6-4.8-4.7 6.6-.9z" />
        <path d="m126 222 3 6 6.6.9-4.8 4.7 1.1 6.6-5.9-3.1-5.9 3.1 1.1-6.6-4.8-4.7 6.6-.9z" />
      </g>
      <rect x="30" y="248" width="220" height="9" rx="4.5" fill="#cbd5e1" />
      <rect x="30" y="264" width="180" height="9" rx="4.5" fill="#e2e8f0" />
      <rect x="30" y="286" width="44" height="44" rx="8" fill="#dbeefe" />
      <rect x="82" y="286" width="44" height="44" rx="8" fill="#e8f6ff" />
      <rect x="134" y="286" width="44" height="44" rx="8" fill="#dbeefe" />
      <g>
        <rect x="280" y="150" width="230" height="230" rx="16" fill="#fff" stroke="#0b6fb8" strokeWidth="2" />
        <rect x="300" y="172" width="110" height="12" rx="6" fill="#1e293b" opacity=".85" />
        <rect x="300" y="200" width="190" height="30" rx="8" fill="#f1f5f9" />
        <rect x="310" y="211" width="80" height="8" rx="4" fill="#94a3b8" />
        <rect x="300" y="242" width="190" height="30" rx="8" fill="#f1f5f9" />
        <rect x="310" y="253" width="60" height="8" rx="4" fill="#94a3b8" />
        <rect x="300" y="288" width="190" height="10" rx="5" fill="#e2e8f0" />
        <rect x="300" y="288" width="132" height="10" rx="5" fill="#40b5ff" />
        <rect x="300" y="318" width="190" height="40" rx="10" fill="#0b6fb8" />
        <path d="M395 328v14m-7-6 7 7 7-7" stroke="#fff" strokeWidth="3" fill="none" strokeLinecap="round" />
      </g>
      <g transform="translate(420 40)">
        <rect width="92" height="96" rx="10" fill="#fff" stroke="#34a853" strokeWidth="2" />
        <path d="M0 30h92M0 52h92M0 74h92M30 0v96" stroke="#c7e8d2" strokeWidth="2" />
        <rect x="8" y="10" width="16" height="10" rx="3" fill="#34a853" />
      </g>
    </svg>
  );
}
