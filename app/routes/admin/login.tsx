import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { data, redirect, useActionData, useNavigate } from "react-router";
import type { Route } from "./+types/login";
import { BrandMark } from "~/components/site/shell/brand-mark";
import { Button } from "~/components/ui/button";
import { FormField, Input } from "~/components/ui/form-field";
import { useToast } from "~/components/ui/toast";
import { apiRequest } from "~/lib/api-client";
import { loginSchema, type LoginInput } from "~/schemas/staff/login";
import { HttpError } from "~/lib/server/http-errors.server";
import { sessionCookie } from "~/lib/server/session-cookie.server";
import { currentUser, signIn } from "~/services/staff/auth.server";
import { SIGN_IN_PATH } from "~/components/admin/shell/api-paths";

/** Signed-in staff have nothing to do here: straight to the dashboard. */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (await currentUser(context.db, request)) throw redirect("/admin");
  return null;
}

/**
 * The same sign-in as `POST /api/auth/login`, for a form sent before the page's script has
 * loaded (or without script): success goes to the dashboard with the session cookie, a failure
 * comes back to this page with the reason.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const credentials = loginSchema.safeParse({ username: form.get("username"), password: form.get("password") });
  if (!credentials.success) return data({ error: credentials.error.issues[0]!.message }, { status: 400 });
  try {
    const { token } = await signIn(context.db, credentials.data, context.clientAddress);
    return redirect("/admin", { headers: { "Set-Cookie": sessionCookie(request, token) } });
  } catch (error) {
    if (error instanceof HttpError) return data({ error: error.message }, { status: error.status });
    throw error;
  }
}

export const meta: Route.MetaFunction = () => [{ title: "Sign in | Admin Panel" }, { name: "robots", content: "noindex" }];

function LoginForm() {
  const serverError = useActionData<typeof action>()?.error;
  const toast = useToast();
  const navigate = useNavigate();
  const form = useForm<LoginInput>({ resolver: zodResolver(loginSchema), defaultValues: { username: "", password: "" } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (credentials) => {
    try {
      await apiRequest("POST", SIGN_IN_PATH, credentials);
    } catch {
      toast({ title: "Login failed", description: "Invalid username or password", variant: "destructive" });
      return;
    }
    toast({ title: "Login successful", description: "Welcome to the admin panel" });
    navigate("/admin");
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-5">
      {serverError && (
        <p
          role="alert"
          className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200"
        >
          {serverError}
        </p>
      )}
      <FormField label="Username" error={errors.username?.message}>
        {(field) => <Input {...field} autoComplete="username" autoFocus {...form.register("username")} />}
      </FormField>
      <FormField label="Password" error={errors.password?.message}>
        {(field) => <Input {...field} type="password" autoComplete="current-password" {...form.register("password")} />}
      </FormField>
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? "Signing in..." : "Sign in"}
      </Button>
    </form>
  );
}

export default function AdminLogin() {
  return (
    <main className="flex min-h-screen items-center justify-center bg-[var(--muted)] px-4">
      <div className="w-full max-w-sm rounded-xl border border-[var(--border)] bg-[var(--card)] p-8 shadow-sm">
        <div className="mb-8 flex flex-col items-center gap-3 text-center">
          <BrandMark className="size-12" />
          <h1 className="text-2xl font-semibold tracking-tight">Admin Login</h1>
          <p className="text-sm text-[var(--muted-foreground)]">Sign in to manage the website</p>
        </div>
        <LoginForm />
      </div>
    </main>
  );
}
