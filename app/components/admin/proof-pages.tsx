import type { ReactNode } from "react";
import { AccountPage } from "~/components/account/account-page";
import { DataTable, type Column } from "~/components/account/data-table";
import { DeletePanel } from "~/components/account/delete-panel";
import { EmptyState } from "~/components/account/empty-state";
import { PanelForm } from "~/components/account/panel-form";
import type { AlertReply } from "~/components/forms/form-reply-alerts";
import { SubmitButton } from "~/components/forms/submit-button";
import { buttonClass } from "~/components/ui/button";
import type { EmptyStateCopy } from "~/content/account-pages";
import { proofPage, type proofTabs } from "~/content/proof";
import { EDGE_TTL_SECONDS } from "~/lib/http/cache-control";
import { ProofTabs } from "./proof-tabs";

type FieldValues = Partial<Record<string, string>>;
/** A kind's form fields (TestimonialFields, ClientLogoFields …): `id` tells a page's forms apart. */
type Fields = (props: { id: string; values: FieldValues; errors: FieldValues }) => ReactNode;
type Reply = (AlertReply & { values?: FieldValues; errors?: FieldValues }) | undefined;

const NEW_FORM = "new-record";
const EDIT_FORM = "record";

/**
 * One kind of proof's page of /admin/proof (ADR 074, 078): the tabs, its records as a table (each
 * opens to its own page) and the form that adds one, which posts back to its panel.
 */
export function ProofListPage<Row>({
  tab,
  description,
  copy,
  columns,
  rows,
  rowKey,
  minWidth,
  reply,
  fields: RecordFields,
}: {
  tab: (typeof proofTabs)[number]["href"];
  description: string;
  copy: {
    caption: string;
    newHeading: string;
    newText: string;
    create: string;
    creating: string;
    empty: EmptyStateCopy;
  };
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  minWidth: string;
  reply: Reply;
  fields: Fields;
}) {
  return (
    <AccountPage
      title={proofPage.title}
      description={description}
      actions={
        <a href={`#${NEW_FORM}`} className={buttonClass()}>
          {copy.newHeading}
        </a>
      }
    >
      <ProofTabs current={tab} />
      <DataTable
        caption={copy.caption}
        columns={columns}
        rows={rows}
        rowKey={rowKey}
        minWidth={minWidth}
        empty={<EmptyState copy={copy.empty} />}
      />
      <PanelForm id={NEW_FORM} title={copy.newHeading} description={copy.newText} reply={reply}>
        <RecordFields id={NEW_FORM} values={reply?.values ?? {}} errors={reply?.errors ?? {}} />
        <SubmitButton pendingLabel={copy.creating} className="sm:w-auto sm:self-start">
          {copy.create}
        </SubmitButton>
      </PanelForm>
    </AccountPage>
  );
}

/** One record of a kind of proof: its form (`intent=save`), then deleting it (`intent=delete`). */
export function ProofRecordPage({
  title,
  description,
  copy,
  values,
  reply,
  fields: RecordFields,
}: {
  title: string;
  description: string;
  copy: {
    back: { label: string; href: string };
    editHeading: string;
    editText: (minutes: number) => string;
    save: string;
    saving: string;
    deleteHeading: string;
    deleteText: string;
    delete: string;
  };
  values: FieldValues;
  reply: Reply;
  fields: Fields;
}) {
  return (
    <AccountPage title={title} description={description} back={copy.back}>
      <PanelForm
        id={EDIT_FORM}
        title={copy.editHeading}
        description={copy.editText(Math.round(EDGE_TTL_SECONDS / 60))}
        reply={reply}
      >
        <RecordFields id={EDIT_FORM} values={reply?.values ?? values} errors={reply?.errors ?? {}} />
        <SubmitButton name="intent" value="save" pendingLabel={copy.saving} className="sm:w-auto sm:self-start">
          {copy.save}
        </SubmitButton>
      </PanelForm>
      <DeletePanel copy={copy} />
    </AccountPage>
  );
}
