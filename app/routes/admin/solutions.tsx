import { useQuery } from "@tanstack/react-query";
import { Star } from "lucide-react";
import type { Route } from "./+types/solutions";
import { Cell } from "~/components/admin/lists/admin-table";
import { RowActions } from "~/components/admin/lists/admin-table-rows";
import { DeleteConfirmation, EntityListScreen } from "~/components/admin/lists/entity-list-screen";
import { SolutionFormDialog } from "~/components/admin/content/solution-form-dialog";
import { useEditorState } from "~/components/admin/lists/use-editor-state";
import { Badge } from "~/components/ui/badge";
import type { SolutionRow } from "~/schemas/content/solution";
import { CASE_STUDIES_PATH, SOLUTIONS_PATH } from "~/components/admin/shell/api-paths";
import { PublicationBadge } from "~/components/admin/lists/publication-badge";

export const meta: Route.MetaFunction = () => [{ title: "Solutions | Admin Panel" }];

const HEADINGS = [{ label: "Name" }, { label: "Industries" }, { label: "Use Case" }, { label: "Status", className: "w-28" }];
/** docs/behaviour/admin-area.md §9: at most 2 industries, then +N. */
const SHOWN_INDUSTRIES = 2;

/** docs/behaviour/admin-area.md §2 Solutions: name (star if featured), industries, use case, status, edit and delete (confirmed). */
export default function SolutionsScreen() {
  const list = useQuery<SolutionRow[]>({ queryKey: [SOLUTIONS_PATH] });
  const editor = useEditorState<SolutionRow>();
  const deleting = useEditorState<SolutionRow>();

  return (
    <EntityListScreen
      name="Solution"
      title="Solutions"
      description="Industry solutions shown under /solutions, each with its benefits and bill of materials."
      list={list}
      headings={HEADINGS}
      emptyText="No solutions yet. Create your first solution!"
      onCreate={editor.openCreate}
      row={(solution) => (
        <tr key={solution.id}>
          <Cell className="font-medium">
            <span className="flex items-center gap-2">
              {solution.isFeatured && <Star role="img" aria-label="Featured" className="size-4 shrink-0 fill-amber-400 text-amber-500" />}
              {solution.name}
            </span>
          </Cell>
          <Cell>
            <IndustryBadges industries={solution.industry} />
          </Cell>
          <Cell className="max-w-80 text-[var(--muted-foreground)]">
            <p className="line-clamp-2">{solution.useCase}</p>
          </Cell>
          <Cell>
            <span className="flex flex-wrap gap-1">
              <PublicationBadge status={solution.status} publishAt={solution.publishAt} />
              <StatusBadge featured={solution.isFeatured} />
            </span>
          </Cell>
          <RowActions name={solution.name} onEdit={() => editor.openEdit(solution)} onDelete={() => deleting.openEdit(solution)} />
        </tr>
      )}
    >
      <SolutionFormDialog open={editor.open} solution={editor.item} onClose={editor.close} />
      <DeleteConfirmation
        target={deleting}
        name="Solution"
        path={SOLUTIONS_PATH}
        // Deleting a solution clears it from its case studies.
        refetch={[CASE_STUDIES_PATH]}
        labelOf={(solution) => solution.name}
        history="solution"
      />
    </EntityListScreen>
  );
}

function IndustryBadges({ industries }: { industries: string[] }) {
  const hidden = industries.slice(SHOWN_INDUSTRIES);
  return (
    <span className="flex flex-wrap gap-1">
      {industries.slice(0, SHOWN_INDUSTRIES).map((industry) => (
        <Badge key={industry} className="capitalize">
          {industry}
        </Badge>
      ))}
      {hidden.length > 0 && (
        <span title={hidden.join(", ")}>
          <Badge className="text-[var(--muted-foreground)]">+{hidden.length}</Badge>
        </span>
      )}
    </span>
  );
}

/** docs/behaviour/admin-area.md §4: Featured when isFeatured, otherwise Active. */
function StatusBadge({ featured }: { featured: boolean }) {
  return featured ? (
    <Badge className="border-amber-300 bg-amber-100 text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-200">
      Featured
    </Badge>
  ) : (
    <Badge className="border-emerald-300 bg-emerald-100 text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-200">
      Active
    </Badge>
  );
}
