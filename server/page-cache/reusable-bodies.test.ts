import { describe, expect, it } from "vitest";
import { IdleBodyBudget, ReusableBodies } from "./reusable-bodies";

const PAGE = Buffer.from('<script nonce="AAAA">go()</script><link nonce="AAAA"/><p>AAAA</p>');
const NONCE_AT = [15, 47];

describe("ReusableBodies", () => {
  it("writes each response's nonce into the nonce's places and nowhere else", () => {
    const bodies = new ReusableBodies(PAGE, NONCE_AT, 4, new IdleBodyBudget(1_000));
    expect(bodies.take(Buffer.from("BBBB")).toString()).toBe('<script nonce="BBBB">go()</script><link nonce="BBBB"/><p>AAAA</p>');
    expect(PAGE.toString()).toContain('nonce="AAAA"');
  });

  it("lends a sent body again, with the next response's nonce, and never one that is still out", () => {
    const bodies = new ReusableBodies(PAGE, NONCE_AT, 4, new IdleBodyBudget(1_000));
    const first = bodies.take(Buffer.from("BBBB"));
    const second = bodies.take(Buffer.from("CCCC"));
    expect(second).not.toBe(first);
    expect(first.toString()).toContain('nonce="BBBB"');
    bodies.release(first);
    const third = bodies.take(Buffer.from("DDDD"));
    expect(third).toBe(first);
    expect(third.toString()).toBe('<script nonce="DDDD">go()</script><link nonce="DDDD"/><p>AAAA</p>');
    expect(second.toString()).toContain('nonce="CCCC"');
  });

  it("keeps idle bodies within the budget shared by every page, and none of a page that left the cache", () => {
    const budget = new IdleBodyBudget(PAGE.length * 2);
    const one = new ReusableBodies(PAGE, NONCE_AT, 4, budget);
    const other = new ReusableBodies(PAGE, NONCE_AT, 4, budget);
    const lent = [one.take(Buffer.from("BBBB")), one.take(Buffer.from("BBBB")), other.take(Buffer.from("BBBB"))];
    one.release(lent[0]!);
    one.release(lent[1]!);
    other.release(lent[2]!);
    expect(budget.used).toBe(PAGE.length * 2);
    expect(other.take(Buffer.from("CCCC"))).not.toBe(lent[2]);

    one.discard();
    expect(budget.used).toBe(0);
    const afterDiscard = one.take(Buffer.from("DDDD"));
    one.release(afterDiscard);
    expect(budget.used).toBe(0);
  });

  it("refuses a nonce of another length, which would shift the page", () => {
    const bodies = new ReusableBodies(PAGE, NONCE_AT, 4, new IdleBodyBudget(1_000));
    expect(() => bodies.take(Buffer.from("BBBBB"))).toThrow(RangeError);
  });
});
