/**
 * The twelve office records (docs/product.md §3), keyed as the specification keys them.
 * Placeholders to confirm before launch are listed in offices-common.ts.
 */
import { jacksonville, miami, orlando, stpetersburg, tampa } from "./offices-florida";
import { casper, cheyenne, gillette, jackson, laramie, rocksprings, sheridan } from "./offices-wyoming";
import type { Office, OfficeKey } from "./types";

export const offices: Record<OfficeKey, Office> = {
  tampa,
  cheyenne,
  miami,
  orlando,
  jacksonville,
  stpetersburg,
  casper,
  laramie,
  gillette,
  rocksprings,
  jackson,
  sheridan,
};

export const officeKeys = Object.keys(offices) as OfficeKey[];

/** The two primary markets; the rest are satellite offices. */
export const PRIMARY_OFFICES = { FL: "tampa", WY: "cheyenne" } as const satisfies Record<Office["state"], OfficeKey>;
