/**
 * Under the advisories: where their CSAF documents are published and the fingerprint of the
 * OpenPGP key that signs them (decision 079), read from the public provider metadata, so staff
 * can tell a subscriber which key to expect.
 */
import { useQuery } from "@tanstack/react-query";
import { PROVIDER_METADATA_PATH } from "~/lib/security/csaf/csaf-addresses";

type ProviderMetadata = { public_openpgp_keys: { fingerprint: string; url: string }[] };

export function CsafSigningKeyNote() {
  const metadata = useQuery<ProviderMetadata>({ queryKey: [PROVIDER_METADATA_PATH] });
  const key = metadata.data?.public_openpgp_keys[0];
  return (
    <p className="text-sm text-[var(--muted-foreground)]">
      Published advisories are also served as signed CSAF 2.0 documents, listed in{" "}
      <a href={PROVIDER_METADATA_PATH} className="text-[var(--link)] underline">
        the provider metadata
      </a>
      .{" "}
      {key && (
        <>
          Signing key fingerprint:{" "}
          <a href={new URL(key.url).pathname} className="font-mono break-all text-[var(--link)] underline" data-testid="csaf-fingerprint">
            {key.fingerprint}
          </a>
        </>
      )}
    </p>
  );
}
