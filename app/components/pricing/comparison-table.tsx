import { ContentIcon } from "~/components/ui/content-icon";
import {
  comparisonCategories,
  comparisonColumns,
  comparisonMark,
  comparisonMarkLabels,
  comparisonTable,
} from "~/content/comparison";

const planColumns = comparisonColumns.filter((column) => column.id !== "feature");

/**
 * The plan comparison. Each feature's explanation (a tooltip in the original) is printed under
 * its name; checks and crosses carry words for screen readers, never an icon alone.
 */
export function ComparisonTable() {
  return (
    <div className="overflow-x-auto rounded-2xl border border-white/10">
      <table className="w-full min-w-[44rem] text-left text-sm">
        <caption className="sr-only">{comparisonTable.caption}</caption>
        <thead className="bg-white/5">
          <tr>
            {comparisonColumns.map((column) => (
              <th key={column.id} scope="col" className="px-4 py-3 font-semibold text-white">
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        {comparisonCategories.map((category) => (
          <tbody key={category.name} className="border-t border-white/10">
            <tr className="bg-slate-900">
              <th scope="colgroup" colSpan={comparisonColumns.length} className="px-4 pt-5 pb-2">
                <span className="block text-base font-semibold text-brand-200">{category.name}</span>
                <span className="block font-normal text-slate-300">{category.description}</span>
              </th>
            </tr>
            {category.features.map((feature) => (
              <tr key={feature.name} className="border-t border-white/5">
                <th scope="row" className="px-4 py-3 align-top font-medium text-white">
                  {feature.name}
                  <span className="block text-xs font-normal text-slate-300">{feature.description}</span>
                </th>
                {planColumns.map((column) => (
                  <td key={column.id} className="px-4 py-3 align-top text-slate-200">
                    <ComparisonCell value={feature.values[column.id as keyof typeof feature.values]} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </div>
  );
}

function ComparisonCell({ value }: { value: string }) {
  const mark = comparisonMark(value);
  if (mark === "cross") {
    return (
      <>
        <span aria-hidden="true" className="text-lg leading-none text-rose-300">
          ✕
        </span>
        <span className="sr-only">{comparisonMarkLabels.cross}</span>
      </>
    );
  }
  if (mark === "text") return <>{value}</>;
  // A bare "Included" says nothing the check does not; other checked values keep their words.
  const plain = value.trim().toLowerCase() === comparisonMarkLabels.check.toLowerCase();
  return (
    <span className="inline-flex items-start gap-2">
      <ContentIcon name="check-circle" className="h-5 w-5 shrink-0 text-emerald-400" />
      {plain ? <span className="sr-only">{comparisonMarkLabels.check}</span> : <span>{value}</span>}
    </span>
  );
}
