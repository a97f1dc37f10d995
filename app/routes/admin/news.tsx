import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { useEffect, useState } from "react";
import type { Route } from "./+types/news";
import { AdminPageHeader, QueryError } from "~/components/admin/shell/admin-page-header";
import { NewsArticleCard } from "~/components/admin/content/news-article-card";
import { NewsCategoryOptions, NewsFormDialog } from "~/components/admin/content/news-form-dialog";
import { TablePagination } from "~/components/admin/lists/table-pagination";
import { useAdminMutation } from "~/components/admin/forms/use-admin-mutation";
import { useEditorState } from "~/components/admin/lists/use-editor-state";
import { useUrlListState } from "~/components/admin/lists/use-url-list-state";
import { CardSkeletons } from "~/components/site/parts/card-skeletons";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { FormField, Select } from "~/components/ui/form-field";
import type { NewsArticleRow } from "~/schemas/content/news-article";
import { apiList, apiRequest } from "~/lib/api-client";
import { NEWS_PATH } from "~/components/admin/shell/api-paths";
import { KEPT_AFTER_DELETE } from "~/components/admin/forms/entity-texts";

export const meta: Route.MetaFunction = () => [{ title: "News Articles | Admin Panel" }];

const PAGE_SIZE = 12;
/** docs/behaviour/admin-area.md §9: 6 skeleton cards while the articles load. */
const SKELETON_CARDS = 6;
const GRID = "grid gap-6 md:grid-cols-2 xl:grid-cols-3";

/** docs/behaviour/admin-area.md §2 News: a grid of article cards, a category filter, and the create/edit and delete dialogs. */
export default function NewsScreen() {
  const { values, offset, update } = useUrlListState({ category: "" });
  const params = { category: values.category, limit: PAGE_SIZE, offset };
  // Signed-in staff get every article from GET /api/news, the scheduled ones too.
  const list = useQuery({
    queryKey: [NEWS_PATH, params],
    queryFn: () => apiList<NewsArticleRow>(NEWS_PATH, params),
    placeholderData: keepPreviousData,
  });
  const editor = useEditorState<NewsArticleRow>();
  const [deleting, setDeleting] = useState<NewsArticleRow | null>(null);
  const remove = useAdminMutation({
    mutationFn: (article: NewsArticleRow) => apiRequest("DELETE", `${NEWS_PATH}/${article.id}`),
    refetch: [NEWS_PATH],
    success: "Article deleted successfully",
    failure: "Failed to delete article",
  });
  const total = list.data?.total ?? 0;
  const articles = list.data?.items ?? [];

  // The last article of a later page was deleted: show the page before it.
  useEffect(() => {
    if (total > 0 && offset >= total) update({ offset: Math.floor((total - 1) / PAGE_SIZE) * PAGE_SIZE });
  }, [total, offset, update]);

  const createButton = (label: string) => (
    <Button onClick={editor.openCreate}>
      <Plus aria-hidden /> {label}
    </Button>
  );

  return (
    <div className="grid gap-6">
      <AdminPageHeader
        title="News Articles"
        description="Company news, product launches, exhibitions and industry insights for the News page."
        actions={createButton("Create Article")}
      />
      <FormField label="Category" className="w-full sm:w-64">
        {(field) => (
          <Select {...field} value={values.category} onChange={(event) => update({ category: event.target.value })}>
            <option value="">All categories</option>
            <NewsCategoryOptions />
          </Select>
        )}
      </FormField>
      <QueryError error={list.error} />
      {list.isPending ? (
        <CardSkeletons count={SKELETON_CARDS} className={GRID} />
      ) : articles.length === 0 && !list.error ? (
        <div className="grid justify-items-center gap-4 rounded-xl border border-dashed border-[var(--border)] px-4 py-12 text-center text-sm text-[var(--muted-foreground)]">
          {values.category ? (
            <>
              <p>No articles in this category</p>
              <div className="flex flex-wrap justify-center gap-2">
                <Button variant="secondary" onClick={() => update({ category: "" })}>
                  Show all categories
                </Button>
                {createButton("Create Article")}
              </div>
            </>
          ) : (
            <>
              <p>No articles yet</p>
              {createButton("Create Your First Article")}
            </>
          )}
        </div>
      ) : (
        <section aria-label="Articles" className={GRID}>
          {articles.map((article) => (
            <NewsArticleCard key={article.id} article={article} onEdit={editor.openEdit} onDelete={setDeleting} />
          ))}
        </section>
      )}
      <TablePagination
        offset={offset}
        limit={PAGE_SIZE}
        total={total}
        noun="articles"
        onOffsetChange={(next) => update({ offset: next })}
      />
      <NewsFormDialog open={editor.open} article={editor.item} onClose={editor.close} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete Article"
        description={`Are you sure you want to delete "${deleting?.title ?? ""}"? ${KEPT_AFTER_DELETE}`}
        confirmLabel="Delete"
        destructive
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting, { onSettled: () => setDeleting(null) })}
      />
    </div>
  );
}
