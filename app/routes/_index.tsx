import type { MetaFunction } from "@remix-run/cloudflare";
import { originFromMatches, seoMeta } from "~/lib/seo";

export const meta: MetaFunction = ({ matches }) =>
  seoMeta(
    {
      title: "Rankwell | SEO Tools, CRM SEO & Done-For-You Marketing",
      description:
        "AI-powered SEO tools, SEO built into your CRM, and Done-For-You local SEO, websites and marketing. Start a free audit in 60 seconds.",
      path: "/",
    },
    originFromMatches(matches),
  );

export default function Home() {
  return (
    <main id="main" className="mx-auto max-w-6xl px-6 py-24">
      <p className="inline-block rounded-full border border-brand-400/40 px-4 py-1 text-sm text-brand-200">
        AI-Powered SEO Tools
      </p>
      <h1 className="mt-6 text-4xl font-bold tracking-tight sm:text-6xl">
        Grow your SEO Performance with tools, CRM integration and Done-For-You services
      </h1>
      <p className="mt-6 max-w-2xl text-lg text-slate-300">
        Trusted by local businesses with no long-term contracts. Start a free audit in 60 seconds, or let our
        team do it for you.
      </p>
    </main>
  );
}
