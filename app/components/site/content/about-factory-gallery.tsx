import { useT } from "~/lib/i18n/translation";
import { ImageCaption } from "~/components/site/parts/image-caption";
import { ResponsiveImage } from "~/components/site/parts/responsive-image";

/** The factory pictures, each with its caption: the first one large, the second and third beside it (stacked below on small screens). */
export function AboutFactoryGallery({ images, companyName }: { images: string[]; companyName: string }) {
  const t = useT();
  const [main, ...side] = images.slice(0, 3);
  if (!main) return null;
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 lg:grid-rows-2">
      <figure className="flex flex-col sm:col-span-2 lg:row-span-2">
        <ResponsiveImage
          src={main}
          alt={t("about.factoryPicture", { company: companyName })}
          width={1600}
          height={1000}
          sizes="(min-width: 1280px) 830px, (min-width: 1024px) 66vw, 100vw"
          className="aspect-[16/10] w-full rounded-xl border border-[var(--border)] object-cover lg:aspect-auto lg:min-h-0 lg:flex-1"
        />
        <ImageCaption src={main} />
      </figure>
      {side.map((image, index) => (
        <figure key={image} className="flex flex-col">
          <ResponsiveImage
            src={image}
            alt={t("about.factoryPictureN", { company: companyName, index: index + 2 })}
            width={1600}
            height={1000}
            sizes="(min-width: 1280px) 410px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
            className="aspect-[16/10] w-full rounded-xl border border-[var(--border)] object-cover"
          />
          <ImageCaption src={image} />
        </figure>
      ))}
    </div>
  );
}
