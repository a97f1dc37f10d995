import { index, route, type RouteConfig } from "@react-router/dev/routes";

export default [
  index("routes/site/home.tsx"),
  route("api/products", "routes/api/products.ts"),
  route("*", "routes/site/not-found.tsx"),
] satisfies RouteConfig;
