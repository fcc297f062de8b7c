import { Badge } from "~/components/ui/card";

/** A score's colour: 80 and up good, 50 to 79 fair, under 50 poor (the preview's own bands). */
const scoreTone = (score: number) => (score >= 80 ? "success" : score >= 50 ? "warning" : "danger");

/** An audit's preview score as a coloured badge, or `none` in quiet text when it has no report. */
export function AuditScore({ score, none }: { score: number | null; none: string }) {
  return score === null ? (
    <span className="text-fg-subtle">{none}</span>
  ) : (
    <Badge tone={scoreTone(score)}>{score}</Badge>
  );
}
