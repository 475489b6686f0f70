import type { FieldError, FieldValues, Resolver } from "react-hook-form";
import type { ZodType } from "zod";
import type { Locale } from "@core/locales";
import type { RuleWording } from "~/i18n/validation";

/**
 * A react-hook-form resolver whose zod schema (and the zod adapter) load on
 * first use: the shared schemas carry the disposable-domain list, which no
 * page needs before a visitor submits a form. The schema reports rule codes;
 * each field's error comes out in the page's language (R-EDITION-18).
 */
export function lazyZodResolver<T extends FieldValues>(load: () => Promise<ZodType>, locale: Locale): Resolver<T> {
  let resolver: Resolver<T> | null = null;
  let word: RuleWording = (problem) => problem;
  return async (values, context, options) => {
    if (!resolver) {
      const [{ zodResolver }, schema, wording] = await Promise.all([
        import("@hookform/resolvers/zod"),
        load(),
        import("~/i18n/validation").then(({ loadRuleWording }) => loadRuleWording(locale)),
      ]);
      // The schema transforms (trims, lowercases), so the form receives its output.
      resolver = zodResolver(schema as never) as unknown as Resolver<T>;
      word = wording;
    }
    const result = await resolver(values, context, options);
    // The forms' fields are flat: each error is a field's.
    for (const error of Object.values(result.errors) as (FieldError | undefined)[])
      if (error?.message) error.message = word(error.message);
    return result;
  };
}
