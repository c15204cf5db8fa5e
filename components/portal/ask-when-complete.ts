// Apart from use-action.ts, which nearly every portal island loads: only the forms that ask before sending need it.
/**
 * A ConfirmDialog's `check` for a form whose action first refuses what `problems` finds: the dialog opens only when
 * nothing is found; otherwise the action runs, so its refusal marks the fields, and nothing is asked.
 */
export const askWhenComplete =
  (problems: (form: FormData) => Record<string, string>, run: (form: FormData) => Promise<void>) =>
  (opener: HTMLButtonElement): boolean => {
    const form = new FormData(opener.form ?? undefined);
    if (Object.keys(problems(form)).length === 0) return true;
    void run(form);
    return false;
  };
