import { describe, expect, it } from "vitest";
import { offlineAddresses } from "~/components/field-offline.tsx";

describe("the addresses the field portal keeps for no signal (offlineAddresses)", () => {
  it("keeps each card's page and the three data requests Remix makes when it opens one, encoded as Remix does", () => {
    expect(offlineAddresses(["abc"])).toEqual([
      "/fieldstaff/jobs/abc",
      "/fieldstaff/jobs/abc?_data=root",
      "/fieldstaff/jobs/abc?_data=routes%2Ffieldstaff%2B%2F_layout",
      "/fieldstaff/jobs/abc?_data=routes%2Ffieldstaff%2B%2Fjobs.%24id",
    ]);
  });
  it("keeps nothing for no jobs and encodes an odd id", () => {
    expect(offlineAddresses([])).toEqual([]);
    expect(offlineAddresses(["a/b"])[0]).toBe("/fieldstaff/jobs/a%2Fb");
  });
});
