import type { FieldValues, Resolver } from "react-hook-form";
import type { ZodType } from "zod";

/**
 * A react-hook-form resolver whose zod schema (and the zod adapter) load on
 * first use: the shared schemas carry the disposable-domain list, which no
 * page needs before a visitor submits a form.
 */
export function lazyZodResolver<T extends FieldValues>(load: () => Promise<ZodType>): Resolver<T> {
  let resolver: Resolver<T> | null = null;
  return async (values, context, options) => {
    if (!resolver) {
      const [{ zodResolver }, schema] = await Promise.all([import("@hookform/resolvers/zod"), load()]);
      // The schema transforms (trims, lowercases), so the form receives its output.
      resolver = zodResolver(schema as never) as unknown as Resolver<T>;
    }
    return resolver(values, context, options);
  };
}
