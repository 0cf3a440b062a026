/** The two sizes a portfolio project's picture takes in the back office: a list's thumbnail, an edit page's preview. */
const SIZES = {
  thumbnail: { width: 96, height: 64, className: "h-16 w-24" },
  preview: { width: 192, height: 128, className: "h-32 w-48" },
};

/** A portfolio project's picture (its own alt text, else its title), cropped to one of the back office's sizes. */
export function ProjectImage({
  project,
  size,
  testId,
}: {
  project: { image: string; imageAlt: string | null; title: string };
  size: keyof typeof SIZES;
  testId?: string;
}) {
  const s = SIZES[size];
  return (
    <img
      src={project.image}
      alt={project.imageAlt || project.title}
      width={s.width}
      height={s.height}
      className={`${s.className} rounded-theme object-cover`}
      data-testid={testId}
    />
  );
}
