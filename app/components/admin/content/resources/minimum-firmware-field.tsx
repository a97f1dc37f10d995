/**
 * The firmware a software release needs at least (decision 061): one version of any firmware
 * resource but the version's own, chosen from the firmware resources' versions, grouped by resource.
 */
import { useQueries, useQuery } from "@tanstack/react-query";
import { FormField, Select } from "~/components/ui/form-field";
import type { ResourceRow } from "~/schemas/content/resource";
import type { ResourceVersionRow } from "~/schemas/content/resource-version";
import { RESOURCES_PATH, resourceVersionsPath } from "../../shell/api-paths";
import { versionLabel } from "./version-label";

export function MinimumFirmwareField({
  resourceId,
  value,
  onChange,
  error,
}: {
  /** The version's own resource, left out of the choice. */
  resourceId: string;
  value: string;
  onChange(value: string): void;
  error?: string;
}) {
  const firmware = useQuery<ResourceRow[]>({ queryKey: [`${RESOURCES_PATH}?type=firmware`] });
  const others = (firmware.data ?? []).filter((resource) => resource.id !== resourceId);
  const versions = useQueries({
    queries: others.map((resource) => ({ queryKey: [resourceVersionsPath(resource.id)] })),
  }) as { data?: ResourceVersionRow[] }[];
  return (
    <FormField label="Needs firmware" hint="The oldest firmware version this release works with, if any." error={error}>
      {(field) => (
        <Select {...field} value={value} onChange={(event) => onChange(event.target.value)}>
          <option value="">No minimum firmware</option>
          {others.map((resource, index) => (
            <optgroup key={resource.id} label={resource.title}>
              {versions[index]?.data?.map((version) => (
                <option key={version.id} value={version.id}>
                  {resource.title} {versionLabel(version)} or later
                </option>
              ))}
            </optgroup>
          ))}
        </Select>
      )}
    </FormField>
  );
}
