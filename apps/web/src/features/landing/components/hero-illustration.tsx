/**
 * Stride's hero artwork, drawn for the landing page: a coastal run route on a map with event pins and
 * three runners. Pure SVG (about 3 KB) so it is sharp on every screen and costs no image request.
 * Decorative: the heading beside it says everything it shows.
 */
export function HeroIllustration({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 480 360" aria-hidden="true" focusable="false" className={className}>
      <defs>
        <linearGradient id="hero-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fed7aa" />
          <stop offset="1" stopColor="#ffedd5" />
        </linearGradient>
        <linearGradient id="hero-sea" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#38bdf8" />
          <stop offset="1" stopColor="#0284c7" />
        </linearGradient>
      </defs>
      <rect x="8" y="8" width="464" height="344" rx="28" fill="url(#hero-sky)" />
      {/* The sun coming up over the water: early-morning runs. */}
      <circle cx="380" cy="92" r="38" fill="#fb923c" opacity="0.85" />
      <path
        d="M8 210c70-24 120-10 180-30s110-52 180-40 80 22 104 18v166a28 28 0 0 1-28 28H36a28 28 0 0 1-28-28Z"
        fill="url(#hero-sea)"
      />
      {/* Headland and park, the kind of place a Sunday long run follows. */}
      <path
        d="M8 250c60-40 130-36 200-20s120 44 264 24v70a28 28 0 0 1-28 28H36a28 28 0 0 1-28-28Z"
        fill="#86efac"
      />
      <path
        d="M8 290c80-26 170-14 250 4s150 10 214-4v34a28 28 0 0 1-28 28H36a28 28 0 0 1-28-28Z"
        fill="#4ade80"
      />
      {/* The route. */}
      <path
        d="M52 318c40-40 90-58 140-52s70 34 120 26 74-52 120-60"
        fill="none"
        stroke="#c2410c"
        strokeWidth="6"
        strokeLinecap="round"
        strokeDasharray="2 14"
      />
      {/* Event pins. */}
      {[
        [92, 270],
        [250, 268],
        [318, 244],
      ].map(([x, y]) => (
        <g key={`${x}-${y}`} transform={`translate(${x} ${y})`}>
          <path d="M0 0c-12-16-18-25-18-34a18 18 0 0 1 36 0c0 9-6 18-18 34Z" fill="#c2410c" />
          <circle cx="0" cy="-34" r="7" fill="#fff" />
        </g>
      ))}
      {/* Three runners of a similar pace, side by side. */}
      {[
        [150, 150, '#7c2d12'],
        [200, 140, '#1c1917'],
        [250, 150, '#9a3412'],
      ].map(([x, y, colour]) => (
        <g
          key={String(x)}
          transform={`translate(${x} ${y})`}
          stroke={String(colour)}
          strokeWidth="7"
          strokeLinecap="round"
          strokeLinejoin="round"
          fill="none"
        >
          <circle cx="0" cy="-38" r="9" fill={String(colour)} stroke="none" />
          <path d="M-2 -26 4 6" />
          <path d="M0 -18-16-6-24 -14" />
          <path d="M1 -18 16 -10 24 -18" />
          <path d="M4 6-10 22-22 20" />
          <path d="M4 6 14 24 28 30" />
        </g>
      ))}
      {/* A phone screen with the next run: Stride in the pocket. */}
      <g transform="translate(330 150)">
        <rect width="96" height="150" rx="16" fill="#1c1917" />
        <rect x="7" y="12" width="82" height="126" rx="9" fill="#fff" />
        <rect x="15" y="24" width="66" height="10" rx="5" fill="#fdba74" />
        <rect x="15" y="42" width="50" height="7" rx="3.5" fill="#d6d3d1" />
        <rect x="15" y="58" width="66" height="34" rx="6" fill="#ffedd5" />
        <path
          d="M22 84c10-12 18-4 26-12s14-6 26-14"
          fill="none"
          stroke="#c2410c"
          strokeWidth="3"
          strokeLinecap="round"
        />
        <rect x="15" y="102" width="66" height="24" rx="12" fill="#c2410c" />
      </g>
    </svg>
  );
}
