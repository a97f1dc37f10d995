import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { data, redirect, useActionData, useNavigate } from "react-router";
import type { Route } from "./+types/login";
import { SecondFactorForm } from "~/components/admin/staff/two-factor/second-factor-form";
import { serverReason } from "~/components/admin/staff/user-api-errors";
import { BrandMark } from "~/components/site/shell/brand-mark";
import { Button } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/form-alert";
import { FormField, Input } from "~/components/ui/form-field";
import { useToast } from "~/components/ui/toast";
import { apiRequest } from "~/lib/api-client";
import { loginSchema, type LoginInput } from "~/schemas/staff/login";
import { twoFactorCodeSchema } from "~/schemas/staff/two-factor";
import { HttpError } from "~/lib/server/http-errors.server";
import { pendingSignInCookie, readPendingSignInToken, sessionCookie } from "~/lib/server/session-cookie.server";
import { SIGN_IN_EXPIRED } from "~/lib/two-factor-values";
import { completeSignIn, currentUser, signIn } from "~/services/staff/auth.server";
import { SECOND_FACTOR_PATH, SIGN_IN_PATH } from "~/components/admin/shell/api-paths";

/** Signed-in staff have nothing to do here: straight to the dashboard. */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (await currentUser(context.db, request)) throw redirect("/admin");
  return null;
}

type Step = "password" | "code";

/** A session: its cookie, on the way to the dashboard. */
const signedIn = (request: Request, token: string) => redirect("/admin", { headers: { "Set-Cookie": sessionCookie(request, token) } });

/**
 * The same sign-in as `POST /api/auth/login` and `/api/auth/login/second-factor`, for a form sent
 * before the page's script has loaded (or without script): success goes to the dashboard with the
 * session cookie, a right password with a second factor on comes back asking for the code, a
 * failure comes back with the reason.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const failed = (step: Step, error: string, status: number) => data({ step, error }, { status });
  try {
    if (form.has("code")) {
      const input = twoFactorCodeSchema.safeParse({ code: form.get("code") });
      if (!input.success) return failed("code", input.error.issues[0]!.message, 400);
      const { token } = await completeSignIn(context.db, readPendingSignInToken(request), input.data.code, context.clientAddress);
      return signedIn(request, token);
    }
    const credentials = loginSchema.safeParse({ username: form.get("username"), password: form.get("password") });
    if (!credentials.success) return failed("password", credentials.error.issues[0]!.message, 400);
    const outcome = await signIn(context.db, credentials.data, context.clientAddress);
    if ("token" in outcome) return signedIn(request, outcome.token);
    return data({ step: "code" as Step, error: null }, { headers: { "Set-Cookie": pendingSignInCookie(request, outcome.pendingToken) } });
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    const step = form.has("code") && error.message !== SIGN_IN_EXPIRED ? "code" : "password";
    return failed(step, error.message, error.status);
  }
}

export const meta: Route.MetaFunction = () => [{ title: "Sign in | Admin Panel" }, { name: "robots", content: "noindex" }];

function PasswordForm({ error, onSecondFactor }: { error: string | null; onSecondFactor(): void }) {
  const toast = useToast();
  const navigate = useNavigate();
  const form = useForm<LoginInput>({ resolver: zodResolver(loginSchema), defaultValues: { username: "", password: "" } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (credentials) => {
    let answer: { secondFactorRequired?: true };
    try {
      answer = await apiRequest("POST", SIGN_IN_PATH, credentials);
    } catch {
      toast({ title: "Login failed", description: "Invalid username or password", variant: "destructive" });
      return;
    }
    if (answer.secondFactorRequired) {
      onSecondFactor();
      return;
    }
    toast({ title: "Login successful", description: "Welcome to the admin panel" });
    navigate("/admin");
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-5">
      {error && <FormAlert>{error}</FormAlert>}
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

/** The password, then (with a second factor on) the code; the no-script form's answer picks the step too. */
function SignIn() {
  const answer = useActionData<typeof action>();
  const toast = useToast();
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>(answer?.step ?? "password");
  const [error, setError] = useState<string | null>(answer?.error ?? null);
  const goTo = (next: Step, reason: string | null = null) => {
    setStep(next);
    setError(reason);
  };

  const sendCode = async (code: string) => {
    try {
      await apiRequest("POST", SECOND_FACTOR_PATH, { code });
    } catch (failure) {
      const reason = serverReason(failure);
      goTo(reason === SIGN_IN_EXPIRED ? "password" : "code", reason);
      return;
    }
    toast({ title: "Login successful", description: "Welcome to the admin panel" });
    navigate("/admin");
  };

  return (
    <>
      <div className="mb-8 flex flex-col items-center gap-3 text-center">
        <BrandMark className="size-12" />
        <h1 className="text-2xl font-semibold tracking-tight">{step === "code" ? "Two-Factor Sign-In" : "Admin Login"}</h1>
        <p className="text-sm text-[var(--muted-foreground)]">
          {step === "code" ? "Enter the code from your authenticator app" : "Sign in to manage the website"}
        </p>
      </div>
      {step === "code" ? (
        <SecondFactorForm error={error} onSubmit={sendCode} onStartAgain={() => goTo("password")} />
      ) : (
        <PasswordForm error={error} onSecondFactor={() => goTo("code")} />
      )}
    </>
  );
}

export default function AdminLogin() {
  // A new answer of the no-script form starts the steps afresh from what it says.
  const answer = useActionData<typeof action>();
  return (
    <main className="flex min-h-screen items-center justify-center bg-[var(--muted)] px-4">
      <div className="w-full max-w-sm rounded-xl border border-[var(--border)] bg-[var(--card)] p-8 shadow-sm">
        <SignIn key={JSON.stringify(answer ?? null)} />
      </div>
    </main>
  );
}
