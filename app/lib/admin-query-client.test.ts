import { QueryObserver } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { createAdminQueryClient, refetchAfterWrite } from "./admin-query-client";

describe("refetchAfterWrite", () => {
  it("reads a list again even when its first read left before the change and is still on its way", async () => {
    const client = createAdminQueryClient(() => undefined);
    let stored = "before the change";
    let firstRead: (answer: string) => void = () => undefined;
    let reads = 0;
    const observer = new QueryObserver<string>(client, {
      queryKey: ["/api/products", { q: "CSV" }],
      // The first read's answer is what the database held when it left; it arrives after the change.
      queryFn: () => (++reads === 1 ? new Promise<string>((resolve) => (firstRead = resolve)) : Promise.resolve(stored)),
    });
    const unsubscribe = observer.subscribe(() => undefined);
    const heldBeforeTheChange = stored;

    stored = "after the change";
    const refetched = refetchAfterWrite(client, ["/api/products"]);
    firstRead(heldBeforeTheChange);
    await refetched;

    expect(observer.getCurrentResult().data).toBe("after the change");
    expect(reads).toBe(2);
    unsubscribe();
  });
});
