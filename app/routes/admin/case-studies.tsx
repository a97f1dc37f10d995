import { useQuery } from "@tanstack/react-query";
import type { Route } from "./+types/case-studies";
import { Cell } from "~/components/admin/lists/admin-table";
import { CaseStudyFormDialog } from "~/components/admin/content/case-study-form-dialog";
import { RowActions } from "~/components/admin/lists/admin-table-rows";
import { DeleteConfirmation, EntityListScreen } from "~/components/admin/lists/entity-list-screen";
import { useEditorState } from "~/components/admin/lists/use-editor-state";
import type { CaseStudyRow } from "~/schemas/content/case-study";
import type { SolutionRow } from "~/schemas/content/solution";
import { CASE_STUDIES_PATH, SOLUTIONS_PATH } from "~/components/admin/shell/api-paths";

export const meta: Route.MetaFunction = () => [{ title: "Case Studies | Admin Panel" }];

const HEADINGS = [{ label: "Title" }, { label: "Client" }, { label: "Industry" }, { label: "Solution" }];

/**
 * Case Studies (docs/behaviour/admin-area.md §2 lists it in the sidebar without a screen): title, client,
 * industry, the solution it illustrates, edit and delete (confirmed, like solutions).
 */
export default function CaseStudiesScreen() {
  const list = useQuery<CaseStudyRow[]>({ queryKey: [CASE_STUDIES_PATH] });
  const solutions = useQuery<SolutionRow[]>({ queryKey: [SOLUTIONS_PATH] });
  const editor = useEditorState<CaseStudyRow>();
  const deleting = useEditorState<CaseStudyRow>();
  const solutionNames = new Map(solutions.data?.map((solution) => [solution.id, solution.name]));

  return (
    <EntityListScreen
      name="Case Study"
      title="Case Studies"
      description="Customer projects: the problem, the solution installed and its results."
      list={list}
      error={list.error ?? solutions.error}
      headings={HEADINGS}
      emptyText="No case studies yet"
      onCreate={editor.openCreate}
      row={(caseStudy) => (
        <tr key={caseStudy.id}>
          <Cell className="font-medium">{caseStudy.title}</Cell>
          <Cell>{caseStudy.client ?? "—"}</Cell>
          <Cell>{caseStudy.industry}</Cell>
          <Cell>{(caseStudy.solutionId && solutionNames.get(caseStudy.solutionId)) ?? "—"}</Cell>
          <RowActions name={caseStudy.title} onEdit={() => editor.openEdit(caseStudy)} onDelete={() => deleting.openEdit(caseStudy)} />
        </tr>
      )}
    >
      <CaseStudyFormDialog open={editor.open} caseStudy={editor.item} solutions={solutions.data ?? []} onClose={editor.close} />
      <DeleteConfirmation
        target={deleting}
        name="Case Study"
        path={CASE_STUDIES_PATH}
        labelOf={(caseStudy) => caseStudy.title}
        history="case_study"
      />
    </EntityListScreen>
  );
}
