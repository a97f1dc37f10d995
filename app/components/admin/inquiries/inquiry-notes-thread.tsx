/**
 * The detail dialog's internal notes (decision 036): the thread, oldest first, each note with its
 * author and time, and a form to add one. A note's author, or an admin, may delete it.
 */
import { Trash2 } from "lucide-react";
import { useId, useRef, useState, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { FormField, Textarea } from "~/components/ui/form-field";
import { ApiError, apiRequest } from "~/lib/api-client";
import type { UserRole } from "~/lib/domain-values";
import { formatInquiryDateTime } from "./inquiry-format";
import { handlingRefetch, inquiryPath, type InquiryNote } from "./inquiry-handling-data";
import { useAdminMutation } from "../forms/use-admin-mutation";

/** The signed-in staff member, who may delete their own notes (an admin: any). */
export type Viewer = { id: string; role: UserRole };

function NoteItem({ inquiryId, note, viewer, onDeleted }: { inquiryId: string; note: InquiryNote; viewer: Viewer; onDeleted(): void }) {
  const remove = useAdminMutation({
    mutationFn: () => apiRequest("DELETE", `${inquiryPath(inquiryId)}/notes/${note.id}`).then(onDeleted),
    refetch: handlingRefetch(inquiryId),
    success: "Note deleted",
    failure: "Failed to delete note",
  });
  const author = note.authorName ?? "A former staff member";
  return (
    <li className="grid gap-1 rounded-md border border-[var(--border)] bg-[var(--muted)]/40 p-3">
      <div className="flex items-center justify-between gap-2">
        <p className="text-xs text-[var(--muted-foreground)]">
          <span className="font-semibold text-[var(--foreground)]">{author}</span> ·{" "}
          <time dateTime={note.createdAt} className="tabular-nums">
            {formatInquiryDateTime(note.createdAt)}
          </time>
        </p>
        {(note.authorId === viewer.id || viewer.role === "admin") && (
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label={`Delete the note by ${author} of ${formatInquiryDateTime(note.createdAt)}`}
            title="Delete note"
            className="-my-1.5"
            disabled={remove.isPending}
            onClick={() => remove.mutate()}
          >
            <Trash2 aria-hidden />
          </Button>
        )}
      </div>
      <p className="text-sm break-words whitespace-pre-wrap">{note.body}</p>
    </li>
  );
}

function AddNoteForm({ inquiryId }: { inquiryId: string }) {
  const [body, setBody] = useState("");
  const [error, setError] = useState<string | undefined>();
  const field = useRef<HTMLTextAreaElement>(null);
  const add = useAdminMutation({
    mutationFn: (text: string) => apiRequest("POST", `${inquiryPath(inquiryId)}/notes`, { body: text }),
    refetch: handlingRefetch(inquiryId),
    success: "Note added",
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (body.trim() === "") {
      setError("Note is required");
      field.current?.focus();
      return;
    }
    add.mutate(body, {
      onSuccess: () => {
        setBody("");
        setError(undefined);
        field.current?.focus();
      },
      onError: (failure) => {
        setError(failure instanceof ApiError ? (failure.fields.body ?? failure.message) : String(failure));
        field.current?.focus();
      },
    });
  };
  return (
    <form onSubmit={submit} className="grid gap-2" noValidate>
      <FormField label="Add a note" error={error}>
        {(props) => (
          <Textarea
            {...props}
            ref={field}
            rows={3}
            maxLength={5000}
            value={body}
            onChange={(event) => setBody(event.target.value)}
            placeholder="Only staff see notes"
          />
        )}
      </FormField>
      <div className="flex justify-end">
        <Button type="submit" size="sm" disabled={add.isPending}>
          {add.isPending ? "Adding..." : "Add note"}
        </Button>
      </div>
    </form>
  );
}

export function InquiryNotesThread({ inquiryId, notes, viewer }: { inquiryId: string; notes: InquiryNote[]; viewer: Viewer }) {
  const headingId = useId();
  // A deleted note's button goes with it: focus moves to the thread's heading, not to the page.
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h3 id={headingId} ref={heading} tabIndex={-1} className="text-sm font-semibold focus:outline-none">
        Internal notes
      </h3>
      {notes.length === 0 ? (
        <p className="text-sm text-[var(--muted-foreground)]">No notes yet</p>
      ) : (
        <ul className="grid gap-2">
          {notes.map((note) => (
            <NoteItem key={note.id} inquiryId={inquiryId} note={note} viewer={viewer} onDeleted={() => heading.current?.focus()} />
          ))}
        </ul>
      )}
      <AddNoteForm inquiryId={inquiryId} />
    </section>
  );
}
