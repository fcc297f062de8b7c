import type { ReactNode } from "react";
import { ContentIcon } from "~/components/ui/content-icon";

/**
 * The setup guide's step pictures (docs/product.md §3.7, ADR 051), drawn inline from the kit's
 * semantic colours, so they follow the light and the dark theme (and the home page's forced dark)
 * as the page around them does; an <img> of an SVG file cannot. One drawing per step, named by the
 * step's `image`; a step without one, or naming none of these, shows the placeholder. Decorative:
 * the step's words say it all. Used by the /crm-seo section (server markup) and the dialog.
 */

/** The classes of a card or window, a field, a line of text and the accent. */
const CARD = "fill-surface-raised stroke-border";
const FIELD = "fill-surface stroke-border";
const LINE = "fill-border-strong";
const TITLE = "fill-fg-subtle";
const ACCENT = "fill-accent-solid";
const ON_ACCENT = "stroke-on-accent";

/** A rounded bar: a line of text in a drawing. */
function Bar({
  x,
  y,
  w,
  h = 4,
  className = LINE,
}: {
  x: number;
  y: number;
  w: number;
  h?: number;
  className?: string;
}) {
  return <rect x={x} y={y} width={w} height={h} rx={h / 2} className={className} />;
}

/** A green disc with a tick: done, connected. */
function Tick({ x, y }: { x: number; y: number }) {
  return (
    <g>
      <circle cx={x} cy={y} r="7" className="fill-current text-success" />
      <path d={`M${x - 3} ${y}l2 2.2 4-4.4`} className={ON_ACCENT} strokeWidth="1.8" />
    </g>
  );
}

/** The product's mark: three rising bars on the accent. */
function Mark({ x, y, size = 28 }: { x: number; y: number; size?: number }) {
  const s = size / 28;
  return (
    <g transform={`translate(${x} ${y}) scale(${s})`}>
      <rect width="28" height="28" rx="7" className={ACCENT} />
      <path d="M8.5 20v-4M14 20v-8M19.5 20V8" className={ON_ACCENT} strokeWidth="3" />
    </g>
  );
}

const DRAWINGS: Record<string, () => ReactNode> = {
  /** Step 1: the CRM's sign-in card. */
  "sign-in": () => (
    <>
      <rect x="95" y="18" width="130" height="164" rx="12" className={CARD} />
      <Mark x={146} y={32} />
      <Bar x={130} y={68} w={60} className={TITLE} />
      <rect x="110" y="82" width="100" height="18" rx="5" className={FIELD} />
      <Bar x={117} y={89} w={44} />
      <rect x="110" y="106" width="100" height="18" rx="5" className={FIELD} />
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <circle key={i} cx={119 + i * 8} cy="115" r="2.2" className="fill-fg-muted" />
      ))}
      <rect x="110" y="134" width="100" height="22" rx="7" className={ACCENT} />
      <path d="M142 145h36" className={ON_ACCENT} strokeWidth="3.5" />
      <Bar x={133} y={165} w={54} h={3} />
    </>
  ),
  /** Step 2: Settings, Integrations, and the marketplace searched for SEO. */
  marketplace: () => (
    <>
      <rect x="16" y="16" width="288" height="168" rx="12" className={CARD} />
      <path d="M84 16v168" className="stroke-border" />
      <Bar x={28} y={32} w={40} className={TITLE} />
      {[52, 70, 88, 106].map((y, i) =>
        i === 1 ? (
          <g key={y}>
            <rect x="24" y={y - 6} width="52" height="16" rx="5" className="fill-accent-soft" />
            <Bar x={30} y={y} w={36} className={ACCENT} />
          </g>
        ) : (
          <Bar key={y} x={30} y={y} w={i === 3 ? 24 : 34} />
        ),
      )}
      <rect x="96" y="28" width="196" height="22" rx="7" className={FIELD} />
      <circle cx="109" cy="38.5" r="4.5" className="stroke-fg-subtle" strokeWidth="1.8" />
      <path d="M112.5 42l3 3" className="stroke-fg-subtle" strokeWidth="1.8" />
      <Bar x={122} y={37} w={26} className={TITLE} />
      {[0, 1, 2, 3, 4, 5].map((i) => {
        const x = 96 + (i % 3) * 68;
        const y = 62 + Math.floor(i / 3) * 58;
        const first = i === 0;
        return (
          <g key={i}>
            <rect
              x={x}
              y={y}
              width="60"
              height="50"
              rx="8"
              className={first ? "fill-surface stroke-accent" : FIELD}
              strokeWidth={first ? 2 : 1}
            />
            {first ? (
              <Mark x={x + 8} y={y + 8} size={18} />
            ) : (
              <rect x={x + 8} y={y + 8} width="18" height="18" rx="5" className="fill-accent-soft" />
            )}
            <Bar x={x + 8} y={y + 33} w={first ? 34 : 40} className={first ? TITLE : LINE} />
          </g>
        );
      })}
    </>
  ),
  /** Step 3: the SEO app, a plan chosen, Activate. */
  activate: () => (
    <>
      <rect x="40" y="16" width="240" height="168" rx="12" className={CARD} />
      <Mark x={56} y={32} size={34} />
      <Bar x={100} y={38} w={84} h={6} className={TITLE} />
      <Bar x={100} y={52} w={120} />
      {[80, 110].map((y, i) => (
        <g key={y}>
          <rect
            x="56"
            y={y}
            width="208"
            height="24"
            rx="7"
            className={i === 0 ? "fill-accent-soft stroke-accent" : FIELD}
          />
          <circle
            cx="70"
            cy={y + 12}
            r="5"
            className={i === 0 ? "fill-surface stroke-accent" : "fill-surface stroke-border"}
            strokeWidth="2"
          />
          {i === 0 ? <circle cx="70" cy={y + 12} r="2.5" className={ACCENT} /> : null}
          <Bar x={84} y={y + 10} w={i === 0 ? 70 : 58} className={i === 0 ? TITLE : LINE} />
          <Bar x={228} y={y + 10} w={24} className={i === 0 ? TITLE : LINE} />
        </g>
      ))}
      <rect x="160" y="146" width="104" height="24" rx="8" className={ACCENT} />
      <path d="M188 158h48" className={ON_ACCENT} strokeWidth="3.5" />
      <path d="M238 160l0 20 5-5 4 9 4-2-4-8.5h7z" className="fill-fg stroke-surface-raised" strokeWidth="1.5" />
    </>
  ),
  /** Step 4: the website and the two Google accounts, each connected. */
  connect: () => (
    <>
      <path
        d="M124 100h36M160 100l40-38M160 100l40 38"
        className="stroke-accent"
        strokeWidth="2"
        strokeDasharray="4 5"
      />
      <rect x="16" y="70" width="108" height="60" rx="10" className={CARD} />
      <circle cx="34" cy="92" r="8" className="stroke-fg-subtle" strokeWidth="1.6" />
      <path d="M26 92h16M34 84c-4 5-4 11 0 16M34 84c4 5 4 11 0 16" className="stroke-fg-subtle" strokeWidth="1.4" />
      <Bar x={48} y={90} w={48} className={TITLE} />
      <Bar x={26} y={112} w={60} />
      <Tick x={108} y={114} />
      <circle cx="160" cy="100" r="15" className={ACCENT} />
      <path
        d="M154 103l-1.5 1.5a3.5 3.5 0 0 1-5-5l3-3a3.5 3.5 0 0 1 5 0M166 97l1.5-1.5a3.5 3.5 0 0 0-5-5l-3 3a3.5 3.5 0 0 0 0 5M156 104l8-8"
        className={ON_ACCENT}
        strokeWidth="2"
        transform="translate(3 0)"
      />
      {[
        { y: 34, icon: <path d="M219 55a6 6 0 1 0 0.1 0M223.5 59.5l4 4" className="stroke-accent" strokeWidth="2" /> },
        {
          y: 112,
          icon: (
            <path
              d="M221 150c-5-6-8-9.5-8-13a8 8 0 0 1 16 0c0 3.5-3 7-8 13zM221 134.5v0.1"
              className="stroke-accent"
              strokeWidth="2"
            />
          ),
        },
      ].map(({ y, icon }) => (
        <g key={y}>
          <rect x="200" y={y} width="104" height="56" rx="10" className={CARD} />
          <rect x="210" y={y + 12} width="22" height="22" rx="6" className="fill-accent-soft" />
          {icon}
          <Bar x={240} y={y + 16} w={44} className={TITLE} />
          <Bar x={240} y={y + 26} w={32} />
          <Tick x={288} y={y + 42} />
          <Bar x={212} y={y + 41} w={40} h={3} />
        </g>
      ))}
    </>
  ),
  /** Step 5: the first audit's score and the keywords being tracked. */
  "first-audit": () => {
    const radius = 30;
    const circumference = 2 * Math.PI * radius;
    return (
      <>
        <rect x="16" y="16" width="288" height="168" rx="12" className={CARD} />
        <Bar x={30} y={32} w={70} h={6} className={TITLE} />
        <rect x="226" y="26" width="64" height="20" rx="7" className={ACCENT} />
        <path d="M242 36h32" className={ON_ACCENT} strokeWidth="3" />
        <circle cx="78" cy="112" r={radius} className="stroke-border" strokeWidth="9" />
        <circle
          cx="78"
          cy="112"
          r={radius}
          className="stroke-success"
          strokeWidth="9"
          strokeDasharray={`${circumference * 0.78} ${circumference}`}
          transform="rotate(-90 78 112)"
        />
        <Bar x={64} y={106} w={28} h={7} className="fill-fg-muted" />
        <Bar x={68} y={118} w={20} h={3} />
        {[62, 88, 114, 140].map((y, i) => (
          <g key={y}>
            <path d={`M132 ${y + 16}h156`} className="stroke-border" />
            <Bar x={134} y={y + 4} w={[70, 54, 62, 46][i]!} className={i === 0 ? TITLE : LINE} />
            <rect x="240" y={y} width="26" height="12" rx="6" className="fill-accent-soft" />
            <Bar x={247} y={y + 4} w={12} className={ACCENT} />
            <path d={`M278 ${y + 9}l4-4 4 4M282 ${y + 5}v8`} className="stroke-success" strokeWidth="1.8" />
          </g>
        ))}
      </>
    );
  },
};

/** Whether a step's `image` names one of the drawings (content tests check every step's does). */
export function hasSetupGuideIllustration(name: string | undefined): boolean {
  return name !== undefined && Object.hasOwn(DRAWINGS, name);
}

/** A step's picture, or the placeholder when it has none; 8:5, as wide as its box. */
export function SetupGuideIllustration({ name, className = "" }: { name?: string; className?: string }) {
  const Drawing = name !== undefined && hasSetupGuideIllustration(name) ? DRAWINGS[name] : undefined;
  if (!Drawing) {
    return (
      <div
        aria-hidden="true"
        data-step-placeholder
        style={{ aspectRatio: "8 / 5" }}
        className={`flex items-center justify-center rounded-lg border border-dashed border-border-strong bg-surface-sunken text-fg-subtle ${className}`}
      >
        <ContentIcon name="monitor" className="size-8" />
      </div>
    );
  }
  return (
    <svg
      viewBox="0 0 320 200"
      aria-hidden="true"
      data-step-illustration={name}
      fill="none"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={`block h-auto w-full rounded-lg border border-border ${className}`}
    >
      <rect width="320" height="200" className="fill-accent-soft" />
      <Drawing />
    </svg>
  );
}
