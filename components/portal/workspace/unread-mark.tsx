// The mark of a request someone else acted on since this person last opened it (lib/workspace/read-state.ts): a dot
// the eye finds, and "Unread" for a screen reader. Nothing for a read one.
export function UnreadMark({ unread }: { unread?: boolean }) {
  if (!unread) return null;
  return (
    <>
      <span className="mr-2 inline-block size-2 rounded-full bg-accent-600 align-middle" aria-hidden="true" />
      <span className="sr-only">Unread: </span>
    </>
  );
}
