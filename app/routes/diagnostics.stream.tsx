import "~/shared-chunk";
import type { MetaFunction } from "@remix-run/cloudflare";
import { Await, useLoaderData } from "@remix-run/react";
import { Suspense } from "react";
import { LOADING_LABEL } from "~/content/loading";

export const meta: MetaFunction = () => [{ title: "Streaming check" }, { name: "robots", content: "noindex,nofollow" }];

export async function loader() {
  const slow = new Promise<string>((resolve) => setTimeout(() => resolve("Deferred data arrived"), 400));
  return { slow };
}

export default function StreamCheck() {
  const { slow } = useLoaderData<typeof loader>();
  return (
    <main className="p-8">
      <h1 className="text-2xl font-bold">Streaming check</h1>
      <Suspense fallback={<p>{LOADING_LABEL}</p>}>
        <Await resolve={slow}>{(value) => <p data-testid="deferred">{value}</p>}</Await>
      </Suspense>
    </main>
  );
}
