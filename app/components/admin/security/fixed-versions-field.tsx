/**
 * The download-center versions that fix an advisory (decision 059): the chosen ones listed with
 * their resource, each removable, and a picker of a resource then one of its versions to add.
 */
import { useQuery } from "@tanstack/react-query";
import { Plus, X } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { Select } from "~/components/ui/form-field";
import type { ResourceRow } from "~/schemas/content/resource";
import type { ResourceVersionRow } from "~/schemas/content/resource-version";
import type { AdvisoryRow } from "~/schemas/content/security-advisory";
import { versionLabel } from "../content/resources/version-label";
import { RESOURCES_PATH, resourceVersionsPath } from "../shell/api-paths";

export function FixedVersionsField({
  value,
  known,
  onChange,
  error,
}: {
  value: string[];
  /** The versions the advisory already names, to label them before any resource is picked. */
  known: AdvisoryRow["fixedVersions"];
  onChange(value: string[]): void;
  error?: string;
}) {
  const id = useId();
  const resources = useQuery<ResourceRow[]>({ queryKey: [RESOURCES_PATH] });
  const [resourceId, setResourceId] = useState("");
  const [versionId, setVersionId] = useState("");
  const versions = useQuery<ResourceVersionRow[]>({ queryKey: [resourceVersionsPath(resourceId)], enabled: resourceId !== "" });
  const [labels, setLabels] = useState(() => new Map(known.map((fix) => [fix.id, `${fix.resourceTitle} ${versionLabel(fix)}`])));
  const resourceTitle = resources.data?.find((resource) => resource.id === resourceId)?.title ?? "";

  const add = () => {
    const version = versions.data?.find((row) => row.id === versionId);
    if (!version) return;
    setLabels(new Map(labels).set(version.id, `${resourceTitle} ${versionLabel(version)}`));
    if (!value.includes(version.id)) onChange([...value, version.id]);
    setVersionId("");
  };

  return (
    <fieldset className="grid gap-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1.5 text-sm font-medium">
        Fixed in <span className="font-normal text-[var(--muted-foreground)]">({value.length})</span>
      </legend>
      {value.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label="Fixing versions">
          {value.map((fixId) => (
            <li key={fixId} className="inline-flex items-center gap-1 rounded-full border border-[var(--border)] py-0.5 ps-3 pe-1 text-sm">
              {labels.get(fixId) ?? fixId}
              <Button
                type="button"
                variant="ghost"
                size="icon-sm"
                aria-label={`Remove ${labels.get(fixId) ?? "version"}`}
                onClick={() => onChange(value.filter((other) => other !== fixId))}
              >
                <X aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto]">
        <Select aria-label="Fixing resource" value={resourceId} onChange={(event) => (setResourceId(event.target.value), setVersionId(""))}>
          <option value="">Choose a resource</option>
          {resources.data?.map((resource) => (
            <option key={resource.id} value={resource.id}>
              {resource.title}
            </option>
          ))}
        </Select>
        <Select
          aria-label="Fixing version"
          value={versionId}
          disabled={!versions.data}
          onChange={(event) => setVersionId(event.target.value)}
        >
          <option value="">Choose a version</option>
          {versions.data?.map((version) => (
            <option key={version.id} value={version.id}>
              {versionLabel(version)}
            </option>
          ))}
        </Select>
        <Button type="button" variant="secondary" disabled={versionId === ""} onClick={add}>
          <Plus aria-hidden /> Add version
        </Button>
      </div>
      {error && (
        <p id={`${id}-error`} className="text-xs text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </fieldset>
  );
}
