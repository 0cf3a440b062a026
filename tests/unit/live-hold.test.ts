import { afterEach, describe, expect, it, vi } from "vitest";
import { holdLiveReloads, liveReloadsHeld } from "~/components/live-updates.tsx";

describe("holding live reloads during a gesture", () => {
  afterEach(() => vi.useRealTimers());

  it("holds until every hold is released; releasing twice does not release another's hold", () => {
    expect(liveReloadsHeld()).toBe(false);
    const a = holdLiveReloads();
    const b = holdLiveReloads();
    a();
    a();
    expect(liveReloadsHeld()).toBe(true);
    b();
    expect(liveReloadsHeld()).toBe(false);
  });

  it("ends a forgotten hold after a minute", () => {
    vi.useFakeTimers();
    holdLiveReloads();
    vi.advanceTimersByTime(59_999);
    expect(liveReloadsHeld()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(liveReloadsHeld()).toBe(false);
  });
});
