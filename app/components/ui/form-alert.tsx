/** A form's error as a whole (not one field's): announced when it appears. */
export function FormAlert({ children }: { children: string }) {
  return (
    <p
      role="alert"
      className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200"
    >
      {children}
    </p>
  );
}
