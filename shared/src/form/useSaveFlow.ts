import type { FormInstance } from 'antd';
import { useCallback, useRef, useState } from 'react';
import { fieldPath } from './fieldPath';
import { FORM_MESSAGES } from './messages';
import { type SaveProblem, saveProblemOf } from './saveProblem';

export type SaveFlowOptions<V, T> = {
  /** The form whose fields take the api's field messages (its values need not be what `save` sends). */
  form: FormInstance;
  /** Sends the values; resolves with the saved record. */
  save: (values: V) => Promise<T>;
  onSaved: (saved: T) => void;
  /** Fetches the record again after a stale-version 409: the conflict notice's reload action. */
  onReload?: () => Promise<unknown> | void;
  /** Takes a failure before the generic handling (e.g. a duplicate warning to acknowledge); true when handled. */
  onError?: (error: unknown) => boolean;
  /** How a batch row's key is named in the notice (default: the key itself). */
  rowLabel?: (key: string) => string;
  /** The form field an api field's message goes on, where their names differ (default: the same name); null for a message the caller shows itself (e.g. per cell of a lines editor). */
  fieldOf?: (apiField: string) => string | null;
};

/** What the form's notice shows: the failure's message and what could not be shown on a field. */
export type SaveNoticeContent = { kind: SaveProblem['kind']; message: string; details: string[] };

export type SaveFlow<V> = {
  /** Saves once at a time; true when saved. */
  submit: (values: V) => Promise<boolean>;
  saving: boolean;
  notice: SaveNoticeContent | null;
  /** The conflict notice's action: reloads the record, then the form restarts from it. Null unless offered. */
  reload: (() => Promise<void>) | null;
  /** Bumped after each reload, for the form to restart from the reloaded record. */
  reloads: number;
  dismiss: () => void;
};

const pathKey = (path: (string | number)[]) => path.join('.');

/**
 * One save flow for every form: validate (by the caller's form) → save → on failure one notice with the
 * api's Korean message, its field messages on the form's fields (those without a field and the bad rows
 * of a batch listed in the notice); a stale-version 409 gives the conflict notice whose action reloads.
 */
export function useSaveFlow<V, T>({ form, save, onSaved, onReload, onError, rowLabel, fieldOf = (name) => name }: SaveFlowOptions<V, T>): SaveFlow<V> {
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<SaveNoticeContent | null>(null);
  const [reloads, setReloads] = useState(0);
  const inFlight = useRef(false);

  /** Puts field messages on the fields the form has; returns the messages it could not place. */
  function placeFieldErrors(apiFields: Record<string, string>): string[] {
    const fields: Record<string, string> = {};
    for (const [name, text] of Object.entries(apiFields)) {
      const field = fieldOf(name);
      if (field !== null) fields[field] ??= text;
    }
    const registered = new Set(form.getFieldsError().map((f) => pathKey(f.name)));
    const placed = Object.entries(fields).filter(([name]) => registered.has(pathKey(fieldPath(name))));
    if (placed.length > 0) {
      form.setFields(placed.map(([name, text]) => ({ name: fieldPath(name) as never, errors: [text] })));
      form.scrollToField(fieldPath(placed[0][0]) as never);
    }
    return Object.entries(fields)
      .filter(([name]) => !registered.has(pathKey(fieldPath(name))))
      .map(([, text]) => text);
  }

  async function submit(values: V): Promise<boolean> {
    if (inFlight.current) return false;
    inFlight.current = true;
    setSaving(true);
    setNotice(null);
    try {
      onSaved(await save(values));
      return true;
    } catch (error) {
      if (onError?.(error)) return false;
      const problem = saveProblemOf(error, rowLabel);
      const unplaced = placeFieldErrors(problem.fields);
      setNotice({ kind: problem.kind, message: problem.message, details: [...unplaced, ...problem.rows] });
      return false;
    } finally {
      inFlight.current = false;
      setSaving(false);
    }
  }

  const reload =
    notice?.kind === 'conflict' && onReload
      ? async () => {
          try {
            await onReload();
            setNotice(null);
            setReloads((n) => n + 1);
          } catch {
            setNotice({ kind: 'error', message: FORM_MESSAGES.reloadFailed, details: [] });
          }
        }
      : null;

  const dismiss = useCallback(() => setNotice(null), []);
  return { submit, saving, notice, reload, reloads, dismiss };
}
