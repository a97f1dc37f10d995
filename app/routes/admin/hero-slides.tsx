import { useQuery } from "@tanstack/react-query";
import type { Route } from "./+types/hero-slides";
import { Cell, Thumbnail } from "~/components/admin/lists/admin-table";
import { RowActions } from "~/components/admin/lists/admin-table-rows";
import { EntityListScreen, useEntityDelete } from "~/components/admin/lists/entity-list-screen";
import { HeroSlideFormDialog } from "~/components/admin/content/hero-slide-form-dialog";
import { useEditorState } from "~/components/admin/lists/use-editor-state";
import { Badge } from "~/components/ui/badge";
import type { HeroSlideRow } from "~/schemas/content/hero-slide";
import { apiRequest, listPath } from "~/lib/api-client";
import { HERO_SLIDES_PATH } from "~/components/admin/shell/api-paths";

export const meta: Route.MetaFunction = () => [{ title: "Hero Slides | Admin Panel" }];

const HEADINGS = [
  { label: "Preview", className: "w-32" },
  { label: "Title" },
  { label: "Order", className: "w-24" },
  { label: "Status", className: "w-28" },
];
// Signed-in staff asking for all get the inactive slides too, in carousel order.
const ALL_SLIDES = { all: true };

const ACTIVE_BADGE = "border-emerald-200 bg-emerald-50 text-emerald-800 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-200";

/**
 * docs/behaviour/admin-area.md §2 Hero slides: preview, title, order, status (Active or Inactive) and actions.
 * Delete is immediate, and a failure shows above the table rather than as a toast (§8).
 */
export default function HeroSlidesScreen() {
  const list = useQuery({
    queryKey: [HERO_SLIDES_PATH, ALL_SLIDES],
    queryFn: () => apiRequest<HeroSlideRow[]>("GET", listPath(HERO_SLIDES_PATH, ALL_SLIDES)),
  });
  const editor = useEditorState<HeroSlideRow>();
  const remove = useEntityDelete<HeroSlideRow>({ path: HERO_SLIDES_PATH, success: "Hero slide deleted successfully" });

  return (
    <EntityListScreen
      name="Slide"
      title="Hero Slides"
      description="The carousel at the top of the home page: active slides, lowest order first."
      list={list}
      error={list.error ?? remove.error}
      headings={HEADINGS}
      emptyText="No hero slides yet"
      onCreate={editor.openCreate}
      row={(slide) => (
        <tr key={slide.id}>
          <Cell>
            <Thumbnail src={slide.backgroundImageUrl} className="aspect-video h-12 w-auto object-cover" />
          </Cell>
          <Cell>
            <p className="font-medium">{slide.title}</p>
            {slide.subtitle && <p className="line-clamp-1 text-xs text-[var(--muted-foreground)]">{slide.subtitle}</p>}
          </Cell>
          <Cell className="tabular-nums">{slide.order}</Cell>
          <Cell>{slide.isActive ? <Badge className={ACTIVE_BADGE}>Active</Badge> : <Badge>Inactive</Badge>}</Cell>
          <RowActions
            name={slide.title}
            deleting={remove.isPending}
            onEdit={() => editor.openEdit(slide)}
            onDelete={() => remove.mutate(slide)}
          />
        </tr>
      )}
    >
      <HeroSlideFormDialog open={editor.open} slide={editor.item} onClose={editor.close} />
    </EntityListScreen>
  );
}
