import { ArrowLeft, Briefcase, Check, FileDown, PlayCircle } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import type { Route } from "./+types/solution";
import { CtaBand } from "~/components/site/cta-band";
import { Lightbox } from "~/components/site/lightbox";
import { notFoundBoundary } from "~/components/site/not-found-state";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import { itemOr404 } from "~/lib/server/page-data.server";
import { findSolutionBySlug } from "~/services/solution.server";

export async function loader({ params, context }: Route.LoaderArgs) {
  return { solution: await itemOr404(findSolutionBySlug(context.db, params.slug)) };
}

export const meta: Route.MetaFunction = ({ data }) =>
  data
    ? [
        { title: `${data.solution.name} | Solutions` },
        { name: "description", content: (data.solution.tagline ?? data.solution.description).slice(0, 160) },
      ]
    : [{ title: "Solution Not Found" }];

const card = "rounded-xl border border-[var(--border)] bg-[var(--card)] p-6 shadow-sm";

export default function SolutionPage({ loaderData }: Route.ComponentProps) {
  const { solution } = loaderData;
  const [lightbox, setLightbox] = useState<number | null>(null);
  return (
    <main>
      <section className="bg-navy-950 text-white">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-2 lg:items-center lg:px-8 lg:py-16">
          <div>
            <Link to="/solutions" className="inline-flex items-center gap-2 text-sm font-medium text-accent-300 hover:underline">
              <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden /> Back to Solutions
            </Link>
            <ul className="mt-6 flex flex-wrap gap-2" aria-label="Industries">
              {solution.industry.map((industry) => (
                <li key={industry}>
                  <Badge className="border-white/20 bg-white/10 capitalize text-white">{industry}</Badge>
                </li>
              ))}
            </ul>
            <h1 className="mt-4 text-4xl font-semibold tracking-tight sm:text-5xl">{solution.name}</h1>
            {solution.tagline && <p className="mt-4 text-lg text-accent-300">{solution.tagline}</p>}
            <p className="mt-4 leading-7 whitespace-pre-line text-slate-300">{solution.description}</p>
            <div className="mt-8 flex flex-wrap gap-4">
              <Link to="/contact?type=quote" className={buttonVariants({ size: "lg", variant: "accent" })}>
                Get Quote
              </Link>
              <Link to="/contact?type=demo" className={buttonVariants({ size: "lg", variant: "inverse" })}>
                Request Demo
              </Link>
            </div>
          </div>
          {solution.heroImageUrl && (
            <button
              type="button"
              onClick={() => setLightbox(0)}
              className="overflow-hidden rounded-xl focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-white"
              aria-label={`Enlarge the picture of ${solution.name}`}
            >
              <img
                src={solution.heroImageUrl}
                alt={solution.name}
                width={1600}
                height={900}
                fetchPriority="high"
                className="aspect-video w-full object-cover transition-transform hover:scale-[1.02] motion-reduce:transition-none"
              />
            </button>
          )}
        </div>
      </section>
      {solution.heroImageUrl && (
        <Lightbox images={[solution.heroImageUrl]} index={lightbox} onIndexChange={setLightbox} onClose={() => setLightbox(null)} />
      )}

      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-14 sm:px-6 lg:grid-cols-3 lg:px-8">
        <section className={`${card} lg:col-span-2`}>
          <h2 className="flex items-center gap-2 text-xl font-semibold">
            <Briefcase className="size-5 text-[var(--accent)]" aria-hidden /> Business Use Case
          </h2>
          <p className="mt-4 leading-7 whitespace-pre-line text-[var(--muted-foreground)]">{solution.useCase}</p>
        </section>
        <section className={card}>
          <h2 className="text-xl font-semibold">Key Benefits</h2>
          <ul className="mt-4 grid gap-3">
            {solution.benefits.map((benefit) => (
              <li key={benefit} className="flex gap-2">
                <Check className="mt-1 size-4 shrink-0 text-[var(--accent)]" aria-hidden /> {benefit}
              </li>
            ))}
          </ul>
        </section>
        {solution.wiringDiagramUrl && (
          <section className={card}>
            <h2 className="flex items-center gap-2 text-xl font-semibold">
              <FileDown className="size-5 text-[var(--accent)]" aria-hidden /> Wiring Diagram
            </h2>
            <p className="mt-3 text-sm text-[var(--muted-foreground)]">
              How the readers, controllers, locks and gates of this solution connect.
            </p>
            <a href={solution.wiringDiagramUrl} className={buttonVariants({ variant: "secondary", className: "mt-5" })} download>
              Download PDF
            </a>
          </section>
        )}
        {solution.videoUrl && (
          <section className={card}>
            <h2 className="flex items-center gap-2 text-xl font-semibold">
              <PlayCircle className="size-5 text-[var(--accent)]" aria-hidden /> Video Demo
            </h2>
            <p className="mt-3 text-sm text-[var(--muted-foreground)]">See the solution at work on a real site.</p>
            <a
              href={solution.videoUrl}
              target="_blank"
              rel="noreferrer"
              className={buttonVariants({ variant: "secondary", className: "mt-5" })}
            >
              Watch Video
            </a>
          </section>
        )}
        {solution.bomList.length > 0 && (
          <section className={`${card} lg:col-span-3`}>
            <h2 className="text-xl font-semibold">Bill of Materials</h2>
            <div className="mt-4 overflow-x-auto">
              <table className="w-full text-left text-sm">
                <thead className="text-[var(--muted-foreground)]">
                  <tr>
                    <th scope="col" className="py-2 pr-4 font-medium">
                      Part
                    </th>
                    <th scope="col" className="py-2 pr-4 font-medium">
                      Model
                    </th>
                    <th scope="col" className="py-2 pr-4 text-right font-medium">
                      Quantity
                    </th>
                    <th scope="col" className="py-2 font-medium">
                      Notes
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {solution.bomList.map((row) => (
                    <tr key={`${row.part}-${row.model}`} className="border-t border-[var(--border)]">
                      <td className="py-2 pr-4 font-medium">{row.part}</td>
                      <td className="py-2 pr-4">{row.model}</td>
                      <td className="py-2 pr-4 text-right tabular-nums">{row.quantity}</td>
                      <td className="py-2 text-[var(--muted-foreground)]">{row.notes}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        )}
      </div>

      <CtaBand
        title="Plan this solution for your site"
        text="Send us your floor plan and door count: we will size the system and quote it."
      >
        <Link to="/contact?type=quote" className={buttonVariants({ size: "lg", variant: "accent" })}>
          Get Custom Quote
        </Link>
        <Link to="/contact" className={buttonVariants({ size: "lg", variant: "inverse" })}>
          Contact Sales
        </Link>
      </CtaBand>
    </main>
  );
}

export const ErrorBoundary = notFoundBoundary({
  title: "Solution Not Found",
  text: "The solution you're looking for doesn't exist.",
  backTo: "/solutions",
  backLabel: "Back to Solutions",
});
