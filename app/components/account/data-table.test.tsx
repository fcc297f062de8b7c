import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DataTable, type Column } from "./data-table";

interface Row {
  id: number;
  name: string;
  received: string;
}

const columns: Column<Row>[] = [
  { key: "name", header: "Name", cell: (row) => row.name, rowHeader: true },
  { key: "received", header: "Received", cell: (row) => row.received, align: "end", nowrap: true },
  { key: "open", header: "Actions", cell: (row) => `Open ${row.name}`, hideHeader: true },
];

const render = (rows: Row[], empty?: string) =>
  renderToStaticMarkup(
    <DataTable caption="Leads, newest first" columns={columns} rows={rows} rowKey={(row) => row.id} empty={empty} />,
  );

describe("DataTable", () => {
  it("names its scroll region by the caption and makes it reachable by keyboard", () => {
    const html = render([{ id: 1, name: "Ann", received: "Nov 3" }]);
    const captionId = /<caption id="([^"]+)"/.exec(html)?.[1];
    expect(captionId).toBeTruthy();
    expect(html).toContain(`role="region" aria-labelledby="${captionId}" tabindex="0"`);
    expect(html).toContain(">Leads, newest first</caption>");
  });

  it("heads columns and rows for screen readers, hiding only the actions header visually", () => {
    const html = render([{ id: 1, name: "Ann", received: "Nov 3" }]);
    expect(html.match(/<th scope="col"/g)).toHaveLength(3);
    expect(html).toMatch(/<th scope="row"[^>]*>Ann<\/th>/);
    expect(html).toContain('<span class="sr-only">Actions</span>');
    expect(html).toMatch(/<td class="[^"]*text-right[^"]*whitespace-nowrap[^"]*">Nov 3<\/td>/);
  });

  it("shows the empty state instead of an empty table", () => {
    expect(render([], "Nothing yet")).toBe("Nothing yet");
    expect(render([])).toContain("<tbody");
  });
});
