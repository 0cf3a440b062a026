import { flatRoutes } from "remix-flat-routes";

// Build output can be redirected (BUILD_DIR) so that parallel test servers never share a build.
const buildDir = process.env.BUILD_DIR ?? "build";

/** @type {import('@remix-run/dev').AppConfig} */
export default {
  ignoredRouteFiles: ["**/*"],
  routes: async (defineRoutes) =>
    flatRoutes("routes", defineRoutes, {
      ignoredRouteFiles: ["**/.*", "**/*.test.{ts,tsx}", "**/*.css"],
    }),
  serverModuleFormat: "esm",
  serverBuildPath: `${buildDir}/index.js`,
  assetsBuildDirectory: process.env.BUILD_DIR ? `${buildDir}/public/build` : "public/build",
  publicPath: "/build/",
  cacheDirectory: process.env.BUILD_DIR ? `${buildDir}/.cache` : ".cache",
  tailwind: true,
  postcss: false,
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
  },
};
