import type { ReactNode } from "react";

/** The dark closing band with a title, a line of text and its buttons. */
export function CtaBand({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <section className="bg-navy-900 text-white">
      <div className="mx-auto flex max-w-7xl flex-col items-start gap-8 px-4 py-16 sm:px-6 lg:flex-row lg:items-center lg:justify-between lg:px-8">
        <div className="max-w-2xl">
          <h2 className="text-3xl font-semibold tracking-tight">{title}</h2>
          <p className="mt-3 text-slate-300">{text}</p>
        </div>
        <div className="flex flex-wrap gap-4">{children}</div>
      </div>
    </section>
  );
}
