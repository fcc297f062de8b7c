import type { Tone } from "~/content/types";

/**
 * Content names colours by tone; these are the classes each tone becomes. Written out in full so
 * Tailwind's scanner sees every class. `chip` is an icon tile readable on the dark home page,
 * `from`/`to` the ends of a gradient.
 */
export const TONE_CLASSES: Record<Tone, { chip: string; text: string; from: string; to: string }> = {
  blue: { chip: "bg-blue-500/15 text-blue-300", text: "text-blue-300", from: "from-blue-600", to: "to-blue-600" },
  cyan: { chip: "bg-cyan-500/15 text-cyan-300", text: "text-cyan-300", from: "from-cyan-600", to: "to-cyan-600" },
  emerald: {
    chip: "bg-emerald-500/15 text-emerald-300",
    text: "text-emerald-300",
    from: "from-emerald-600",
    to: "to-emerald-600",
  },
  green: { chip: "bg-green-500/15 text-green-300", text: "text-green-300", from: "from-green-600", to: "to-green-600" },
  indigo: {
    chip: "bg-indigo-500/15 text-indigo-300",
    text: "text-indigo-300",
    from: "from-indigo-600",
    to: "to-indigo-600",
  },
  orange: {
    chip: "bg-orange-500/15 text-orange-300",
    text: "text-orange-300",
    from: "from-orange-600",
    to: "to-orange-600",
  },
  pink: { chip: "bg-pink-500/15 text-pink-300", text: "text-pink-300", from: "from-pink-600", to: "to-pink-600" },
  purple: {
    chip: "bg-purple-500/15 text-purple-300",
    text: "text-purple-300",
    from: "from-purple-600",
    to: "to-purple-600",
  },
  rose: { chip: "bg-rose-500/15 text-rose-300", text: "text-rose-300", from: "from-rose-600", to: "to-rose-600" },
  teal: { chip: "bg-teal-500/15 text-teal-300", text: "text-teal-300", from: "from-teal-600", to: "to-teal-600" },
  amber: { chip: "bg-amber-500/15 text-amber-300", text: "text-amber-300", from: "from-amber-600", to: "to-amber-600" },
};
