import type { ReactNode } from "react";

/**
 * A section of a page with its heading: `<section aria-labelledby="{id}-heading">` and its h2, then the content.
 * `tools` (a CSV link, grouping chips) sit beside the heading when given.
 */
export function TitledSection({
  id,
  title,
  className,
  headingClassName = "text-lg font-bold",
  tools,
  testId,
  children,
}: {
  id: string;
  title: ReactNode;
  className?: string;
  headingClassName?: string;
  tools?: ReactNode;
  testId?: string;
  children: ReactNode;
}) {
  const heading = (
    <h2 id={`${id}-heading`} className={headingClassName}>
      {title}
    </h2>
  );
  return (
    <section aria-labelledby={`${id}-heading`} className={className} data-testid={testId}>
      {tools ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          {heading}
          {tools}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}
