/** What a record's create/edit form takes from its page: whether it is open, closing, the saved record back, and the reload a 409 offers. */
export type RecordFormProps<T, Loaded = T> = {
  open: boolean;
  onClose: () => void;
  onSaved: (saved: T) => void;
  /** Loads the latest version after a 409 (someone else saved first). */
  onReload?: () => Promise<Loaded>;
};
