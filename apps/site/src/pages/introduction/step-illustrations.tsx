import type { ReactNode } from "react";

/** Illustrations made for this guide: a browser window with the extension at each step. No text inside. */
function Frame(props: { label: string; children: ReactNode; glow?: boolean }) {
  return (
    <svg viewBox="0 0 480 300" role="img" aria-label={props.label} className="step-figure">
      <title>{props.label}</title>
      <rect x="8" y="8" width="464" height="284" rx="14" fill="#fff" stroke="#d6e2ee" strokeWidth="2" />
      <path d="M8 22A14 14 0 0 1 22 8h436a14 14 0 0 1 14 14v20H8z" fill="#f1f5f9" />
      <circle cx="28" cy="25" r="5" fill="#f87171" />
      <circle cx="44" cy="25" r="5" fill="#fbbf24" />
      <circle cx="60" cy="25" r="5" fill="#34d399" />
      <rect x="84" y="17" width="280" height="16" rx="8" fill="#fff" stroke="#dbe4ee" />
      <rect x="430" y="15" width="22" height="20" rx="6" fill={props.glow ? "#0b6fb8" : "#94a3b8"} />
      <path d="m441 19 1.7 3.4 3.7.6-2.7 2.6.6 3.7-3.3-1.8-3.3 1.8.6-3.7-2.7-2.6 3.7-.6z" fill="#fff" />
      {props.glow ? (
        <circle cx="441" cy="25" r="17" fill="none" stroke="#40b5ff" strokeWidth="3" opacity=".6" />
      ) : null}
      {props.children}
    </svg>
  );
}

const Lines = (props: { x: number; y: number; widths: number[]; gap?: number }) => (
  <>
    {props.widths.map((w, i) => (
      <rect
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed decorative lines
        key={i}
        x={props.x}
        y={props.y + i * (props.gap ?? 16)}
        width={w}
        height="8"
        rx="4"
        fill={i === 0 ? "#334155" : "#cbd5e1"}
      />
    ))}
  </>
);

const Star = (props: { x: number; y: number; on?: boolean }) => (
  <path
    transform={`translate(${props.x} ${props.y})`}
    d="m10 0 3 6.2 6.8 1-4.9 4.8 1.2 6.8L10 15.6l-6.1 3.2 1.2-6.8L.2 7.2l6.8-1z"
    fill={props.on === false ? "#e2e8f0" : "#f59e0b"}
  />
);

export function InstallFigure(props: { label: string }) {
  return (
    <Frame label={props.label}>
      <rect x="40" y="70" width="400" height="190" rx="12" fill="#f5f9fc" />
      <rect x="70" y="100" width="96" height="96" rx="22" fill="#0b6fb8" />
      <path d="M92 126h52v34h-30l-14 12v-12h-8z" fill="#fff" />
      <path
        d="m118 131 3.4 7 7.6 1.1-5.5 5.4 1.3 7.6-6.8-3.6-6.8 3.6 1.3-7.6-5.5-5.4 7.6-1.1z"
        fill="#40b5ff"
      />
      <Lines x={190} y={108} widths={[170, 120, 140]} gap={20} />
      <rect x="190" y="180" width="130" height="40" rx="10" fill="#0b6fb8" />
      <path d="M255 190v20m-10-10h20" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
      <path
        d="M330 60c40 0 90-10 105-30"
        stroke="#40b5ff"
        strokeWidth="3"
        fill="none"
        strokeDasharray="6 6"
      />
    </Frame>
  );
}

export function OpenShopFigure(props: { label: string }) {
  const cards = [0, 1, 2, 3];
  return (
    <Frame label={props.label} glow>
      <rect x="30" y="58" width="420" height="54" rx="10" fill="#f5f9fc" />
      <circle cx="62" cy="85" r="18" fill="#bfe3fb" />
      <Lines x={92} y={74} widths={[150, 90]} />
      {cards.map((i) => (
        <g key={i} transform={`translate(${30 + i * 107} 126)`}>
          <rect width="96" height="150" rx="10" fill="#fff" stroke="#e2e8f0" strokeWidth="2" />
          <rect x="8" y="8" width="80" height="70" rx="6" fill={i % 2 ? "#e8f6ff" : "#dbeefe"} />
          <rect x="8" y="88" width="70" height="8" rx="4" fill="#334155" />
          <rect x="8" y="104" width="50" height="8" rx="4" fill="#cbd5e1" />
          <g transform="translate(8 122) scale(.6)">
            <Star x={0} y={0} />
            <Star x={22} y={0} />
            <Star x={44} y={0} />
            <Star x={66} y={0} />
            <Star x={88} y={0} on={i !== 1} />
          </g>
        </g>
      ))}
    </Frame>
  );
}

export function CollectFigure(props: { label: string }) {
  return (
    <Frame label={props.label} glow>
      <rect x="30" y="58" width="220" height="210" rx="10" fill="#f5f9fc" />
      <Lines x={50} y={80} widths={[160, 120, 170, 90, 140, 110]} gap={22} />
      <g>
        <rect x="270" y="50" width="190" height="228" rx="14" fill="#fff" stroke="#0b6fb8" strokeWidth="2" />
        <Lines x={290} y={72} widths={[110, 140]} />
        <rect x="290" y="110" width="150" height="44" rx="8" fill="#f1f5f9" />
        <rect x="302" y="128" width="80" height="8" rx="4" fill="#94a3b8" />
        <rect x="290" y="200" width="150" height="48" rx="12" fill="#0b6fb8" />
        <path d="m350 214 24 10-24 10z" fill="#fff" />
      </g>
      <path d="m392 236 0 34 9-8 7 15 7-3-7-15h12z" fill="#142033" stroke="#fff" strokeWidth="2" />
    </Frame>
  );
}

export function FilterFigure(props: { label: string }) {
  return (
    <Frame label={props.label} glow>
      <rect x="60" y="54" width="360" height="228" rx="14" fill="#fff" stroke="#0b6fb8" strokeWidth="2" />
      <Lines x={84} y={76} widths={[120]} />
      {[1, 2, 3, 4, 5].map((n) => (
        <g key={n} transform={`translate(${84 + (n - 1) * 62} 100)`}>
          <rect
            width="54"
            height="34"
            rx="8"
            fill={n <= 3 ? "#e8f6ff" : "#f8fafc"}
            stroke={n <= 3 ? "#0b6fb8" : "#e2e8f0"}
            strokeWidth="2"
          />
          <Star x={17} y={7} on={n <= 3} />
        </g>
      ))}
      {[0, 1].map((i) => (
        <g key={i} transform={`translate(84 ${158 + i * 34})`}>
          <rect
            width="22"
            height="22"
            rx="5"
            fill={i === 0 ? "#0b6fb8" : "#fff"}
            stroke="#0b6fb8"
            strokeWidth="2"
          />
          {i === 0 ? (
            <path d="m5 11 4 4 8-9" stroke="#fff" strokeWidth="3" fill="none" strokeLinecap="round" />
          ) : null}
          <rect x="34" y="7" width={i === 0 ? 150 : 120} height="8" rx="4" fill="#94a3b8" />
        </g>
      ))}
      <rect x="84" y="234" width="130" height="30" rx="8" fill="#f1f5f9" />
      <rect x="228" y="234" width="130" height="30" rx="8" fill="#f1f5f9" />
      <path d="M96 244h16v12H96zM240 244h16v12h-16z" fill="none" stroke="#64748b" strokeWidth="2" />
    </Frame>
  );
}

export function ProgressFigure(props: { label: string }) {
  return (
    <Frame label={props.label} glow>
      <rect x="60" y="60" width="360" height="210" rx="14" fill="#fff" stroke="#0b6fb8" strokeWidth="2" />
      <Lines x={86} y={84} widths={[150]} />
      <rect x="86" y="112" width="308" height="16" rx="8" fill="#e2e8f0" />
      <rect x="86" y="112" width="210" height="16" rx="8" fill="#40b5ff" />
      {[0, 1, 2].map((i) => (
        <g key={i} transform={`translate(${86 + i * 106} 150)`}>
          <rect width="96" height="60" rx="10" fill="#f5f9fc" />
          <rect x="14" y="14" width="44" height="12" rx="6" fill="#334155" />
          <rect x="14" y="36" width="64" height="8" rx="4" fill="#cbd5e1" />
        </g>
      ))}
      <circle cx="110" cy="240" r="14" fill="none" stroke="#0b6fb8" strokeWidth="3" />
      <path d="M110 231v9l6 4" stroke="#0b6fb8" strokeWidth="3" fill="none" strokeLinecap="round" />
      <rect x="134" y="236" width="120" height="8" rx="4" fill="#94a3b8" />
    </Frame>
  );
}

export function ExportFigure(props: { label: string }) {
  const colors = ["#34a853", "#0b6fb8", "#f59e0b"];
  return (
    <Frame label={props.label}>
      <rect x="40" y="62" width="250" height="200" rx="10" fill="#fff" stroke="#c7e8d2" strokeWidth="2" />
      {[0, 1, 2, 3, 4, 5].map((r) => (
        <rect
          key={r}
          x="40"
          y={62 + r * 33}
          width="250"
          height="33"
          fill={r === 0 ? "#e7f6ec" : r % 2 ? "#fff" : "#f8fafc"}
        />
      ))}
      <path d="M110 62v200M190 62v200" stroke="#c7e8d2" strokeWidth="2" />
      {[1, 2, 3, 4, 5].map((r) => (
        <g key={r}>
          <rect x="52" y={74 + r * 33} width="44" height="8" rx="4" fill="#94a3b8" />
          <rect x="122" y={74 + r * 33} width="56" height="8" rx="4" fill="#cbd5e1" />
          <rect x="202" y={70 + r * 33} width="24" height="16" rx="3" fill="#dbeefe" />
        </g>
      ))}
      {colors.map((c, i) => (
        <g key={c} transform={`translate(${320 + (i % 2) * 70} ${70 + Math.floor(i / 2) * 96})`}>
          <path d="M0 0h40l16 16v60H0z" fill="#fff" stroke={c} strokeWidth="2" />
          <path d="M40 0v16h16" fill="none" stroke={c} strokeWidth="2" />
          <rect x="8" y="44" width="40" height="14" rx="3" fill={c} />
        </g>
      ))}
      <path
        d="M410 190v40m-14-14 14 14 14-14"
        stroke="#0b6fb8"
        strokeWidth="4"
        fill="none"
        strokeLinecap="round"
      />
    </Frame>
  );
}
