import { afterEach, describe, expect, it, vi } from "vitest";
import { databaseRefusal, describeError } from "@/lib/db/errors";
import { withApiErrors } from "@/lib/http/errors";

/** What drizzle throws: its own message repeats the query and the parameters; the driver's error is the cause. */
function failedQuery(code: string, message: string, params = "priya@nexora.example,a\u0000b") {
  const driver = Object.assign(new Error(message), {
    name: "error",
    code,
    detail: `Key (email)=(${params}) already exists.`,
  });
  return new Error(`Failed query: select "id" from "users" where "email" = $1\nparams: ${params}`, { cause: driver });
}

const failing = (error: unknown) => withApiErrors("test", async () => Promise.reject(error));

afterEach(() => {
  vi.restoreAllMocks();
});

describe("a value the database refuses", () => {
  it.each([
    ["22021", 'invalid byte sequence for encoding "UTF8": 0x00'],
    ["22P02", 'invalid input syntax for type uuid: "not-a-uuid"'],
    ["22001", "value too long for type character varying(254)"],
    ["22003", "integer out of range"],
    ["22007", 'invalid input syntax for type timestamp with time zone: "yesterday-ish"'],
    ["23502", 'null value in column "name" of relation "users" violates not-null constraint'],
    ["23503", 'insert or update on table "sessions" violates foreign key constraint "sessions_user_id_users_id_fk"'],
    ["23514", 'new row for relation "users" violates check constraint "users_email_lower_case"'],
  ])("SQLSTATE %s is a 400 with a sentence, not a 500", async (code, message) => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const response = await failing(failedQuery(code, message))();
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: "Some of the values sent cannot be stored. Please check them and try again.",
    });
    expect(error).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(1);
    const logged = String(warn.mock.calls[0]?.[0]);
    expect(logged).toContain(`[test] the database refused a value: error ${code}:`);
    // Neither the parameters (outer message, detail) nor a quoted input value reach the log.
    expect(logged).not.toMatch(/priya@|params|Key \(|not-a-uuid|yesterday-ish|\u0000/);
  });

  it("a unique key taken by a concurrent request is a 409", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const response = await failing(
      failedQuery("23505", 'duplicate key value violates unique constraint "users_email_unique"'),
    )();
    expect(response.status).toBe(409);
    expect(((await response.json()) as { error: string }).error).toMatch(/try again/);
  });

  it("other failures stay a 503 (database down) or a 500 (anything else), logged without parameters", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    expect((await failing(failedQuery("57P01", "terminating connection due to administrator command"))()).status).toBe(
      503,
    );
    expect((await failing(failedQuery("42703", 'column "nope" does not exist'))()).status).toBe(500);
    expect((await failing(new Error("boom"))()).status).toBe(500);
    for (const [line] of error.mock.calls) expect(String(line)).not.toMatch(/priya@|params/);
  });
});

describe("databaseRefusal", () => {
  it("looks through the cause chain and ignores codes that are not SQLSTATE classes 22 or 23", () => {
    expect(databaseRefusal(failedQuery("22021", "x"))).toMatchObject({ status: 400, code: "22021" });
    expect(databaseRefusal(Object.assign(new Error("x"), { code: "ERR_INVALID_ARG_TYPE" }))).toBeNull();
    expect(databaseRefusal(Object.assign(new Error("x"), { code: "ECONNREFUSED" }))).toBeNull();
    expect(databaseRefusal(failedQuery("42P01", 'relation "users" does not exist'))).toBeNull();
    expect(databaseRefusal("22021")).toBeNull();
    expect(databaseRefusal(undefined)).toBeNull();
  });

  it("names what is taken when the unique index is one a person can run into, and only then", () => {
    const duplicate = (name: string) =>
      failedQuery("23505", `duplicate key value violates unique constraint "${name}"`);
    expect(databaseRefusal(duplicate("invoices_replaces_unique"))).toEqual({
      status: 409,
      code: "23505",
      constraint: "invoices_replaces_unique",
      message: "That rejected invoice has already been resubmitted: it can be resubmitted once.",
    });
    expect(databaseRefusal(duplicate("invoices_vendor_year_number_unique"))?.message).toMatch(
      /already used this invoice/,
    );
    // The driver's own field wins over the message; an e-mail address taken stays the neutral sentence.
    const driver = Object.assign(new Error("duplicate key"), {
      code: "23505",
      constraint: "organisations_name_unique",
    });
    expect(databaseRefusal(driver)?.message).toBe("An organisation with this name already exists.");
    expect(databaseRefusal(duplicate("users_email_unique"))?.message).toMatch(/try again/);
    expect(databaseRefusal(failedQuery("23514", 'violates check constraint "invoices_replaces_unique"'))).toMatchObject(
      {
        status: 400,
        message: "Some of the values sent cannot be stored. Please check them and try again.",
      },
    );
  });
});

describe("describeError", () => {
  it("keeps the driver's message and code but withholds a value it quotes at the end", () => {
    expect(describeError(failedQuery("22P02", 'invalid input syntax for type uuid: "0b8f-secret"'))).toBe(
      "error 22P02: invalid input syntax for type uuid: (value withheld)",
    );
    expect(describeError(failedQuery("22021", 'invalid byte sequence for encoding "UTF8": 0x00'))).toBe(
      'error 22021: invalid byte sequence for encoding "UTF8": 0x00',
    );
  });
});
