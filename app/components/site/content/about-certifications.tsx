import { useT } from "~/lib/i18n/translation";
import { BadgeCheck } from "lucide-react";
import type { Certification } from "./about-content";
import { ResponsiveImage } from "../parts/responsive-image";

/** docs/behaviour/public-site.md §2: at most two certificate pictures. */
const CERTIFICATE_IMAGES = 2;

/** The certification badges and up to two certificate pictures. */
export function AboutCertifications({ certifications, images }: { certifications: Certification[]; images: string[] }) {
  const t = useT();
  return (
    <div className="grid gap-10">
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
        {certifications.map((certification) => (
          <li
            key={certification.name}
            className="flex flex-col items-center rounded-xl border border-[var(--border)] bg-[var(--card)] p-5 text-center shadow-sm"
          >
            <BadgeCheck className="size-9 text-[var(--accent)]" aria-hidden />
            <h3 className="mt-3 font-semibold">{certification.name}</h3>
            {certification.description && (
              <p className="mt-1 text-xs leading-5 text-[var(--muted-foreground)]">{certification.description}</p>
            )}
          </li>
        ))}
      </ul>
      {images.length > 0 && (
        <ul className="grid gap-6 sm:grid-cols-2">
          {images.slice(0, CERTIFICATE_IMAGES).map((image, index) => (
            <li key={image}>
              <ResponsiveImage
                src={image}
                alt={t("about.certificate", { index: index + 1 })}
                width={1200}
                height={900}
                sizes="(min-width: 1280px) 600px, (min-width: 640px) 50vw, 100vw"
                className="aspect-[4/3] w-full rounded-xl border border-[var(--border)] bg-white object-contain"
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
