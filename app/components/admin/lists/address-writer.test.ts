import { createMemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { createAddressWriter } from "./address-writer";

/**
 * A list screen on React Router's own router, whose data loads only when the test lets it: the
 * address changes once a navigation's data has loaded, as on a slow connection.
 */
function listScreen() {
  const waiting: (() => void)[] = [];
  const router = createMemoryRouter(
    [{ path: "/admin/inquiries", loader: () => new Promise<null>((resolve) => waiting.push(() => resolve(null))), Component: null }],
    { initialEntries: ["/admin/inquiries"] },
  );
  const write = createAddressWriter({
    current: () => router.state.location.search,
    go: (search) => router.navigate(`/admin/inquiries?${search}`, { replace: true }),
  });
  const loadAll = async () => {
    while (waiting.length > 0 || router.state.navigation.state !== "idle") {
      waiting.splice(0).forEach((load) => load());
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
  };
  const address = () => Object.fromEntries(new URLSearchParams(router.state.location.search));
  return { router, write, loadAll, address };
}

describe("createAddressWriter", () => {
  it("keeps both of two changes made before the first one's data has loaded", async () => {
    const screen = listScreen();
    await screen.loadAll();

    screen.write((params) => params.set("assignee", "me"));
    screen.write((params) => params.set("from", "2026-11-01"));
    await screen.loadAll();

    expect(screen.address()).toEqual({ assignee: "me", from: "2026-11-01" });
  });

  it("starts from the address as it is once its own navigations have finished", async () => {
    const screen = listScreen();
    await screen.loadAll();
    screen.write((params) => params.set("assignee", "me"));
    await screen.loadAll();

    // Someone else moves the address on (a link, the Back button): the next change builds on that.
    void screen.router.navigate("/admin/inquiries?status=new");
    await screen.loadAll();
    screen.write((params) => params.set("to", "2026-11-30"));
    await screen.loadAll();

    expect(screen.address()).toEqual({ status: "new", to: "2026-11-30" });
  });
});
