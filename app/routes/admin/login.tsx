import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { redirect, useNavigate } from "react-router";
import type { Route } from "./+types/login";
import { BrandMark } from "~/components/site/brand-mark";
import { Button } from "~/components/ui/button";
import { FormField, Input } from "~/components/ui/form-field";
import { useToast } from "~/components/ui/toast";
import { apiRequest } from "~/lib/api-client";
import { loginSchema, type LoginInput } from "~/schemas/login";
import { currentUser } from "~/services/auth.server";

/** Signed-in staff have nothing to do here: straight to the dashboard. */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (await currentUser(context.db, request)) throw redirect("/admin");
  return null;
}

export const meta: Route.MetaFunction = () => [{ title: "Sign in | Admin Panel" }, { name: "robots", content: "noindex" }];

function LoginForm() {
  const toast = useToast();
  const navigate = useNavigate();
  const form = useForm<LoginInput>({ resolver: zodResolver(loginSchema), defaultValues: { username: "", password: "" } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (credentials) => {
    try {
      await apiRequest("POST", "/api/auth/login", credentials);
    } catch {
      toast({ title: "Login failed", description: "Invalid username or password", variant: "destructive" });
      return;
    }
    toast({ title: "Login successful", description: "Welcome to the admin panel" });
    navigate("/admin");
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-5">
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
