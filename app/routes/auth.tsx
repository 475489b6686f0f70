import { zodResolver } from "@hookform/resolvers/zod";
import { EyeIcon, EyeOffIcon, LockKeyholeIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate, useSearchParams } from "react-router";
import { loginSchema, type LoginInput } from "@core/schemas/admin";
import { siteConfig } from "@site-config";
import { safeRedirect, Spinner } from "~/components/admin/admin-guard";
import { BrandLogo } from "~/components/layout/brand-logo";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { useAuth } from "~/features/auth/auth-context";
import { buildMeta } from "~/lib/meta";

export function meta() {
  return buildMeta({
    title: "Sign in",
    description: `Sign in to the ${siteConfig.name} team area.`,
    path: "/auth",
    noindex: true,
  });
}

const inputClass =
  "mt-1 block w-full rounded-xl border border-ink-200 bg-white px-3 py-2.5 text-base text-ink-950 focus:border-honey-500 focus:outline-none focus:ring-2 focus:ring-honey-300 disabled:bg-ink-50 aria-[invalid=true]:border-rose-500";

/**
 * The team's login (R-OPEN-13): e-mail and password, "Sign in" /
 * "Signing in...", one message for any wrong pair, no sign-up, noindex.
 * After login it returns to ?redirect= (a path on this site only).
 */
export default function AuthPage() {
  const { user, loading, signIn } = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const target = safeRedirect(params.get("redirect"));
  const [failure, setFailure] = useState<string | null>(null);
  const [showPassword, setShowPassword] = useState(false);
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: "", password: "" },
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const { errors, isSubmitting } = form.formState;

  // Signed in (now or already): on to where they were going.
  useEffect(() => {
    if (!loading && user) void navigate(target, { replace: true });
  }, [loading, user, navigate, target]);

  const onSubmit = form.handleSubmit(async ({ email, password }) => {
    setFailure(null);
    const result = await signIn(email, password);
    if (!result.ok) {
      setFailure(result.message);
      form.setValue("password", "");
      form.setFocus("password");
    }
  });

  const PasswordToggleIcon = showPassword ? EyeOffIcon : EyeIcon;

  if (loading || user) return <Spinner label={user ? "Signing you in..." : "Checking your session..."} />;

  return (
    <main className="flex min-h-dvh items-center justify-center bg-ink-50 px-4 py-12">
      <div className="w-full max-w-md">
        <Link
          to="/"
          className="mx-auto block w-fit rounded focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-honey-600"
          aria-label={`${siteConfig.name} home`}
        >
          <BrandLogo />
        </Link>
        <section
          className="mt-8 rounded-3xl bg-white p-8 shadow-sm ring-1 ring-ink-100"
          aria-labelledby="sign-in-title"
        >
          <div className="flex items-center gap-3">
            <span className="grid size-10 place-items-center rounded-full bg-honey-100 text-honey-700">
              <LockKeyholeIcon className="size-5" aria-hidden="true" />
            </span>
            <div>
              <h1 id="sign-in-title" className="text-2xl font-bold text-ink-950">
                Sign in
              </h1>
              <p className="text-sm text-ink-600">For the {siteConfig.name} team.</p>
            </div>
          </div>

          {failure ? (
            <p
              role="alert"
              className="mt-6 rounded-xl bg-rose-50 px-4 py-3 text-sm font-medium text-rose-800 ring-1 ring-rose-200"
              data-testid="auth-error"
            >
              {failure}
            </p>
          ) : null}

          <form onSubmit={(event) => void onSubmit(event)} noValidate className="mt-6 grid gap-5" aria-label="Sign in">
            <FormField id="auth-email" label="Email" error={errors.email?.message}>
              {(control) => (
                <input
                  {...control}
                  type="email"
                  autoComplete="username"
                  inputMode="email"
                  className={inputClass}
                  disabled={isSubmitting}
                  {...form.register("email")}
                />
              )}
            </FormField>
            <FormField id="auth-password" label="Password" error={errors.password?.message}>
              {(control) => (
                <div className="relative">
                  <input
                    {...control}
                    type={showPassword ? "text" : "password"}
                    autoComplete="current-password"
                    className={`${inputClass} pr-12`}
                    disabled={isSubmitting}
                    {...form.register("password")}
                  />
                  <button
                    type="button"
                    className="absolute right-1.5 top-1/2 grid size-9 -translate-y-1/2 place-items-center rounded-full text-ink-500 hover:bg-ink-100 hover:text-ink-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-honey-600"
                    aria-label={showPassword ? "Hide password" : "Show password"}
                    aria-pressed={showPassword}
                    onClick={() => setShowPassword((shown) => !shown)}
                  >
                    <PasswordToggleIcon className="size-5" aria-hidden="true" />
                  </button>
                </div>
              )}
            </FormField>
            <Button type="submit" variant="dark" size="lg" disabled={isSubmitting} className="w-full">
              {isSubmitting ? "Signing in..." : "Sign in"}
            </Button>
          </form>
          <p className="mt-6 text-sm text-ink-600">
            Accounts are created by an admin. Drivers manage their {siteConfig.name} account in the app.
          </p>
        </section>
        <p className="mt-6 text-center text-sm">
          <Link to="/" className="font-medium text-ink-700 underline underline-offset-2 hover:text-ink-950">
            Back to the website
          </Link>
        </p>
      </div>
    </main>
  );
}
