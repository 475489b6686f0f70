import { index, route, type RouteConfig } from "@react-router/dev/routes";

export default [index("routes/home.tsx"), route("quote", "routes/quote.tsx")] satisfies RouteConfig;
