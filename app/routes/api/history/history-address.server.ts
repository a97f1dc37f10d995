/**
 * The item an address of its history names, `/api/history/{kind}/{id}`: a kind that keeps no
 * versions, or an id that is no uuid, names nothing (404, as any unknown item address answers).
 */
import { notFound } from "~/lib/server/http-errors.server";
import { VERSIONED_KIND_LABELS, VERSIONED_KINDS, type VersionedKind } from "~/lib/history-values";
import { isUuid } from "~/services/records/entity-rows.server";

export function historyAddress(params: { kind?: string; id?: string }): { kind: VersionedKind; id: string } {
  const kind = VERSIONED_KINDS.find((candidate) => candidate === params.kind);
  if (!kind) throw notFound(`No history for this kind; kind must be one of ${VERSIONED_KINDS.join(", ")}`);
  if (!params.id || !isUuid(params.id)) throw notFound(`${VERSIONED_KIND_LABELS[kind]} not found`);
  return { kind, id: params.id };
}
