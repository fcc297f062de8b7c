import { describe, expect, it } from "vitest";
import { pricingHref, pricingSelection } from "./pricing-selection";

const select = (query: string) => pricingSelection(new URLSearchParams(query));

describe("pricing tab selection", () => {
  it("defaults to the DIY Platform and the CRM pricing plan", () => {
    expect(select("")).toEqual({ plan: "diy", crm: "pricing" });
  });

  it("reads the plan and the CRM inner tab from the query", () => {
    expect(select("plan=crm")).toEqual({ plan: "crm", crm: "pricing" });
    expect(select("plan=dfy")).toEqual({ plan: "dfy", crm: "pricing" });
    expect(select("plan=crm&crm=features")).toEqual({ plan: "crm", crm: "features" });
  });

  it("ignores values it does not know", () => {
    expect(select("plan=gold&crm=table")).toEqual({ plan: "diy", crm: "pricing" });
    expect(select("plan=CRM")).toEqual({ plan: "diy", crm: "pricing" });
  });

  it("builds one link per state, ending at the pricing section", () => {
    expect(pricingHref("diy")).toBe("/?plan=diy#pricing");
    expect(pricingHref("crm")).toBe("/?plan=crm#pricing");
    expect(pricingHref("crm", "pricing")).toBe("/?plan=crm#pricing");
    expect(pricingHref("crm", "features")).toBe("/?plan=crm&crm=features#pricing");
    expect(pricingHref("dfy", "features")).toBe("/?plan=dfy#pricing");
  });

  it("round-trips: a link selects the state it was built for", () => {
    for (const plan of ["diy", "crm", "dfy"] as const) {
      for (const crm of ["pricing", "features"] as const) {
        const url = new URL(pricingHref(plan, crm), "http://site.test");
        expect(pricingSelection(url.searchParams)).toEqual({ plan, crm: plan === "crm" ? crm : "pricing" });
      }
    }
  });
});
