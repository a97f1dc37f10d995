/**
 * The ten recovery codes, shown this once (docs/decisions/064-two-factor-sign-in.md): only their
 * hashes are kept, so the member saves them now or asks for new ones later.
 */
import { Button } from "~/components/ui/button";

export function RecoveryCodesPanel({ codes, onDone }: { codes: string[]; onDone(): void }) {
  return (
    <section
      aria-labelledby="recovery-codes-heading"
      className="grid gap-4 rounded-lg border border-[var(--border)] bg-[var(--muted)]/40 p-4"
    >
      <div>
        <h3 id="recovery-codes-heading" className="font-semibold">
          Your recovery codes
        </h3>
        <p className="mt-1 text-sm text-[var(--muted-foreground)]">
          Keep them somewhere safe, away from your phone. Each one signs you in once if you lose your authenticator app. They are shown only
          now.
        </p>
      </div>
      <ol aria-label="Recovery codes" className="grid grid-cols-1 gap-2 font-mono text-sm tabular-nums min-[420px]:grid-cols-2">
        {codes.map((code) => (
          <li key={code} className="rounded-md border border-[var(--border)] bg-[var(--card)] px-3 py-1.5 text-center">
            {code}
          </li>
        ))}
      </ol>
      <Button type="button" className="justify-self-start" onClick={onDone}>
        I have saved these codes
      </Button>
    </section>
  );
}
