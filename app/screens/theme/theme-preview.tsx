// A sample of the site in a theme (issue 18): headings, text, a link, buttons, a card and the footer colours, with the
// contrast of each text pair. The theme's variables are scoped to the sample, so the admin page around it keeps its own.
import { TEXT_PAIRS, COLOR_LABELS, contrastRatio, formatRatio, AA_TEXT, type ThemeSettings } from "~/domain/theme.ts";

export function ThemeSample({ theme, css, id = "theme-preview" }: { theme: ThemeSettings; css: string; id?: string }) {
  return (
    <div id={id} data-testid="theme-sample" className="overflow-hidden rounded-theme border border-line">
      <style dangerouslySetInnerHTML={{ __html: css }} />
      <div className="bg-surface p-5 font-body text-ink">
        <p className="font-logo text-2xl font-bold text-primary">Bosun</p>
        <h3 className="mt-3 font-heading text-xl font-bold text-secondary">Antifouling before summer</h3>
        <p className="mt-2 text-sm">
          Body text on the page background, with <a href="#sample">a link</a> in it.
        </p>
        <div className="card mt-4">
          <h4 className="font-heading font-bold text-secondary">A card</h4>
          <p className="mt-1 text-sm">Body text on a card.</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <span className="btn-primary">Primary button</span>
            <span className="btn-accent">Accent button</span>
            <span className="btn-secondary">Secondary</span>
          </div>
        </div>
      </div>
      <div className="bg-secondary px-5 py-3 text-sm text-white">Footer text</div>
      <div className="bg-warning px-5 py-2 text-xs text-white">Warning banner</div>
      <ContrastTable theme={theme} />
    </div>
  );
}

export function ContrastTable({ theme }: { theme: ThemeSettings }) {
  return (
    <table className="table-base" data-testid="contrast-table">
      <caption className="sr-only">Contrast of each text colour pair (WCAG AA needs 4.5:1)</caption>
      <thead>
        <tr>
          <th scope="col">Pair</th>
          <th scope="col" className="text-right">
            Contrast
          </th>
        </tr>
      </thead>
      <tbody className="bg-white">
        {TEXT_PAIRS.map((p) => {
          const ratio = contrastRatio(theme[p.fg], theme[p.bg]);
          return (
            <tr key={`${p.fg}-${p.bg}`}>
              <td>
                {COLOR_LABELS[p.fg]} on {COLOR_LABELS[p.bg].toLowerCase()}{" "}
                <span className="text-xs text-ink/80">({p.use})</span>
              </td>
              <td className="text-right tabular-nums">
                {formatRatio(ratio)}{" "}
                <span className={ratio >= AA_TEXT ? "text-success" : "font-semibold text-danger"}>
                  {ratio >= AA_TEXT ? "passes AA" : "fails AA"}
                </span>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
