/** Theme defaults of spec §9 live as CSS custom properties in app/styles/tailwind.css. */
/** @type {import('tailwindcss').Config} */
export default {
  content: ["./app/**/*.{ts,tsx}"],
  theme: {
    extend: {
      colors: {
        primary: "rgb(var(--color-primary) / <alpha-value>)",
        secondary: "rgb(var(--color-secondary) / <alpha-value>)",
        accent: "rgb(var(--color-accent) / <alpha-value>)",
        "accent-strong": "rgb(var(--color-accent-strong) / <alpha-value>)",
        "accent-light": "rgb(var(--color-accent-light) / <alpha-value>)",
        warning: "rgb(var(--color-warning) / <alpha-value>)",
        surface: "rgb(var(--color-background) / <alpha-value>)",
        ink: "rgb(var(--color-text) / <alpha-value>)",
        line: "rgb(var(--color-border) / <alpha-value>)",
        danger: "rgb(var(--color-danger) / <alpha-value>)",
        success: "rgb(var(--color-success) / <alpha-value>)",
      },
      fontFamily: {
        heading: ["var(--font-heading)"],
        body: ["var(--font-body)"],
        logo: ["var(--font-logo)"],
      },
      borderRadius: {
        theme: "var(--radius)",
        "theme-sm": "4px",
        "theme-lg": "12px",
      },
      maxWidth: { container: "var(--container-width)" },
      screens: { md: "768px" },
    },
  },
  plugins: [],
};
