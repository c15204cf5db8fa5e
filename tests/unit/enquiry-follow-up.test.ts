// The follow-up's payload rules and when an enquiry is overdue (India's calendar day).
import { describe, expect, it } from "vitest";
import { isOverdue } from "@/lib/contact/follow-up";
import { enquiryListQuerySchema, enquiryUpdateSchema } from "@/lib/contact/follow-up-schema";

describe("the enquiry PATCH body", () => {
  const parse = (body: unknown) => enquiryUpdateSchema.safeParse(body);
  const fieldOf = (body: unknown) => parse(body).error?.issues[0]?.path.join(".");

  it("takes each field, an address normalised, and null or blank to clear owner and date", () => {
    expect(
      parse({ status: "won", ownerEmail: " Ravi@Nexora.Example ", note: " hi ", nextContactOn: "2020-01-01" }).data,
    ).toEqual({
      status: "won",
      ownerEmail: "ravi@nexora.example",
      note: "hi",
      nextContactOn: "2020-01-01",
    });
    expect(parse({ ownerEmail: null, nextContactOn: "" }).data).toEqual({ ownerEmail: null, nextContactOn: null });
  });

  it("names the field it refuses", () => {
    expect(fieldOf({ status: "hot" })).toBe("status");
    expect(fieldOf({ ownerEmail: "ravi" })).toBe("ownerEmail");
    expect(fieldOf({ nextContactOn: "2026-02-30" })).toBe("nextContactOn");
    expect(fieldOf({ nextContactOn: "tomorrow" })).toBe("nextContactOn");
    expect(fieldOf({ note: "x".repeat(4001) })).toBe("note");
    expect(parse({}).error?.issues[0]?.message).toBe("Send at least one of status, ownerEmail, note or nextContactOn.");
  });

  it("reads the list filters: me, none or an address", () => {
    expect(enquiryListQuerySchema.parse({ owner: "me", status: "new" })).toEqual({ owner: "me", status: "new" });
    expect(enquiryListQuerySchema.parse({ owner: "Asha@Nexora.example" }).owner).toBe("asha@nexora.example");
    expect(enquiryListQuerySchema.safeParse({ owner: "someone" }).success).toBe(false);
  });
});

describe("overdue", () => {
  // 2026-11-26 19:00 UTC is already 27 November in India.
  const now = new Date("2026-11-26T19:00:00Z");

  it("is a next contact date before today in India, while the enquiry is open", () => {
    expect(isOverdue("2026-11-26", "contacted", now)).toBe(true);
    expect(isOverdue("2026-11-27", "contacted", now)).toBe(false);
    expect(isOverdue(null, "new", now)).toBe(false);
  });

  it("is never true once the enquiry is won or lost", () => {
    expect(isOverdue("2020-01-01", "won", now)).toBe(false);
    expect(isOverdue("2020-01-01", "lost", now)).toBe(false);
  });
});
