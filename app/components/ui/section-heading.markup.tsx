import type { ReactNode } from "react";
import { keepTogether } from "./keep-together";

/** The small label above a heading ("Pricing", "Case study"). */
export function Eyebrow({ children, className = "" }: { children: ReactNode; className?: string }) {
  return <p className={`text-sm font-semibold tracking-wide text-accent ${className}`}>{children}</p>;
}

/**
 * A section's eyebrow, heading and lead paragraph: the one way sections open, on the home page and
 * inner pages alike. `id` is the heading's id, for the section's aria-labelledby.
 */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  align = "start",
  level = 2,
}: {
  id: string;
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  align?: "start" | "center";
  level?: 2 | 3;
}) {
  const Heading = level === 2 ? "h2" : "h3";
  const centred = align === "center";
  return (
    <div className={centred ? "mx-auto max-w-3xl text-center" : "max-w-3xl"}>
      {eyebrow ? <Eyebrow className="mb-3">{eyebrow}</Eyebrow> : null}
      <Heading
        id={id}
        className={
          level === 2
            ? "text-3xl font-semibold tracking-tight text-fg sm:text-4xl"
            : "text-xl font-semibold tracking-tight text-fg"
        }
      >
        {typeof title === "string" ? keepTogether(title) : title}
      </Heading>
      {lead ? <p className="mt-4 text-lg text-pretty text-fg-muted">{lead}</p> : null}
    </div>
  );
}
