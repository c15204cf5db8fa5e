"use client";
// Working an enquiry: its status, owner and next contact date (only what changed is sent), and a note added to its
// list. A past date is allowed: the enquiry then shows as overdue.
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { SelectField, TextArea, TextField } from "@/components/ui/field";
import { updateEnquiryAction } from "@/lib/actions/enquiries/update";
import { enquiryNoteMaxLength, enquiryStatuses, enquiryStatusLabels } from "@/lib/contact/follow-up-vocabulary";
import type { StaffMember } from "@/lib/workspace/members";
import { useAction } from "../use-action";
import { FormMessage } from "../workspace/form-message";

type State = { status: string; ownerEmail: string | null; nextContactOn: string | null };

export function EnquiryFollowUpForm({ id, state, staff }: { id: string; state: State; staff: StaffMember[] }) {
  const [status, setStatus] = useState(state.status);
  const [owner, setOwner] = useState(state.ownerEmail ?? "");
  const [next, setNext] = useState(state.nextContactOn ?? "");
  const [note, setNote] = useState("");
  // A change made elsewhere (Create client account marks it won) arrives as new props: the fields follow it.
  const stateKey = `${state.status}|${state.ownerEmail}|${state.nextContactOn}`;
  const [seenKey, setSeenKey] = useState(stateKey);
  if (seenKey !== stateKey) {
    setSeenKey(stateKey);
    setStatus(state.status);
    setOwner(state.ownerEmail ?? "");
    setNext(state.nextContactOn ?? "");
  }
  const { error, fields, done, pending, run } = useAction(
    (patch: Record<string, string | null>) => updateEnquiryAction(id, patch),
    { onDone: () => setNote("") },
  );
  const patch: Record<string, string | null> = {};
  if (status !== state.status) patch.status = status;
  if (owner !== (state.ownerEmail ?? "")) patch.ownerEmail = owner || null;
  if (next !== (state.nextContactOn ?? "")) patch.nextContactOn = next || null;
  if (note.trim()) patch.note = note;
  const changed = Object.keys(patch).length > 0;
  return (
    <form
      aria-label="Follow-up"
      className="grid gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (changed) void run(patch, patch.note ? "Saved, with your note." : "Changes saved.");
      }}
    >
      <SelectField
        compact
        id="enquiry-status"
        label="Status"
        value={status}
        onChange={(e) => setStatus(e.target.value)}
        error={fields.status}
        options={enquiryStatuses.map((s) => ({ value: s, label: enquiryStatusLabels[s] }))}
      />
      <SelectField
        compact
        id="enquiry-owner"
        label="Owner"
        value={owner}
        onChange={(e) => setOwner(e.target.value)}
        error={fields.ownerEmail}
        placeholder="Nobody yet"
        options={staff.map((p) => ({ value: p.email, label: p.name }))}
      />
      <TextField
        compact
        id="enquiry-next-contact"
        label="Next contact"
        type="date"
        value={next}
        onChange={(e) => setNext(e.target.value)}
        error={fields.nextContactOn}
      />
      <TextArea
        compact
        id="enquiry-note"
        label="Add a note"
        optional
        rows={3}
        maxLength={enquiryNoteMaxLength}
        value={note}
        onChange={(e) => setNote(e.target.value)}
        error={fields.note}
        hint="Notes are kept with your name and the time, and cannot be edited."
      />
      <Button type="submit" size="sm" disabled={pending || !changed}>
        {pending ? "Saving…" : "Save"}
      </Button>
      <FormMessage error={error} done={done} />
    </form>
  );
}
